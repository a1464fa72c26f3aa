// The Open Library stand-in of the local stack (no internet needed): its Books API,
// GET /api/books?bibkeys=ISBN:…&jscmd=data&format=json, answers the fixtures' editions in Open
// Library's own shape (an unknown ISBN is {}), and its covers host, GET /b/id/{id}-{S|M|L}.jpg, serves a
// JPEG made with sharp on first ask (a coloured jacket with the title and authors). One edition answers
// only after a long pause, for the time limit. Every Books API call is counted per ISBN, so a test can
// see that a kept lookup made no outside call: GET /_calls answers { isbn: calls }.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isbn10Of } from '@bookwish/shared/domain/isbn';
import { freeLowPort } from './free-port.ts';
import { FIXTURE_BOOKS, type FixtureBook, SLOW_BOOK, SLOW_ISBN } from './open-library-fixtures.ts';

/** Longer than any lookup's time limit; the answer still comes, as a slow real server's would. */
const SLOW_MS = 30_000;

export interface OpenLibraryLocal {
  /** Both the Books API's and the covers host's origin. */
  url: string;
  /** Books API calls that asked for this ISBN-13. */
  calls(isbn: string): number;
  stop(): Promise<void>;
}

const books = [...FIXTURE_BOOKS, SLOW_BOOK];
const byIsbn = new Map(books.map((book, index) => [book.isbn13, { book, index }]));
const coverIdOf = (index: number) => 12_000_000 + index * 7;
const byCoverId = new Map(books.map((book, index) => [coverIdOf(index), book]));
const editionKey = (index: number) => `OL${26_000_000 + index}M`;
const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** One edition as the Books API's jscmd=data answers it (fields Open Library leaves out stay out). */
function booksApiRecord(origin: string, book: FixtureBook, index: number): Record<string, unknown> {
  const key = editionKey(index);
  const isbn10 = isbn10Of(book.isbn13);
  const coverId = coverIdOf(index);
  return {
    url: `https://openlibrary.org/books/${key}/${slug(book.title)}`,
    key: `/books/${key}`,
    title: book.title,
    ...(book.subtitle ? { subtitle: book.subtitle } : {}),
    ...(book.authors.length > 0
      ? {
          authors: book.authors.map((name, i) => ({
            url: `https://openlibrary.org/authors/OL${(index + 1) * 100 + i}A/${slug(name)}`,
            name,
          })),
        }
      : {}),
    ...(book.pages ? { number_of_pages: book.pages } : {}),
    identifiers: {
      ...(isbn10 ? { isbn_10: [isbn10] } : {}),
      isbn_13: [book.isbn13],
      openlibrary: [key],
    },
    publishers: [{ name: book.publisher }],
    publish_date: book.year,
    ...(book.cover === false
      ? {}
      : {
          cover: {
            small: `${origin}/b/id/${coverId}-S.jpg`,
            medium: `${origin}/b/id/${coverId}-M.jpg`,
            large: `${origin}/b/id/${coverId}-L.jpg`,
          },
        }),
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Words in lines of about `width` characters, for the jacket's title. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 5);
}

const SIZES = { S: 60, M: 180, L: 400 } as const;
const covers = new Map<string, Promise<Buffer>>();

async function coverJpeg(book: FixtureBook, size: keyof typeof SIZES): Promise<Buffer> {
  const width = 400;
  const height = 600;
  let hash = 0;
  for (const c of book.isbn13) hash = (hash * 31 + c.charCodeAt(0)) % 360;
  const title = lines(book.title, 14)
    .map(
      (line, i) =>
        `<text x="200" y="${190 + i * 52}" font-size="44" font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hash},45%,32%)"/>
    <rect x="24" y="24" width="352" height="552" fill="none" stroke="hsl(${hash},60%,80%)" stroke-width="4"/>
    <g fill="#fff" text-anchor="middle" font-family="Noto Serif, serif">${title}
      <text x="200" y="520" font-size="24">${escapeXml(book.authors.slice(0, 2).join(', '))}</text>
    </g></svg>`;
  const sharp = (await import('sharp')).default;
  return sharp(Buffer.from(svg)).resize({ width: SIZES[size] }).jpeg({ quality: 82 }).toBuffer();
}

export async function startOpenLibraryLocal(): Promise<OpenLibraryLocal> {
  const port = await freeLowPort();
  const origin = `http://127.0.0.1:${port}`;
  const counts = new Map<string, number>();
  const pending = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    res.end(body);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/api/books') {
      const keys = (url.searchParams.get('bibkeys') ?? '').split(',').filter(Boolean);
      const answer: Record<string, unknown> = {};
      let slow = false;
      for (const bibkey of keys) {
        const isbn = bibkey.replace(/^ISBN:/i, '');
        counts.set(isbn, (counts.get(isbn) ?? 0) + 1);
        const found = byIsbn.get(isbn);
        if (found) answer[bibkey] = booksApiRecord(origin, found.book, found.index);
        if (isbn === SLOW_ISBN) slow = true;
      }
      const body = JSON.stringify(answer);
      if (!slow) return send(res, 200, 'application/json', body);
      pending.add(res);
      const timer = setTimeout(() => {
        pending.delete(res);
        send(res, 200, 'application/json', body);
      }, SLOW_MS);
      res.on('close', () => {
        clearTimeout(timer);
        pending.delete(res);
      });
      return;
    }
    const cover = /^\/b\/id\/(\d+)-([SML])\.jpg$/.exec(url.pathname);
    if (cover) {
      const book = byCoverId.get(Number(cover[1]));
      if (!book || book.cover === false) {
        // Open Library's covers host: a blank placeholder unless ?default=false, then a 404.
        return send(res, 404, 'text/plain', 'Not Found');
      }
      const size = cover[2] as keyof typeof SIZES;
      const id = `${book.isbn13}-${size}`;
      if (!covers.has(id)) covers.set(id, coverJpeg(book, size));
      (covers.get(id) as Promise<Buffer>).then(
        (jpeg) => send(res, 200, 'image/jpeg', jpeg),
        (error: unknown) => send(res, 500, 'text/plain', String(error)),
      );
      return;
    }
    if (url.pathname === '/_calls')
      return send(res, 200, 'application/json', JSON.stringify(Object.fromEntries(counts)));
    send(res, 404, 'application/json', JSON.stringify({ error: 'notfound' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: origin,
    calls: (isbn) => counts.get(isbn) ?? 0,
    stop: async () => {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
