// Posts stored before hold timers existed (issue 12) against DynamoDB Local: the backfill gives each
// the due time it would have had (a closed one: its address erasure), so the sweep finds it; a post
// with nothing due is left alone, and a second run changes nothing.

import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tell } from '@bookwish/shared/domain/story';
import { nextDueAt } from '@bookwish/shared/domain/timers';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { append, backfillDueTimes, listDue, load } from './event-store.ts';
import { tableSchema } from './table-schema.ts';

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

/** Stores the story's events as the old code did: STATE without a due time. */
async function storedBeforeTimers(kind: PostKind, steps: Parameters<typeof tell>[2]) {
  const id = randomUUID();
  const { events, state } = tell(kind, id, steps, Date.now() - 3 * 86_400_000);
  let version = 0;
  for (const event of events) {
    const result = await append(id, version, event, { ...state, version: event.seq });
    if (!result.ok) throw new Error('append refused');
    version = event.seq;
  }
  const { byDue } = tableSchema.indexes;
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: { pk: `POST#${id}`, sk: 'STATE' },
      UpdateExpression: 'REMOVE #pk, #sk',
      ExpressionAttributeNames: { '#pk': byDue.partitionKey, '#sk': byDue.sortKey },
    }),
  );
  return { id, state };
}

const dueIds = async () => (await listDue(Date.now() + 400 * 86_400_000, 1000)).map((d) => d.postId);

describe('backfillDueTimes', () => {
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

    expect(await backfillDueTimes()).toBeGreaterThanOrEqual(1);
    const due = await listDue(Date.now() + 400 * 86_400_000, 1000);
    expect(due.find((d) => d.postId === closed.id)?.dueAt).toBe(nextDueAt(closed.state));
    expect(due.map((d) => d.postId)).not.toContain(open.id);
    // The post itself is unchanged.
    expect((await load(closed.id)) as unknown).toMatchObject({
      version: closed.state.version,
      status: 'closed',
    });

    const again = await backfillDueTimes();
    expect(await dueIds()).toContain(closed.id);
    expect(again).toBe(0);
  });
});
