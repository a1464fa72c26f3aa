// Fill a Make a Wish or Give a Treat from an ISBN: check its digits, answer from the kept lookups,
// else ask the source once and keep its answer (a week; "not found" a day, as a book may be added).
// The answer names a cover only as a candidate: its bytes reach our bucket only when the member keeps
// it (coverForIsbn, then the form's usual upload and the same re-encoding as any photo).

import { normalIsbn } from '@bookwish/shared/domain/isbn';
import { booksMessages } from '@bookwish/shared/domain/messages';
import { AppError } from './app-error.ts';
import type { Clock } from './ports.ts';

export interface FoundBook {
  isbn: string;
  title: string;
  authors: string[];
  coverUrl: string | null;
}
export type KeptLookup = { found: true; book: FoundBook } | { found: false };

export interface BookCache {
  get(isbn: string, nowMs: number): Promise<KeptLookup | null>;
  put(isbn: string, answer: KeptLookup, expiresAtMs: number): Promise<void>;
}

export interface BookSource {
  /** Throws a source's TimeoutError-like error (`timedOut`) or any other on failure. */
  ask(isbn: string): Promise<KeptLookup>;
  cover(coverUrl: string): Promise<{ bytes: Buffer; contentType: 'image/jpeg' | 'image/png' } | null>;
  isTimeout(error: unknown): boolean;
}

export const FOUND_KEPT_MS = 7 * 86_400_000;
export const NOT_FOUND_KEPT_MS = 86_400_000;

/** What the member's form receives. */
export interface LookupResult {
  isbn: string;
  title: string;
  authors: string[];
  /** True when a cover can be fetched for this ISBN (GET /api/books/cover?isbn=). */
  cover: boolean;
}

function isbnOf(query: Record<string, string | undefined>): string {
  const isbn = normalIsbn(query.isbn ?? '');
  if (!isbn) throw new AppError('VALIDATION', booksMessages.invalidIsbn, { isbn: booksMessages.invalidIsbn });
  return isbn;
}

async function lookup(
  deps: { cache: BookCache; source: BookSource; clock: Clock },
  isbn: string,
): Promise<FoundBook> {
  const now = deps.clock.now();
  let answer = await deps.cache.get(isbn, now);
  if (!answer) {
    try {
      answer = await deps.source.ask(isbn);
    } catch (error) {
      // Nothing is kept: the next member's lookup asks again.
      if (deps.source.isTimeout(error)) throw new AppError('UNAVAILABLE', booksMessages.sourceSlow);
      throw new AppError('UNAVAILABLE', booksMessages.sourceFailed);
    }
    await deps.cache.put(isbn, answer, now + (answer.found ? FOUND_KEPT_MS : NOT_FOUND_KEPT_MS));
  }
  if (!answer.found) throw new AppError('NOT_FOUND', booksMessages.notFound);
  return answer.book;
}

export async function lookupBook(
  deps: { cache: BookCache; source: BookSource; clock: Clock },
  query: Record<string, string | undefined>,
): Promise<LookupResult> {
  const book = await lookup(deps, isbnOf(query));
  return { isbn: book.isbn, title: book.title, authors: book.authors, cover: book.coverUrl !== null };
}

/** The found cover's bytes, fetched by the server from the address the source gave (never one the
 * member sends), for the form to show and, if kept, upload like a photo. */
export async function coverForIsbn(
  deps: { cache: BookCache; source: BookSource; clock: Clock },
  query: Record<string, string | undefined>,
): Promise<{ bytes: Buffer; contentType: 'image/jpeg' | 'image/png' }> {
  const book = await lookup(deps, isbnOf(query));
  if (!book.coverUrl) throw new AppError('NOT_FOUND', booksMessages.noCover);
  let cover: Awaited<ReturnType<BookSource['cover']>>;
  try {
    cover = await deps.source.cover(book.coverUrl);
  } catch (error) {
    if (deps.source.isTimeout(error)) throw new AppError('UNAVAILABLE', booksMessages.sourceSlow);
    throw new AppError('UNAVAILABLE', booksMessages.sourceFailed);
  }
  if (!cover) throw new AppError('NOT_FOUND', booksMessages.noCover);
  return cover;
}
