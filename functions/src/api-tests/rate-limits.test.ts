// Abuse bounds at the real numbers. The shared test stack raises RATE_LIMITS for
// the other files (RATE_LIMIT_SCALE); this file starts a second front of its own, in this worker, on
// the same emulators with the numbers as `npm start` and AWS use them. Members are counted by uid;
// visitors by IP, so each visitor here connects from an address of its own (127.x.y.z).

import http from 'node:http';
import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { ORIGIN_SECRET_HEADER } from '@bookwish/shared/web/edge-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, lambdaContext, matchRoute, readResult } from '../local/api-gateway.ts';
import { loadEntry } from '../local/entries.ts';
import type { Front } from '../local/front.ts';
import { history, listByOwner } from '../store/event-store.ts';
import { call, expectOk, type Member, member, volunteer, wishlistBody } from './client.ts';
import { startProductionFront } from './stack-env.ts';

let front: Front;

beforeAll(async () => {
  // This worker's handlers count at the production numbers.
  front = await startProductionFront();
});

afterAll(async () => {
  await front?.stop();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body, inspected by the test
  body: any;
}

/** A loopback address no other test uses: a visitor of its own. */
function visitorAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** One call to this file's front (production limits), from `from` (a loopback address). */
function limited(
  method: string,
  urlPath: string,
  options: { token?: string; body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: front.port,
        path: urlPath,
        method,
        headers,
        localAddress: options.from ?? '127.0.0.1',
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A call straight to a route's function, as a caller of the API's own (execute-api) address makes it:
 * around CloudFront (here, the front), with whatever headers it likes, from an edge-like address. */
async function aroundTheFront(
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const url = new URL(`http://localhost${urlPath}`);
  const match = matchRoute(method, url.pathname);
  if (typeof match === 'string') throw new Error(`${method} ${urlPath}: ${match}`);
  const event = buildEvent(
    {
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
      sourceIp: '130.176.212.7',
    },
    match,
  );
  const handler = await loadEntry(match.route.entry);
  const result = readResult(
    await handler(event, lambdaContext(match.route.handler, event.requestContext.requestId)),
  );
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body.toString('utf8')) : null };
}

function expectRefused(reply: Reply, windowSeconds: number) {
  expect(reply.status).toBe(429);
  expect(reply.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: messages.common.tooManyRequests });
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function inboxText(): Promise<string> {
  return expectOk(
    await call('GET', '/api/support/contact', { token: volunteer('Ines Limits').token }),
    'inbox',
  ).text;
}

describe('rate limits at the production numbers', () => {
  it('contact: a visitor gets the limit, then a 429 with Retry-After and nothing reaches the inbox; another visitor is not held back', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.contact;
    const from = visitorAddress();
    const tag = `Limits ${Math.random().toString(36).slice(2)}`;
    for (let i = 0; i < limit; i++) {
      const sent = await limited('POST', '/api/contact', {
        from,
        body: { name: 'Vic Visitor', email: 'vic@example.com', message: `${tag} number ${i}` },
      });
      expect(sent.status).toBe(201);
    }
    const refused = await limited('POST', '/api/contact', {
      from,
      body: { name: 'Vic Visitor', email: 'vic@example.com', message: `${tag} one too many` },
    });
    expectRefused(refused, windowSeconds);
    const inbox = await inboxText();
    expect(inbox).toContain(`${tag} number ${limit - 1}`);
    expect(inbox).not.toContain(`${tag} one too many`);

    const other = await limited('POST', '/api/contact', {
      from: visitorAddress(),
      body: { name: 'Ola Other', email: 'ola@example.com', message: `${tag} from elsewhere` },
    });
    expect(other.status).toBe(201);
  });

  it('contact: a visitor cannot escape the limit with a forged CloudFront-Viewer-Address; the front sets it from the connection', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.contact;
    const from = visitorAddress();
    const tag = `Forged ${Math.random().toString(36).slice(2)}`;
    const forged = () => ({ 'CloudFront-Viewer-Address': `${visitorAddress()}:443` });
    for (let i = 0; i < limit; i++) {
      const sent = await limited('POST', '/api/contact', {
        from,
        headers: forged(),
        body: { name: 'Fay Forger', email: 'fay@example.com', message: `${tag} number ${i}` },
      });
      expect(sent.status).toBe(201);
    }
    const refused = await limited('POST', '/api/contact', {
      from,
      headers: forged(),
      body: { name: 'Fay Forger', email: 'fay@example.com', message: `${tag} one too many` },
    });
    expectRefused(refused, windowSeconds);
    expect(await inboxText()).not.toContain(`${tag} one too many`);
  });

  it('around the front (the API called at its own address): 403 without the origin secret or with a wrong one, and a forged viewer address resets no limit', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.contact;
    const from = visitorAddress();
    const tag = `Around ${Math.random().toString(36).slice(2)}`;
    const message = (text: string) => ({
      name: 'Ari Around',
      email: 'ari@example.com',
      message: `${tag} ${text}`,
    });
    for (let i = 0; i < limit; i++) {
      expect((await limited('POST', '/api/contact', { from, body: message(`number ${i}`) })).status).toBe(
        201,
      );
    }
    expectRefused(
      await limited('POST', '/api/contact', { from, body: message('one too many') }),
      windowSeconds,
    );

    const forged = { 'cloudfront-viewer-address': `${visitorAddress()}:443` };
    for (const headers of [forged, { ...forged, [ORIGIN_SECRET_HEADER]: 'a-guess-at-the-secret' }]) {
      const around = await aroundTheFront('POST', '/api/contact', headers, message('around the front'));
      expect(around.status).toBe(403);
      expect(around.body.error).toEqual({ code: 'FORBIDDEN', message: messages.common.forbidden });
    }
    // A read is refused the same way: no route answers around CloudFront.
    expect((await aroundTheFront('GET', '/api/wishlists', {})).status).toBe(403);
    // The same call through the front (CloudFront) carries the secret: it reaches the function.
    expect((await limited('GET', '/api/wishlists', { from: visitorAddress() })).status).toBe(200);

    expect(await inboxText()).not.toContain(`${tag} around the front`);
    // The visitor is still held back: nothing they sent around the front reset their count.
    expectRefused(
      await limited('POST', '/api/contact', { from, body: message('still too many') }),
      windowSeconds,
    );
  });

  it('create: a member gets the limit of wishlists, the next is a 429 and their list still has exactly that many', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.create;
    const wisher = member('Wes Many');
    for (let i = 0; i < limit; i++) {
      const made = await limited('POST', '/api/wishlists', {
        token: wisher.token,
        body: wishlistBody(`Limited book ${i}`),
      });
      expect(made.status).toBe(201);
    }
    const refused = await limited('POST', '/api/wishlists', {
      token: wisher.token,
      body: wishlistBody('One book too many'),
    });
    expectRefused(refused, windowSeconds);
    // Treats count in the same window: creates, whatever the kind.
    expectRefused(
      await limited('POST', '/api/treats', {
        token: wisher.token,
        body: { title: 'A treat too many', shippingDestination: 'Canada' },
      }),
      windowSeconds,
    );

    const mine = await listByOwner('wishlist', wisher.uid, { limit: 30 });
    expect(mine.items).toHaveLength(limit);
    expect(mine.items.map((post) => post.title)).not.toContain('One book too many');
    expect((await listByOwner('treat', wisher.uid, { limit: 30 })).items).toHaveLength(0);

    // Someone else creating meanwhile is not held back.
    const other = member('Olga Other');
    expect(
      (await limited('POST', '/api/wishlists', { token: other.token, body: wishlistBody() })).status,
    ).toBe(201);
  });

  it('transition: every attempt counts; past the limit a valid offer is a 429 and the wishlist gets no event', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.transition;
    const wisher = member('Wren Wisher');
    const giver: Member = member('Gil Giver');
    const id = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody('Offer me') }),
      'create',
    ).body.id as string;
    // One real offer and withdrawal, then attempts on a post that is not there: all count.
    expect(
      (await limited('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} })).status,
    ).toBe(200);
    expect(
      (
        await limited('POST', `/api/wishlists/${id}/withdraw`, {
          token: giver.token,
          body: { reason: 'Changed my mind' },
        })
      ).status,
    ).toBe(200);
    const missing = await Promise.all(
      Array.from({ length: limit - 2 }, () =>
        limited('POST', '/api/wishlists/0000000000000000000000/offer', { token: giver.token, body: {} }),
      ),
    );
    expect(missing.every((reply) => reply.status === 404)).toBe(true);
    const before = await history(id);

    const refused = await limited('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} });
    expectRefused(refused, windowSeconds);
    expect(await history(id)).toEqual(before);
    const seen = expectOk(await call('GET', `/api/wishlists/${id}`, { token: wisher.token }), 'read');
    expect(seen.body.status).toBe('posted');
    // Deleting is a transition too, counted for the wisher alone: theirs still works.
    expect((await limited('DELETE', `/api/wishlists/${id}`, { token: wisher.token })).status).toBe(204);
  });

  it("account routes: attempts at a member's own account (here a bad avatar key) stop at the limit", async () => {
    const { limit, windowSeconds } = RATE_LIMITS.account;
    const who = member('Abe Account');
    const setAvatar = () =>
      limited('PUT', '/api/me/avatar', { token: who.token, body: { key: 'not-mine.png' } });
    for (let i = 0; i < limit; i++) expect((await setAvatar()).status).toBe(400);
    expectRefused(await setAvatar(), windowSeconds);
  });

  it('uploads: a member gets the limit of presigned PUTs, then a 429 without any upload URL', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.upload;
    const who = member('Uma Uploads');
    const ask = () =>
      limited('POST', '/api/uploads', {
        token: who.token,
        body: { purpose: 'cover', contentType: 'image/png', size: 1000 },
      });
    for (let i = 0; i < limit; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expectRefused(refused, windowSeconds);
    expect(refused.body.uploadUrl).toBeUndefined();
    expect(refused.body.key).toBeUndefined();
  });
  it('export: a member gets a few archives an hour, then a 429 without a link; a volunteer is counted too', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.export;
    const who = member('Ezra Export');
    for (let i = 0; i < limit; i++) {
      expect((await limited('GET', '/api/me/export', { token: who.token })).status).toBe(200);
    }
    const refused = await limited('GET', '/api/me/export', { token: who.token });
    expectRefused(refused, windowSeconds);
    expect(refused.body.url).toBeUndefined();
    // The volunteers' route counts the volunteer, before any member is looked up.
    const val = volunteer('Vic Exports');
    const ask = () =>
      limited('GET', '/api/support/members/export?email=nobody%40example.org', { token: val.token });
    for (let i = 0; i < limit; i++) expect((await ask()).status).toBe(404);
    expectRefused(await ask(), windowSeconds);
  });
});
