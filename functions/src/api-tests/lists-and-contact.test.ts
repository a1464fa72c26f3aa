// Lists page newest first with the spec's paging rule (a next page only when one more item exists),
// limit 30 by default and at most 30. The contact form takes visitors and members alike.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { getContactMessage } from '../store/contact-store.ts';
import { call, expectOk, type Member, signedUp, treatBody, wishlistBody } from './client.ts';
import { useStackEnv } from './stack-env.ts';

let maya: Member;
const created: string[] = [];

beforeAll(async () => {
  useStackEnv();
  maya = await signedUp('Maya Lister');
  for (let i = 0; i < 31; i++) {
    const answer = await call('POST', '/api/wishlists', {
      token: maya.token,
      body: wishlistBody(`Book ${i}`),
    });
    created.push(expectOk(answer, 'create').body.id);
  }
});

async function allPages(path: string, limit: number, token?: string) {
  const pages: { ids: string[]; createdAt: number[]; nextCursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const q: string = `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await call('GET', q, { token });
    expect(answer.status).toBe(200);
    pages.push({
      ids: answer.body.items.map((p: { id: string }) => p.id),
      createdAt: answer.body.items.map((p: { createdAt: number }) => p.createdAt),
      nextCursor: answer.body.nextCursor,
    });
    cursor = answer.body.nextCursor;
  } while (cursor);
  return pages;
}

describe('lists', () => {
  it('my wishlists: 30 by default, then the 31st on the next page, newest first', async () => {
    const first = await call('GET', '/api/me/wishlists', { token: maya.token });
    expect(first.body.items).toHaveLength(30);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const pages = await allPages('/api/me/wishlists?role=wisher', 30, maya.token);
    expect(pages.map((p) => p.ids.length)).toEqual([30, 1]);
    const ids = pages.flatMap((p) => p.ids);
    expect(new Set(ids)).toEqual(new Set(created));
    const times = pages.flatMap((p) => p.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('no next page when the last page is exactly full', async () => {
    // 31 = 30 + 1: the second page of 30 holds one item, and a page of 1 after 30 has nothing next.
    const first = await call('GET', '/api/me/wishlists?limit=30', { token: maya.token });
    const rest = await call('GET', `/api/me/wishlists?limit=1&cursor=${first.body.nextCursor}`, {
      token: maya.token,
    });
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('pages of 7 cover every wishlist once, the last with nextCursor null', async () => {
    const pages = await allPages('/api/me/wishlists', 7, maya.token);
    expect(pages.map((p) => p.ids.length)).toEqual([7, 7, 7, 7, 3]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(new Set(pages.flatMap((p) => p.ids)).size).toBe(31);
  });

  it('the all-wishlists list starts with the newest post', async () => {
    // createdAt is in seconds (spec section 3): order is by second, so start a new second first.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    const newest = expectOk(
      await call('POST', '/api/wishlists', { token: maya.token, body: wishlistBody('The newest') }),
      'create',
    ).body.id;
    const page = await call('GET', '/api/wishlists');
    // Other files post meanwhile: only cards at least as new as this one may come before it.
    const items = page.body.items as { id: string; createdAt: number }[];
    const at = items.findIndex((item) => item.id === newest);
    expect(at).toBeGreaterThanOrEqual(0);
    const created = (items[at] as { createdAt: number }).createdAt;
    expect(items.slice(0, at).every((item) => item.createdAt >= created)).toBe(true);
    expect(items.slice(at + 1).every((item) => item.createdAt <= created)).toBe(true);
    expect(items.length).toBeLessThanOrEqual(30);
  });

  it('offerer and requester views list the posts I am the other party of', async () => {
    const giver = await signedUp('Gus Giver');
    const wish = created[0] as string;
    expectOk(await call('POST', `/api/wishlists/${wish}/offer`, { token: giver.token, body: {} }), 'offer');
    const offered = await call('GET', '/api/me/wishlists?role=offerer', { token: giver.token });
    expect(offered.body.items.map((p: { id: string }) => p.id)).toEqual([wish]);
    const treat = expectOk(
      await call('POST', '/api/treats', { token: maya.token, body: treatBody() }),
      'treat',
    ).body.id;
    expectOk(
      await call('POST', `/api/treats/${treat}/request`, {
        token: giver.token,
        body: { shippingAddress: '1 Way', requestMessage: 'Hi' },
      }),
      'request',
    );
    const requested = await call('GET', '/api/me/treats?role=requester', { token: giver.token });
    expect(requested.body.items.map((p: { id: string }) => p.id)).toEqual([treat]);
    const mine = await call('GET', '/api/me/treats', { token: giver.token });
    expect(mine.body.items).toEqual([]);
  });

  it.each([
    { q: 'limit=31', message: messages.common.invalidLimit },
    { q: 'limit=0', message: messages.common.invalidLimit },
    { q: 'limit=ten', message: messages.common.invalidLimit },
    { q: 'cursor=not-a-cursor', message: messages.common.invalidCursor },
    {
      q: `cursor=${Buffer.from('["../x",1]').toString('base64url')}`,
      message: messages.common.invalidCursor,
    },
  ])('?$q is a 400 with a clear message', async ({ q, message }) => {
    const answer = await call('GET', `/api/wishlists?${q}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
  });
});

describe('contact', () => {
  it('a visitor message is stored without a uid, a member message with theirs', async () => {
    const visitor = await call('POST', '/api/contact', {
      body: { name: 'Vic Visitor', email: 'vic@example.com', message: 'How do I donate books?' },
    });
    expect(visitor.status).toBe(201);
    expect(await getContactMessage(visitor.body.id)).toMatchObject({
      uid: '',
      name: 'Vic Visitor',
      email: 'vic@example.com',
      phone: '',
      message: 'How do I donate books?',
      status: 'open',
    });
    const signed = await call('POST', '/api/contact', {
      token: maya.token,
      body: { name: 'Maya', email: 'maya@example.com', phone: '604-555-0100', message: 'Hello' },
    });
    expect(signed.status).toBe(201);
    expect((await getContactMessage(signed.body.id))?.uid).toBe(maya.uid);
  });

  it.each([
    { body: { email: 'a@b.co', message: 'Hi' }, message: 'Please enter the required fields.' },
    { body: { name: 'A', message: 'Hi' }, message: 'Please enter the required fields.' },
    { body: { name: 'A', email: 'a@b.co', message: '   ' }, message: 'Please enter the required fields.' },
    {
      body: { name: 'A', email: 'not-an-email', message: 'Hi' },
      message: 'Please provide a valid email address.',
    },
  ])('refuses $body with "$message"', async ({ body, message }) => {
    const answer = await call('POST', '/api/contact', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
  });
});
