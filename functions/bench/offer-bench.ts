// What an offer costs at the store: the storage calls of one offer by operation (counted on the wire,
// every client's), the write units they take (reckoned from the items written: DynamoDB Local reports
// none), the offer's latency through the local front, what a retry of a lost answer costs, and what a
// member's read of a post costs, the session check included. Beside them, the figures recorded with
// this same bench before the rate count, the session check and the idempotency record were folded into
// the post's own read and transaction; and the read shapes that could carry a request's one read,
// timed against DynamoDB Local (why a BatchGetItem).

import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { postPk, STATE_SK } from '@bookwish/shared/storage/table-schema';
import { dynamo } from '../src/aws/dynamo.ts';
import { config } from '../src/config.ts';
import { countDynamoOnTheWire, describeCalls } from '../src/store/wire-counter.ts';
import { percentile } from './search-compare.ts';

type Row = [string, string];

export async function offerBench(
  table: (title: string, rows: Row[]) => void,
  base: string,
  streams: { pause(): Promise<void>; resume(): void },
  token: (uid: string, name: string) => string,
): Promise<void> {
  const wisher = token(crypto.randomUUID(), 'Wanda Bench');
  const send = async (method: string, url: string, tok: string, body?: unknown, key?: string) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${tok}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const OFFERS = 40;
  const ids: string[] = [];
  for (let i = 0; i < OFFERS; i++) {
    const created = (await send('POST', '/api/wishlists', wisher, {
      title: `Offer bench ${i}`,
      author: 'Ada Bench',
      types: ['Fiction'],
      destination: 'Canada',
      purchaseLink: 'https://books.example.com/b',
      price: 'CAD 1',
    })) as { id: string };
    ids.push(created.id);
  }
  await streams.pause();
  const counter = countDynamoOnTheWire();
  try {
    const latencies: number[] = [];
    let per: ReturnType<typeof counter.seen> | undefined;
    let units = 0;
    let retry: ReturnType<typeof counter.seen> | undefined;
    for (const [i, id] of ids.entries()) {
      // Every giver is new: their first offer also opens their rate window (the dearer case).
      const giver = token(crypto.randomUUID(), `Giver ${i}`);
      const key = crypto.randomUUID();
      counter.reset();
      const t0 = performance.now();
      await send('POST', `/api/wishlists/${id}/offer`, giver, {}, key);
      latencies.push(performance.now() - t0);
      units += counter.seen().writeUnits;
      if (i === OFFERS - 1) {
        per = counter.seen();
        // The answer was lost on the way: the same request again.
        counter.reset();
        await send('POST', `/api/wishlists/${id}/offer`, giver, {}, key);
        retry = counter.seen();
      }
    }
    counter.reset();
    await send('GET', `/api/wishlists/${ids[0]}`, wisher);
    const read = counter.seen();
    const byOperation = (unitsBy: Record<string, number> = {}) =>
      Object.entries(unitsBy)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
    table(`8. An offer at the store (${OFFERS} offers with an Idempotency-Key, one after another)`, [
      ['storage calls per offer', describeCalls(per?.calls ?? {})],
      [
        'write units per offer (reckoned from the items written)',
        `${(units / OFFERS).toFixed(1)} (${byOperation(per?.unitsBy)})`,
      ],
      [
        'offer latency through the local front',
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
      ],
      ['a retry of it with the same key (the answer was lost)', describeCalls(retry?.calls ?? {})],
      ["a member's read of an offered wish (session check included)", describeCalls(read.calls)],
      ['before the folding (recorded with this bench on main, 0354452):', ''],
      ['  storage calls per offer', BEFORE.calls],
      ['  write units per offer', BEFORE.writeUnits],
      ['  offer latency', BEFORE.latency],
      ["  a member's read of an offered wish", BEFORE.read],
    ]);
    table('8b. The read shapes a request could make (DynamoDB Local, strongly consistent, 200 each)', [
      ...(await readShapes(ids[0] ?? '')),
    ]);
  } finally {
    counter.detach();
    streams.resume();
  }
}

/** This bench's figures on main before the folding (3 runs taken in turns with 3 of the folded code,
 * load average 7 to 9: the median run's). */
const BEFORE = {
  calls: '2 GetItem + 2 UpdateItem + 2 PutItem + 1 TransactWriteItems',
  writeUnits: '11.0 (UpdateItem 3, PutItem 2, TransactWriteItems 6)',
  latency: 'p50 119.6 ms, p95 179.6 ms',
  read: '2 GetItem',
};

/** One GetItem of the post; the post with the session, counter and idempotency record in one
 * BatchGetItem; a Query of the post's partition from its idempotency records to its STATE (it cannot
 * reach the member's session or counter, which live in other partitions, and reads every live record
 * of the post, not only this request's). */
async function readShapes(postId: string): Promise<Row[]> {
  const TableName = config().tableName;
  const uid = crypto.randomUUID();
  const shapes: [string, () => Promise<unknown>][] = [
    [
      'GetItem: the post alone',
      () =>
        dynamo().send(
          new GetCommand({ TableName, Key: { pk: postPk(postId), sk: STATE_SK }, ConsistentRead: true }),
        ),
    ],
    [
      'BatchGetItem: post + session + counter + idempotency record',
      () =>
        dynamo().send(
          new BatchGetCommand({
            RequestItems: {
              [TableName]: {
                ConsistentRead: true,
                Keys: [
                  { pk: postPk(postId), sk: STATE_SK },
                  { pk: `MEMBER#${uid}`, sk: 'SESSION' },
                  { pk: `RATE#member#${uid}`, sk: 'transition' },
                  { pk: postPk(postId), sk: `IDEM#${uid}` },
                ],
              },
            },
          }),
        ),
    ],
    [
      "Query: the post's partition, IDEM# to STATE (no session, no counter)",
      () =>
        dynamo().send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': postPk(postId), ':from': 'IDEM#', ':to': STATE_SK },
            ConsistentRead: true,
          }),
        ),
    ],
    [
      'two GetItems at once (post, session), as before the folding',
      () =>
        Promise.all([
          dynamo().send(
            new GetCommand({ TableName, Key: { pk: postPk(postId), sk: STATE_SK }, ConsistentRead: true }),
          ),
          dynamo().send(
            new GetCommand({ TableName, Key: { pk: `MEMBER#${uid}`, sk: 'SESSION' }, ConsistentRead: true }),
          ),
        ]),
    ],
  ];
  const times = new Map<string, number[]>(shapes.map(([name]) => [name, []]));
  // Taken in turns, so a busy moment of the machine falls on every shape alike.
  for (let i = 0; i < 200; i++) {
    for (const [name, read] of shapes) {
      const t0 = performance.now();
      await read();
      times.get(name)?.push(performance.now() - t0);
    }
  }
  return shapes.map(([name]) => {
    const samples = times.get(name) ?? [];
    return [
      name,
      `p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms`,
    ];
  });
}
