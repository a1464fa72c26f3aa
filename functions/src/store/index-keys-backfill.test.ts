// Posts stored before an index existed, against DynamoDB Local: the backfill gives each the keys it
// would have had. Hold timers: the due time (a closed one: its address erasure), so the
// sweep finds it; a post with nothing due is left alone. Book alerts: an open wish gets its
// match key, so a new treat of its book finds it. A second run changes nothing.

import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bookMatchKey } from '@bookwish/shared/domain/book-match';
import { tell } from '@bookwish/shared/domain/story';
import { nextDueAt } from '@bookwish/shared/domain/timers';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { append, listDue, listOpenMatches, load } from './event-store.ts';
import { backfillIndexKeys } from './migrations.ts';

const wisher: Actor = { uid: randomUUID(), name: 'Wendy Éclair' };
const giver: Actor = { uid: randomUUID(), name: 'Gabriel' };
const input = {
  title: 'Les Misérables',
  author: 'Victor Hugo',
  coverURL: '',
  types: ['Fiction' as const],
  purchaseLink: 'https://example.com/les-miserables',
  destination: 'Canada',
  price: 'CAD 20.00',
  message: '',
};

/** Stores the story's events as the old code did: STATE without a due time and a match key. */
async function storedBeforeTimers(kind: PostKind, steps: Parameters<typeof tell>[2]) {
  const id = randomUUID();
  const { events, state } = tell(kind, id, steps, Date.now() - 3 * 86_400_000);
  let version = 0;
  for (const event of events) {
    const result = await append(id, version, event, { ...state, version: event.seq });
    if (!result.ok) throw new Error('append refused');
    version = event.seq;
  }
  const { byDue, byMatch } = tableSchema.indexes;
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: { pk: `POST#${id}`, sk: 'STATE' },
      UpdateExpression: 'REMOVE #pk, #sk, #match',
      ExpressionAttributeNames: {
        '#pk': byDue.partitionKey,
        '#sk': byDue.sortKey,
        '#match': byMatch.partitionKey,
      },
    }),
  );
  return { id, state };
}

const dueIds = async () => (await listDue(Date.now() + 400 * 86_400_000, 1000)).map((d) => d.postId);

describe('backfillIndexKeys', () => {
  it('gives a closed post stored before timers its address erasure, and leaves an open one alone', async () => {
    const closed = await storedBeforeTimers('wishlist', [
      { actor: wisher, command: { type: 'post', input } },
      { actor: giver, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'confirm', shippingAddress: '12 rue des Érables, Montréal' } },
      { actor: giver, command: { type: 'fulfil', fulfillmentMessage: 'On its way' } },
      { actor: wisher, command: { type: 'close', thankYouNote: 'Merci !', thankYouPhotoURL: '' } },
    ]);
    const open = await storedBeforeTimers('wishlist', [{ actor: wisher, command: { type: 'post', input } }]);
    expect(nextDueAt(closed.state)).not.toBeNull();
    expect(nextDueAt(open.state)).toBeNull();
    expect(await dueIds()).not.toContain(closed.id);

    expect(await backfillIndexKeys()).toBeGreaterThanOrEqual(1);
    const due = await listDue(Date.now() + 400 * 86_400_000, 1000);
    expect(due.find((d) => d.postId === closed.id)?.dueAt).toBe(nextDueAt(closed.state));
    expect(due.map((d) => d.postId)).not.toContain(open.id);
    // The post itself is unchanged.
    expect((await load(closed.id)) as unknown).toMatchObject({
      version: closed.state.version,
      status: 'closed',
    });

    const again = await backfillIndexKeys();
    expect(await dueIds()).toContain(closed.id);
    expect(again).toBe(0);
  });

  it('gives an open wish stored before book alerts its match key, and an offered one none', async () => {
    const title = `Les Misérables ${randomUUID().slice(0, 8)}`;
    const key = bookMatchKey({ title, author: 'Victor Hugo' }) ?? '';
    const open = await storedBeforeTimers('wishlist', [
      { actor: wisher, command: { type: 'post', input: { ...input, title } } },
    ]);
    const offered = await storedBeforeTimers('wishlist', [
      { actor: wisher, command: { type: 'post', input: { ...input, title } } },
      { actor: giver, command: { type: 'offer' } },
    ]);
    const matched = async () => (await listOpenMatches('wishlist', key, 10)).map((post) => post.id);
    expect(await matched()).toEqual([]);

    await backfillIndexKeys();
    expect(await matched()).toEqual([open.id]);
    expect(await matched()).not.toContain(offered.id);
  });
});
