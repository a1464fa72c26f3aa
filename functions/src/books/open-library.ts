// The Open Library client: one Books API call per ISBN,
// GET {base}/api/books?bibkeys=ISBN:{isbn}&jscmd=data&format=json.
// Chosen over /isbn/{isbn}.json because that edition record names its authors only as keys
// (/authors/OL79034A), often on the work rather than the edition, so a title and its authors cost
// 2 to 4 calls in a row, each able to be slow; jscmd=data answers title, author names and the cover's
// URLs in one call, and an unknown ISBN is an empty object (200) rather than a redirect chain to a 404.
// Every call has a short time limit: a member waiting at the form gets our words, not a spinner.

import { MAX_LENGTH } from '@bookwish/shared/domain/constants';
import type { BookSource } from '../app/book-lookup.ts';

export interface BookRecord {
  /** The ISBN-13 asked for. */
  isbn: string;
  title: string;
  authors: string[];
  /** The large cover's address at the covers host, or null when the record has none. */
  coverUrl: string | null;
}

export type LookupAnswer = { found: true; book: BookRecord } | { found: false };

/** The source did not answer within the time limit. */
export class SourceTimeout extends Error {
  constructor() {
    super('Open Library did not answer in time');
    this.name = 'SourceTimeout';
  }
}

/** The source answered with an error or something we cannot read. */
export class SourceFailed extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'SourceFailed';
  }
}

export interface OpenLibraryOptions {
  /** https://openlibrary.org in AWS (a setting); the stand-in's address locally. */
  baseUrl: string;
  /** Cover addresses are kept only from this origin (https://covers.openlibrary.org in AWS), so the
   * server never fetches an address a record (or a member) made up. */
  coversOrigin: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

function coverOf(record: Record<string, unknown>, coversOrigin: string): string | null {
  const cover = record.cover;
  if (!cover || typeof cover !== 'object') return null;
  const sizes = cover as Record<string, unknown>;
  for (const size of ['large', 'medium', 'small']) {
    const address = text(sizes[size]);
    if (!address) continue;
    try {
      const url = new URL(address);
      if (url.origin === new URL(coversOrigin).origin) return url.href;
    } catch {
      // Not an address: no cover rather than an error.
    }
  }
  return null;
}

/** The record of one ISBN in a Books API answer, read defensively: any field may be missing. */
export function readBooksAnswer(isbn: string, answer: unknown, coversOrigin: string): LookupAnswer {
  if (!answer || typeof answer !== 'object') throw new SourceFailed('Open Library answered no object');
  const record = (answer as Record<string, unknown>)[`ISBN:${isbn}`];
  if (!record || typeof record !== 'object') return { found: false };
  const fields = record as Record<string, unknown>;
  const title = clip(text(fields.title), MAX_LENGTH.title);
  // A record without a title gives the member nothing to check: treated as not found.
  if (!title) return { found: false };
  const authors = Array.isArray(fields.authors)
    ? fields.authors
        .map((author) =>
          author && typeof author === 'object' ? text((author as { name?: unknown }).name) : '',
        )
        .filter((name) => name.length > 0)
        .slice(0, 5)
    : [];
  return { found: true, book: { isbn, title, authors, coverUrl: coverOf(fields, coversOrigin) } };
}

/** Asks Open Library for one ISBN-13 (already checked). */
export async function askOpenLibrary(isbn: string, options: OpenLibraryOptions): Promise<LookupAnswer> {
  const url = new URL('/api/books', options.baseUrl);
  url.search = new URLSearchParams({ bibkeys: `ISBN:${isbn}`, jscmd: 'data', format: 'json' }).toString();
  const doFetch = options.fetch ?? fetch;
  let body: unknown;
  try {
    const response = await doFetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json', 'user-agent': 'Bookwish (book lookup for a nonprofit)' },
    });
    if (!response.ok) throw new SourceFailed(`Open Library answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (isTimeout(error)) throw new SourceTimeout();
    if (error instanceof SourceFailed) throw error;
    throw new SourceFailed(`Open Library could not be read: ${(error as Error).message}`);
  }
  return readBooksAnswer(isbn, body, options.coversOrigin);
}

/** The largest cover we take: the spec's upload limit, as the form's cover field checks it. */
export const MAX_COVER_BYTES = 1024 * 1024;

/** A cover's bytes, fetched by the server (never by the member's browser: no hot-link, no member
 * address sent to Open Library). Only JPEG or PNG, by their first bytes, within the upload limit. */
export async function fetchCover(
  coverUrl: string,
  options: OpenLibraryOptions,
): Promise<{ bytes: Buffer; contentType: 'image/jpeg' | 'image/png' } | null> {
  const url = new URL(coverUrl);
  if (url.origin !== new URL(options.coversOrigin).origin) return null;
  // default=false: a 404 instead of Open Library's blank placeholder image.
  url.searchParams.set('default', 'false');
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (response.status === 404) return null;
    if (!response.ok) throw new SourceFailed(`Open Library covers answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_COVER_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_COVER_BYTES || bytes.length < 8) return null;
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
      return { bytes, contentType: 'image/jpeg' };
    if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
      return { bytes, contentType: 'image/png' };
    return null;
  } catch (error) {
    if (isTimeout(error)) throw new SourceTimeout();
    if (error instanceof SourceFailed) throw error;
    throw new SourceFailed(`Open Library covers could not be read: ${(error as Error).message}`);
  }
}

/** The BookSource port on the configured Open Library (config.ts). */
export function openLibrarySource(options: OpenLibraryOptions): BookSource {
  return {
    ask: (isbn) => askOpenLibrary(isbn, options),
    cover: (coverUrl) => fetchCover(coverUrl, options),
    isTimeout: (error) => error instanceof SourceTimeout,
  };
}
