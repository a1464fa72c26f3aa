// The Open Library client on the Books API's real shapes (recorded/: a found edition, an unknown ISBN,
// partial records), served by a small HTTP server so the real fetch, time limit and parsing run; and
// the lookup use case on top of it with an in-memory cache: a slow source gets our words.

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@bookwish/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookCache, type KeptLookup, lookupBook } from '../app/book-lookup.ts';
import {
  askOpenLibrary,
  fetchCover,
  type OpenLibraryOptions,
  openLibrarySource,
  readBooksAnswer,
  SourceFailed,
  SourceTimeout,
} from './open-library.ts';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8'));
const COVERS = 'https://covers.openlibrary.org';

describe('reading the Books API answer', () => {
  it('a found edition: its title, author names and the large cover', () => {
    expect(readBooksAnswer('9780441172719', recorded('found-dune'), COVERS)).toEqual({
      found: true,
      book: {
        isbn: '9780441172719',
        title: 'Dune',
        authors: ['Frank Herbert'],
        coverUrl: 'https://covers.openlibrary.org/b/id/8575708-L.jpg',
      },
    });
  });

  it('an unknown ISBN: the empty object is "not found"', () => {
    expect(readBooksAnswer('9780000000002', recorded('not-found'), COVERS)).toEqual({ found: false });
  });

  it('a partial record fills what it has', () => {
    expect(readBooksAnswer('9780192833594', recorded('partial-no-authors-no-cover'), COVERS)).toEqual({
      found: true,
      book: { isbn: '9780192833594', title: 'The Oxford Book of English Verse', authors: [], coverUrl: null },
    });
  });

  it('blank names are dropped, spaces tidied, and a cover on another host is never taken', () => {
    expect(readBooksAnswer('9780140268867', recorded('partial-blank-names'), COVERS)).toEqual({
      found: true,
      book: {
        isbn: '9780140268867',
        title: 'The Odyssey',
        authors: ['Homer'],
        coverUrl: 'https://covers.openlibrary.org/b/id/240727-M.jpg',
      },
    });
  });

  it('an answer that is no object is a failure, not "not found"', () => {
    expect(() => readBooksAnswer('9780441172719', 'oops', COVERS)).toThrow(SourceFailed);
  });
});

describe('asking over HTTP', () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      asked.push(`${url.pathname}?${url.searchParams}`);
      const isbn = (url.searchParams.get('bibkeys') ?? '').replace('ISBN:', '');
      if (isbn === '9781400079988') {
        // Slow: answers long after any time limit (the test's request is gone by then).
        const timer = setTimeout(() => res.end('{}'), 10_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (isbn === '9780140177398') {
        res.writeHead(502);
        res.end('Bad Gateway');
        return;
      }
      if (url.pathname === '/b/id/1-L.jpg') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>not a picture</html>');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(isbn === '9780441172719' ? recorded('found-dune') : recorded('not-found')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  // A generous limit where an answer comes (a loaded machine), a short one where it never does in time.
  const options = (timeoutMs = 20_000): OpenLibraryOptions => ({
    baseUrl: base,
    coversOrigin: base,
    timeoutMs,
  });

  it('asks the Books API once, with jscmd=data, for the ISBN-13', async () => {
    asked.length = 0;
    const answer = await askOpenLibrary('9780441172719', { ...options(), coversOrigin: COVERS });
    expect(answer.found && answer.book.title).toBe('Dune');
    expect(asked).toEqual(['/api/books?bibkeys=ISBN%3A9780441172719&jscmd=data&format=json']);
  });

  it('a slow answer ends at the time limit as a timeout', async () => {
    await expect(askOpenLibrary('9781400079988', options(500))).rejects.toBeInstanceOf(SourceTimeout);
  });

  it('an error status is a failure', async () => {
    await expect(askOpenLibrary('9780140177398', options())).rejects.toBeInstanceOf(SourceFailed);
  });

  it('a cover that is not a JPEG or PNG, or on another host, is not taken', async () => {
    expect(await fetchCover(`${base}/b/id/1-L.jpg`, options())).toBeNull();
    expect(await fetchCover('https://evil.example.com/b/id/1-L.jpg', options())).toBeNull();
  });

  it('the lookup tells a member in our words when the source is slow, and keeps nothing', async () => {
    const kept = new Map<string, KeptLookup>();
    const cache: BookCache = {
      get: async (isbn) => kept.get(isbn) ?? null,
      put: async (isbn, answer) => {
        kept.set(isbn, answer);
      },
    };
    const deps = { cache, source: openLibrarySource(options(500)), clock: { now: () => Date.now() } };
    await expect(lookupBook(deps, { isbn: '9781400079988' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: messages.books.sourceSlow,
    });
    expect(kept.size).toBe(0);
    const patient = { ...deps, source: openLibrarySource(options()) };
    await expect(lookupBook(patient, { isbn: '9780000000002' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.books.notFound,
    });
    expect(kept.get('9780000000002')).toEqual({ found: false });
  });
});
