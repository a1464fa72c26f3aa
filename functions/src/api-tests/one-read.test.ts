// A member's post request in one read (http/one-read.ts), on a front of this file's own (its handlers
// run in this worker, so their storage calls are counted here, on the wire) at the production rate
// limits: an exchange step is one read and one transaction, a retry whose answer was lost finds the
// first answer by that same read, a member's read of a post is one read with the session check in
// it, and a refused count writes nothing and spends no Idempotency-Key.

import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { postPk } from '@bookwish/shared/storage/table-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import type { Front } from '../local/front.ts';
import { history } from '../store/event-store.ts';
import { revokeSessions } from '../store/member-sessions.ts';
import { rateKey } from '../store/rate-limit-store.ts';
import { countDynamoOnTheWire, type WireCounter } from '../store/wire-counter.ts';
import { type Answer, member, treatBody, wishlistBody } from './client.ts';
import { startProductionFront } from './stack-env.ts';

let front: Front;
let wire: WireCounter;

beforeAll(async () => {
  front = await startProductionFront();
  wire = countDynamoOnTheWire();
});

afterAll(async () => {
  wire?.detach();
  await front?.stop();
});

/** One call to this file's front. */
async function send(
  method: string,
  path: string,
  options: { token: string; body?: unknown; key?: string },
): Promise<Answer> {
  const response = await fetch(`${front.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text, headers: response.headers };
}

/** The storage calls `fn` made, by operation. */
async function callsOf(fn: () => Promise<unknown>): Promise<Record<string, number>> {
  wire.reset();
  await fn();
  return wire.seen().calls;
}

async function newWish(title: string): Promise<{ id: string; wisher: ReturnType<typeof member> }> {
  const wisher = member('Wanda Once');
  const made = await send('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody(title) });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, wisher };
}

/** The idempotency records kept in a post's partition. */
async function recordsOf(postId: string): Promise<number> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :idem)',
      ExpressionAttributeValues: { ':pk': postPk(postId), ':idem': 'IDEM#' },
      ConsistentRead: true,
    }),
  );
  return Items?.length ?? 0;
}

const offersOf = async (id: string) => (await history(id)).filter((e) => e.type === 'OfferMade').length;

describe('one read per member post request', () => {
  it('a keyed offer is one read and one transaction; its retry after a lost answer gets the first answer from that one read', async () => {
    const { id } = await newWish('Offered once');
    const giver = member('Gus Once');
    const key = randomUUID();
    let first: Answer | undefined;
    const offerCalls = await callsOf(async () => {
      first = await send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key });
    });
    expect(first?.status).toBe(200);
    expect(offerCalls).toEqual({ BatchGetItem: 1, TransactWriteItems: 1 });

    // The answer never reached the giver; the app sends the same request again.
    let again: Answer | undefined;
    const retryCalls = await callsOf(async () => {
      again = await send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key });
    });
    expect(again?.status).toBe(200);
    expect(again?.body).toEqual(first?.body);
    // The read found the first answer: nothing decided or appended again, only the attempt counted.
    expect(retryCalls).toEqual({ BatchGetItem: 1, UpdateItem: 1 });
    expect(await offersOf(id)).toBe(1);
  });

  it('a create with a key and the first step on a post without one: one read and one transaction each', async () => {
    const wisher = member('Cora Create');
    let made: Answer | undefined;
    const createCalls = await callsOf(async () => {
      made = await send('POST', '/api/treats', { token: wisher.token, body: treatBody(), key: randomUUID() });
    });
    expect(made?.status).toBe(201);
    expect(createCalls).toEqual({ BatchGetItem: 1, TransactWriteItems: 1 });
    const requester = member('Rhea Request');
    const requestCalls = await callsOf(async () => {
      const answer = await send('POST', `/api/treats/${made?.body.id}/request`, {
        token: requester.token,
        body: { shippingAddress: '1 Main St', requestMessage: 'Please' },
      });
      expect(answer.status).toBe(200);
    });
    expect(requestCalls).toEqual({ BatchGetItem: 1, TransactWriteItems: 1 });
  });

  it("a member's read of a post is one read with the session check in it: a token revoked since is refused by it", async () => {
    const owner = member('Tess Treat');
    const made = await send('POST', '/api/treats', { token: owner.token, body: treatBody('Read once') });
    expect(made.status).toBe(201);
    const reader = member('Rory Reader');
    let read: Answer | undefined;
    const readCalls = await callsOf(async () => {
      read = await send('GET', `/api/treats/${made.body.id}`, { token: reader.token });
    });
    expect(read?.status).toBe(200);
    expect(read?.body.title).toBe('Read once');
    expect(readCalls).toEqual({ BatchGetItem: 1 });

    await revokeSessions(reader.uid);
    const refused = await send('GET', `/api/treats/${made.body.id}`, { token: reader.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(messages.common.signInRequired);
  });

  it('the same key pressed three times at once on an offer: one OfferMade, every answer the offer or "still being processed"', async () => {
    const { id } = await newWish('Pressed thrice');
    const giver = member('Dot Triple');
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key })),
    );
    expect(await offersOf(id)).toBe(1);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(messages.common.requestInProgress);
    }
    // And the same key with another body is refused and writes nothing.
    const other = await send('POST', `/api/wishlists/${id}/withdraw`, {
      token: giver.token,
      body: { reason: 'Changed my mind' },
      key,
    });
    expect(other.status).toBe(200);
    const changed = await send('POST', `/api/wishlists/${id}/withdraw`, {
      token: giver.token,
      body: { reason: 'Another reason' },
      key,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(messages.common.idempotencyKeyReused);
    expect((await history(id)).map((e) => e.type)).toEqual(['WishPosted', 'OfferMade', 'OfferWithdrawn']);
  });

  it('a retry whose read caught the post after the first request but the key\'s record before it gets the first answer, not "already offered"', async () => {
    const { id } = await newWish('Read between');
    const giver = member('Bea Between');
    const key = randomUUID();
    const first = await send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key });
    expect(first.status).toBe(200);
    // A BatchGetItem reads its items one by one: the post after the first request's transaction, its
    // record before it. Played here by taking the record out of the retry's one read.
    const stack = dynamo().middlewareStack;
    let hidden = 0;
    stack.add(
      (next) => async (args) => {
        const result = await next(args);
        const output = result.output as { Responses?: Record<string, { sk?: string }[]> } | undefined;
        if (hidden === 0 && output?.Responses) {
          for (const [table, items] of Object.entries(output.Responses)) {
            const kept = items.filter((item) => !String(item.sk).startsWith('IDEM#'));
            if (kept.length < items.length) {
              hidden += 1;
              output.Responses[table] = kept;
            }
          }
        }
        return result;
      },
      { step: 'initialize', name: 'hideRecordOnce' },
    );
    try {
      const again = await send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key });
      expect(hidden).toBe(1);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    } finally {
      stack.remove('hideRecordOnce');
    }
    expect(await offersOf(id)).toBe(1);
  });

  it("one member's offers on five wishes at once all go through: their one counter in five transactions is no lost race", async () => {
    const wishes = await Promise.all([1, 2, 3, 4, 5].map((i) => newWish(`At once ${i}`)));
    const giver = member('Ada Allatonce');
    const answers = await Promise.all(
      wishes.map(({ id }) =>
        send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key: randomUUID() }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const { id } of wishes) expect(await offersOf(id)).toBe(1);
  });

  it('past the limit a keyed offer is a 429 that writes nothing and spends no key: once the window has passed the same key goes through', async () => {
    const { limit } = RATE_LIMITS.transition;
    const { id } = await newWish('Limited offer');
    const giver = member('Lim Giver');
    const missing = await Promise.all(
      Array.from({ length: limit }, () =>
        send('POST', '/api/wishlists/0000000000000000000000/offer', { token: giver.token, body: {} }),
      ),
    );
    expect(missing.every((answer) => answer.status === 404)).toBe(true);
    const before = await history(id);
    const key = randomUUID();
    let refused: Answer | undefined;
    const refusedCalls = await callsOf(async () => {
      refused = await send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key });
    });
    expect(refused?.status).toBe(429);
    expect(refused?.body.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: messages.common.tooManyRequests,
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Refused by the read alone: nothing written, no record kept for the key.
    expect(refusedCalls).toEqual({ BatchGetItem: 1 });
    expect(await history(id)).toEqual(before);
    expect(await recordsOf(id)).toBe(0);

    // The window passes (its counter goes, as its TTL would take it): the same key is a new request.
    await dynamo().send(
      new DeleteCommand({ TableName: config().tableName, Key: rateKey(`member#${giver.uid}`, 'transition') }),
    );
    const later = await send('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, key });
    expect(later.status).toBe(200);
    expect(later.body.viewer).toBe('giver');
    expect(await offersOf(id)).toBe(1);
    expect(await recordsOf(id)).toBe(1);
  });
});
