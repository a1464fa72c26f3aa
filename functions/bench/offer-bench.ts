// What an offer costs at the store, measured as it stands: the storage calls of one offer by kind,
// the write capacity they consume (DynamoDB's own count, ReturnConsumedCapacity on every call), and
// the offer's latency through the local front; and what a member's read of a post costs, the session
// check included. Measurement only: the rate count and the idempotency record are not folded into the
// post's own read and transaction.

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
    for (const [i, id] of ids.entries()) {
      const giver = token(crypto.randomUUID(), `Giver ${i}`);
      counter.reset();
      const t0 = performance.now();
      await send('POST', `/api/wishlists/${id}/offer`, giver, {}, crypto.randomUUID());
      latencies.push(performance.now() - t0);
      if (i === OFFERS - 1) per = counter.seen();
    }
    counter.reset();
    await send('GET', `/api/wishlists/${ids[0]}`, wisher);
    const read = counter.seen();
    table(
      `8. An offer at the store, as it stands (${OFFERS} offers with an Idempotency-Key, one after another)`,
      [
        ['storage calls per offer', describeCalls(per?.calls ?? {})],
        ['write units per offer (reckoned from the items written)', `${per?.writeUnits ?? 0}`],
        [
          'offer latency through the local front',
          `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
        ],
        ["a member's read of an offered wish (session check included)", describeCalls(read.calls)],
      ],
    );
  } finally {
    counter.detach();
    streams.resume();
  }
}
