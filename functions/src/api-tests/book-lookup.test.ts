// Book lookup by ISBN against the local stack's Open Library stand-in: a wrong check digit is refused
// with our words before anyone is asked, an unknown ISBN says so, a slow source gets our words within
// the time limit, and a second lookup of one ISBN is answered from the table (the stand-in counts the
// calls it received). The found cover comes through our server, and kept, through the usual pipeline.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SLOW_ISBN } from '../local/open-library-fixtures.ts';
import { call, expectOk, type Member, member, signedUp, wishlistBody } from './client.ts';

let ana: Member;

beforeAll(async () => {
  ana = await signedUp('Ana Scanner');
});

/** How many times the stand-in was asked for this ISBN-13. */
async function outsideCalls(isbn: string): Promise<number> {
  const response = await fetch(`${inject('stack').openLibraryUrl}/_calls`);
  const counts = (await response.json()) as Record<string, number>;
  return counts[isbn] ?? 0;
}

const lookup = (isbn: string, token = ana.token) =>
  call('GET', `/api/books/lookup?${new URLSearchParams({ isbn })}`, { token });

describe('GET /api/books/lookup', () => {
  it('fills title, authors and a cover from an ISBN-13 as printed, and from its ISBN-10', async () => {
    const found = expectOk(await lookup('978-0-06-112008-4'), 'lookup');
    expect(found.body).toEqual({
      isbn: '9780061120084',
      title: 'To Kill a Mockingbird',
      authors: ['Harper Lee'],
      cover: true,
    });
    const byTen = expectOk(await lookup('0061120081'), 'lookup by ISBN-10');
    expect(byTen.body.title).toBe('To Kill a Mockingbird');
  });

  it('refuses a wrong check digit with a clear 400, asking no one', async () => {
    const answer = await lookup('9780441172710');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(answer.body.error.message).toBe(messages.books.invalidIsbn);
    expect(await outsideCalls('9780441172710')).toBe(0);
    expect((await lookup('12345')).status).toBe(400);
    expect((await lookup('')).status).toBe(400);
  });

  it('says so when no book has the ISBN, and keeps that answer too', async () => {
    // A valid ISBN-13 no edition has.
    const unknown = '9780000000002';
    const first = await lookup(unknown);
    expect(first.status).toBe(404);
    expect(first.body.error.message).toBe(messages.books.notFound);
    const again = await lookup(unknown);
    expect(again.status).toBe(404);
    expect(await outsideCalls(unknown)).toBe(1);
  });

  it('a second lookup of one ISBN, by another member, makes no outside call', async () => {
    const isbn = '9780156027328';
    expect(await outsideCalls(isbn)).toBe(0);
    expectOk(await lookup(isbn), 'first lookup');
    expect(await outsideCalls(isbn)).toBe(1);
    const other = member('Ben Scanner');
    const second = expectOk(await lookup(isbn, other.token), 'second lookup');
    expect(second.body.title).toBe('Life of Pi');
    expect(await outsideCalls(isbn)).toBe(1);
  });

  it('a partial record fills what it has: no authors, no cover', async () => {
    const answer = expectOk(await lookup('9780192833594'), 'partial');
    expect(answer.body).toEqual({
      isbn: '9780192833594',
      title: 'The Oxford Book of English Verse',
      authors: [],
      cover: false,
    });
    const cover = await call('GET', '/api/books/cover?isbn=9780192833594', { token: ana.token });
    expect(cover.status).toBe(404);
    expect(cover.body.error.message).toBe(messages.books.noCover);
  });

  it('a source slower than the time limit gets our words (503), and nothing is kept', async () => {
    const started = Date.now();
    const answer = await lookup(SLOW_ISBN);
    expect(answer.status).toBe(503);
    expect(answer.body.error.message).toBe(messages.books.sourceSlow);
    // Well before the stand-in's 30 s answer.
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(await outsideCalls(SLOW_ISBN)).toBe(1);
  }, 60_000);

  it('is for members only', async () => {
    expect((await call('GET', '/api/books/lookup?isbn=9780441172719')).status).toBe(401);
    expect((await call('GET', '/api/books/cover?isbn=9780441172719')).status).toBe(401);
  });
});

describe('the found cover', () => {
  it('comes from our server as a JPEG, and kept on a wish it is re-encoded into our variants', async () => {
    const cover = await fetch(`${inject('stack').url}/api/books/cover?isbn=9780441172719`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await cover.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // The member keeps it: the form uploads it like a picked photo and the wish attaches it.
    const ticket = expectOk(
      await call('POST', '/api/uploads', {
        token: ana.token,
        body: { purpose: 'cover', contentType: 'image/jpeg', size: bytes.length },
      }),
      'ticket',
    );
    const put = await fetch(ticket.body.uploadUrl, {
      method: 'PUT',
      headers: ticket.body.headers,
      body: bytes,
    });
    expect(put.ok).toBe(true);
    const wish = expectOk(
      await call('POST', '/api/wishlists', {
        token: ana.token,
        body: { ...wishlistBody('Dune'), author: 'Frank Herbert', coverKey: ticket.body.key },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
      'wish',
    );
    // Re-encoded into our variants (WebP, no metadata: images.test.ts), served from our own origin.
    const variants = wish.body.coverImage.variants as { key: string; width: number }[];
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(variant.key).toMatch(/^processed\/bookCovers\//);
    expect(wish.body.coverURL).toMatch(/^\/images\/processed\//);
  });
});
