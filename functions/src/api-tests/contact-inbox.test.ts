// The volunteers' contact inbox: pages with a cursor, an open / resolved filter (a
// Query on the status index, so marking a message moves it between the two), and a search over sender,
// email, phone and message that ignores case and accents. Bad input gets the bad-request texts.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, member, volunteer } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const desk = volunteer('Ines Inbox');
// Other test files write to the same inbox: this run's messages all carry `run`.
const run = `inbox${Math.random().toString(36).slice(2, 8)}`;

interface Message {
  id: string;
  name: string;
  email: string;
  message: string;
  status: 'open' | 'resolved';
}

async function inbox(query: string) {
  const answer = await call('GET', `/api/support/contact?${query}`, { token: desk.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { items: Message[]; nextCursor: string | null };
}

/** Every page of a query, following nextCursor. */
async function allPages(query: string): Promise<{ pages: Message[][]; items: Message[] }> {
  const pages: Message[][] = [];
  let cursor: string | null = null;
  do {
    const page = await inbox(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return { pages, items: pages.flat() };
}

const senders = [
  { name: `Amara ${run}`, email: `amara.${run}@example.org`, message: 'My book never came.' },
  { name: `Ben ${run}`, email: `ben.${run}@example.org`, message: 'How do I change my address?' },
  { name: `Chloé ${run}`, email: `chloe.${run}@example.org`, message: 'Merci pour le livre !' },
  { name: `Dev ${run}`, email: `dev.${run}@example.org`, message: 'Writing for Éloïse, who has no email.' },
  { name: `Emma ${run}`, email: `emma.${run}@example.org`, message: 'Can I volunteer?' },
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const sender of senders) {
    const answer = await call('POST', '/api/contact', { body: sender });
    expect(answer.status, answer.text).toBe(201);
    ids[sender.name.split(' ')[0] ?? ''] = answer.body.id;
  }
  for (const who of ['Ben', 'Dev']) {
    const marked = await call('PATCH', `/api/support/contact/${ids[who]}`, {
      token: desk.token,
      body: { status: 'resolved' },
    });
    expect(marked.status, marked.text).toBe(200);
  }
});

describe('GET /api/support/contact', () => {
  it('pages the search results newest first with a cursor: every message once, two a page', async () => {
    const { pages, items } = await allPages(`q=${run}&limit=2`);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(items.map((m) => m.name.split(' ')[0])).toEqual(['Emma', 'Dev', 'Chloé', 'Ben', 'Amara']);
  });

  it('filters by status with the index: open and resolved split the messages, each paged', async () => {
    const open = await allPages(`status=open&q=${run}&limit=2`);
    expect(open.items.map((m) => m.name.split(' ')[0])).toEqual(['Emma', 'Chloé', 'Amara']);
    expect(open.items.every((m) => m.status === 'open')).toBe(true);
    const resolved = await allPages(`status=resolved&q=${run}`);
    expect(resolved.items.map((m) => m.name.split(' ')[0])).toEqual(['Dev', 'Ben']);

    // Without a search, one a page: this run's resolved messages come newest first, among those other
    // files resolve meanwhile (so follow the cursor until both are seen).
    const seen: Message[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Message[]; nextCursor: string | null } = await inbox(
        `status=resolved&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && !seen.some((m) => m.id === ids.Ben));
    expect(seen.every((m) => m.status === 'resolved')).toBe(true);
    const ours = seen.map((m) => m.id).filter((id) => id === ids.Dev || id === ids.Ben);
    expect(ours).toEqual([ids.Dev, ids.Ben]);
  });

  it('moves a message to the other filter when a volunteer marks it', async () => {
    const reopened = await call('PATCH', `/api/support/contact/${ids.Ben}`, {
      token: desk.token,
      body: { status: 'open' },
    });
    expect(reopened.status).toBe(200);
    expect((await inbox(`status=open&q=${run}`)).items.map((m) => m.id)).toContain(ids.Ben);
    expect((await inbox(`status=resolved&q=${run}`)).items.map((m) => m.id)).toEqual([ids.Dev]);
    await call('PATCH', `/api/support/contact/${ids.Ben}`, {
      token: desk.token,
      body: { status: 'resolved' },
    });
  });

  it('searches sender, email and message, ignoring case and accents', async () => {
    const names = async (q: string) =>
      (await inbox(`q=${encodeURIComponent(q)}`)).items
        .filter((m) => m.name.includes(run))
        .map((m) => m.name.split(' ')[0]);
    expect(await names(`CHLOE ${run}`)).toEqual(['Chloé']);
    expect(await names(`eloise`)).toEqual(['Dev']);
    expect(await names(`ben.${run}@EXAMPLE.org`)).toEqual(['Ben']);
    expect(await names(`${run} never`)).toEqual([]);
    expect((await inbox(`q=${run}-nobody-wrote-this`)).items).toEqual([]);
  });

  it('refuses an unknown status and a very long search with the bad-request texts, and a member', async () => {
    const badStatus = await call('GET', '/api/support/contact?status=done', { token: desk.token });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.message).toBe(messages.common.badRequest);
    const long = await call('GET', `/api/support/contact?q=${'a'.repeat(201)}`, { token: desk.token });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(messages.support.searchTooLong);
    const notVolunteer = await call('GET', `/api/support/contact?q=${run}`, { token: member().token });
    expect(notVolunteer.status).toBe(403);
  });
});
