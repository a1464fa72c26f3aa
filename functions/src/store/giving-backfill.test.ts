// Giving counts for exchanges closed before each close counted them, against DynamoDB Local: the
// backfill sets each member's books given and received from the closed posts, once; a later run
// changes nothing (not even after a post is deleted), and later closes add to what it set.

import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { evolvePost } from '@bookwish/shared/domain/post';
import { tell } from '@bookwish/shared/domain/story';
import type { Actor } from '@bookwish/shared/domain/types';
import { GIVING_SK } from '@bookwish/shared/storage/table-schema';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { append, deletePost, givingCounts, load } from './event-store.ts';
import { backfillGivingCounts } from './migrations.ts';

const wisher: Actor = { uid: randomUUID(), name: 'Wren Before' };
const giver: Actor = { uid: randomUUID(), name: 'Gideon Before' };
const ours = (uid: string) => uid === wisher.uid || uid === giver.uid;

const input = {
  title: 'Persuasion',
  author: 'Jane Austen',
  coverURL: '',
  types: ['Fiction' as const],
  purchaseLink: 'https://example.com/persuasion',
  destination: 'Canada',
  price: 'CAD 12.00',
  message: '',
};

/** A wish closed between these two members, through the store's own append (which counts it). */
async function closedWish(): Promise<{ id: string; version: number }> {
  const id = randomUUID();
  const { events, state } = tell('wishlist', id, [
    { actor: wisher, command: { type: 'post', input } },
    { actor: giver, command: { type: 'offer' } },
    { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Old Rd' } },
    { actor: giver, command: { type: 'fulfil', fulfillmentMessage: '' } },
    { actor: wisher, command: { type: 'close', thankYouNote: 'Thanks', thankYouPhotoURL: '' } },
  ]);
  let version = 0;
  for (const event of events) {
    const result = await append(id, version, event, { ...state, version: event.seq });
    if (!result.ok) throw new Error('append refused');
    version = event.seq;
  }
  return { id, version };
}

/** As if the closes happened before closes were counted: no GIVING records. */
async function forgetCounts() {
  for (const uid of [wisher.uid, giver.uid]) {
    await dynamo().send(
      new DeleteCommand({ TableName: config().tableName, Key: { pk: `MEMBER#${uid}`, sk: GIVING_SK } }),
    );
  }
}

describe('the giving counts backfill', () => {
  it('sets the counts from the closed posts once; later closes add to them', async () => {
    const first = await closedWish();
    await closedWish();
    await forgetCounts();
    expect(await givingCounts(wisher.uid)).toEqual({ booksGiven: 0, booksReceived: 0 });

    expect(await backfillGivingCounts(ours)).toBe(2);
    expect(await givingCounts(wisher.uid)).toEqual({ booksGiven: 0, booksReceived: 2 });
    expect(await givingCounts(giver.uid)).toEqual({ booksGiven: 2, booksReceived: 0 });

    // A book given stays given: deleting the post afterwards, and running again, change nothing.
    expect((await deletePost(first.id, first.version)).ok).toBe(true);
    expect(await backfillGivingCounts(ours)).toBe(0);
    expect(await givingCounts(giver.uid)).toEqual({ booksGiven: 2, booksReceived: 0 });

    await closedWish();
    expect(await givingCounts(giver.uid)).toEqual({ booksGiven: 3, booksReceived: 0 });
    expect(await givingCounts(wisher.uid)).toEqual({ booksGiven: 0, booksReceived: 3 });
  });

  it('gives a member who deleted their account no record again: the forgotten are skipped', async () => {
    const { id, version } = await closedWish();
    // The giver deletes their account: the post forgets them (MemberForgotten), their records go.
    const state = await load(id);
    if (!state || 'tombstone' in state) throw new Error('no post');
    const forgotten = {
      postId: id,
      seq: version + 1,
      at: Date.now(),
      actorUid: giver.uid,
      actorName: '',
      type: 'MemberForgotten' as const,
      data: {},
    };
    expect((await append(id, version, forgotten, evolvePost(state, forgotten))).ok).toBe(true);
    await forgetCounts();

    await backfillGivingCounts(ours);
    const record = await dynamo().send(
      new GetCommand({ TableName: config().tableName, Key: { pk: `MEMBER#${giver.uid}`, sk: GIVING_SK } }),
    );
    expect(record.Item).toBeUndefined();
    // The member who stays is counted as before.
    expect((await givingCounts(wisher.uid)).booksReceived).toBeGreaterThan(0);
  });
});
