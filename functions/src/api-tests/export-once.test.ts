// "Download my data" once per request, against the emulators at the production numbers: the same
// Idempotency-Key sent again (an answer lost on a flaky link, a try the app gave up waiting on) gets a
// new link to the same archive, and is counted once; the member's own limit then holds for new
// requests only, with a Retry-After of the real wait (the hour's window, RATE_LIMITS.export). A try that
// finds the same request's build still under way waits for it and then says so; a build that died is
// built again by the next try, still counted once.

import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { exportFolder } from '@bookwish/shared/storage/images-bucket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketObjects } from '../aws/s3-objects.ts';
import type { Front } from '../local/front.ts';
import { dynamoExportRequests } from '../store/export-requests.ts';
import { type Member, member } from './client.ts';
import { startProductionFront } from './stack-env.ts';

let front: Front;

beforeAll(async () => {
  front = await startProductionFront();
});

afterAll(async () => {
  await front?.stop();
});

const { limit, windowSeconds } = RATE_LIMITS.export;

async function exportOf(who: Member, key?: string) {
  const response = await fetch(`http://127.0.0.1:${front.port}/api/me/export`, {
    headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body, inspected by the test
  const body = (await response.json()) as any;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

/** The archive a link points at: its object in the bucket, whatever the link's signature. */
const objectOf = (url: string) => new URL(url).pathname;

const archivesOf = (who: Member) => bucketObjects().list(exportFolder(who.uid));

describe('GET /api/me/export with an Idempotency-Key', () => {
  it('a request sent again and again makes one archive and counts once; the limit then holds for new requests, with the real wait', async () => {
    const who = member('Olive Once');
    const key = 'export-key-olive-1';
    const first = await exportOf(who, key);
    expect(first.status).toBe(200);
    // Eight more tries of the same request, more than the hour's limit.
    for (let i = 0; i < limit + 3; i++) {
      const again = await exportOf(who, key);
      expect(again.status).toBe(200);
      expect(objectOf(again.body.url)).toBe(objectOf(first.body.url));
      expect(again.body.fileName).toBe(first.body.fileName);
      expect(again.body.bytes).toBe(first.body.bytes);
    }
    expect(await archivesOf(who)).toHaveLength(1);
    // The one request was counted once: limit - 1 new requests still get their archives.
    for (let i = 2; i <= limit; i++) expect((await exportOf(who, `export-key-olive-${i}`)).status).toBe(200);
    expect(await archivesOf(who)).toHaveLength(limit);
    const refused = await exportOf(who, 'export-key-olive-new');
    expect(refused.status).toBe(429);
    expect(refused.body.url).toBeUndefined();
    // The window is the hour the constant says, counted from the first request: not a minute.
    expect(Number(refused.retryAfter)).toBeGreaterThan(windowSeconds - 120);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(windowSeconds);
    // A request made before the limit was reached is still answered with its archive.
    const late = await exportOf(who, key);
    expect(late.status).toBe(200);
    expect(objectOf(late.body.url)).toBe(objectOf(first.body.url));
    expect(await archivesOf(who)).toHaveLength(limit);
  });

  it('a try whose request is still being built waits and says so; one whose build died builds it, counted once', async () => {
    const who = member('Pia Pending');
    const requests = dynamoExportRequests({ limit, windowSeconds }, (uid) => `member#${uid}`);
    // The first try is under way (its record made and counted a moment ago, no archive yet).
    expect(await requests.begin(who.uid, 'export-key-pia-busy')).toEqual({ begun: true });
    const busy = await exportOf(who, 'export-key-pia-busy');
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe(messages.export.stillPreparing);
    expect(await archivesOf(who)).toHaveLength(0);
    // Another first try started long ago and never finished (its function timed out).
    expect(await requests.begin(who.uid, 'export-key-pia-dead', Date.now() - 120_000)).toEqual({
      begun: true,
    });
    const rebuilt = await exportOf(who, 'export-key-pia-dead');
    expect(rebuilt.status).toBe(200);
    expect(await archivesOf(who)).toHaveLength(1);
    // Two requests counted so far (each once): limit - 2 more, then the limit.
    for (let i = 0; i < limit - 2; i++) expect((await exportOf(who, `export-key-pia-${i}`)).status).toBe(200);
    expect((await exportOf(who, 'export-key-pia-over')).status).toBe(429);
  }, 60_000);

  it('without a key each call is its own archive and counts, as before; a key that cannot be one is refused and counts nothing', async () => {
    const who = member('Quinn Keyless');
    const bad = await exportOf(who, 'short');
    expect(bad.status).toBe(400);
    for (let i = 0; i < limit; i++) expect((await exportOf(who)).status).toBe(200);
    expect(await archivesOf(who)).toHaveLength(limit);
    expect((await exportOf(who)).status).toBe(429);
  });
});
