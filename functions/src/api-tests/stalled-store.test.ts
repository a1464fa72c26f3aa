// A stalled store (DynamoDB Local frozen with SIGSTOP: it accepts connections and never answers, as a
// hung network path would) gets the member the spec's try-again text with a 503 within seconds, not a
// request hanging until Lambda's timeout; once the store is back, pressing the button again (the same
// Idempotency-Key, as the form sends) leaves exactly one post with one event.
//
// Its own stack, with production-like limits (1 s to connect, 1.5 s per attempt, 2 attempts): the
// shared test stack keeps generous ones so a loaded machine never turns a slow answer into a 503.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@bookwish/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { idForKey } from '../http/ids.ts';
import { type Stack, startStack } from '../local/stack.ts';
import { history, load } from '../store/event-store.ts';
import { wishlistBody } from './client.ts';
import { emulatorSigned, idClaims } from './forged-tokens.ts';

const savedEnv = { ...process.env };
let stack: Stack | undefined;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bookwish-stall-'));
  stack = await startStack({
    dataDir,
    port: 0,
    quiet: true,
    storeTimeouts: { connectMs: 1_000, requestMs: 1_500, maxAttempts: 2 },
  });
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
  // Back to the shared stack's settings for whatever runs in this worker next.
  for (const name of Object.keys(stack?.env ?? {})) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  resetConfig();
  resetDynamo();
});

let frozen = false;
function signal(name: 'SIGSTOP' | 'SIGCONT'): void {
  process.kill(-(stack?.info.dynamodbProcessGroup ?? 0), name);
  frozen = name === 'SIGSTOP';
}

async function post(pathname: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack?.info.url}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text),
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('a stalled DynamoDB', () => {
  it('answers a create within 5 s with a 503 and the spec text; the retried create makes one post with one event', async () => {
    const uid = `stall-${Date.now()}`;
    const token = emulatorSigned(idClaims(uid, { name: 'Wendy Stall' }));
    const key = crypto.randomUUID();
    const body = wishlistBody('Le Petit Prince');

    // A first wish warms the connection and the member's session check (remembered for 3 s), so the
    // stalled call below is the create's own write.
    expect((await post('/api/wishlists', token, wishlistBody('Warm-up'))).status).toBe(201);

    let stalled: Awaited<ReturnType<typeof post>>;
    let waited: number;
    try {
      signal('SIGSTOP');
      const started = Date.now();
      stalled = await post('/api/wishlists', token, body, { 'idempotency-key': key });
      waited = Date.now() - started;
    } finally {
      if (frozen) signal('SIGCONT');
    }

    // Well inside the route's 10 s Lambda timeout, which a hanging request would run into.
    expect(waited).toBeLessThan(9_000);
    expect(stalled.status).toBe(503);
    expect(stalled.body).toEqual({ error: { code: 'UNAVAILABLE', message: messages.common.unexpected } });
    expect(stalled.retryAfter).toBe('1');
    expect(stalled.text).not.toMatch(/Timeout|socket|ETIMEDOUT|at .*\.ts/);

    // Whether the frozen store still runs the buffered write once it wakes is up to it; say which.
    const id = idForKey(uid, 'wishlist', key);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    console.info(`503 after ${waited} ms; stalled write landed after SIGCONT: ${(await load(id)) !== null}`);

    // The member presses the button again: the form sends the same key.
    const retried = await post('/api/wishlists', token, body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ id, title: 'Le Petit Prince', status: 'posted', version: 1 });
    const events = await history(id);
    expect(events.map((event) => event.type)).toEqual(['WishPosted']);

    const mine = await fetch(`${stack?.info.url}/api/me/wishlists?role=wisher`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ items: { title: string }[] }>);
    expect(mine.items.map((item) => item.title).sort()).toEqual(['Le Petit Prince', 'Warm-up']);
  });
});
