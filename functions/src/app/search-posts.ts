// Search: title and author across wishlists and treats, forgiving of typos, accents and
// word order, with the explore pages' filters. The index chooses and orders the page; the cards come
// from the posts themselves (one batch read), so they are the lists' cards exactly, and a post closed,
// removed or deleted after the index was last saved is left out.

import type { PostSummary } from '@bookwish/shared/api/responses';
import { searchQuery } from '@bookwish/shared/domain/list-queries';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { searchDocOf } from '@bookwish/shared/domain/search';
import { toSummary } from '@bookwish/shared/domain/timeline';
import { AppError } from './app-error.ts';
import type { EventStore, PostSearch } from './ports.ts';
import { parseQuery } from './validate.ts';

export interface SearchDeps {
  store: EventStore;
  search: PostSearch;
}

/** One page of results; `matches` holds, per post id, the words of its title or author that matched
 * (lower case, accents folded), for highlighting. */
export interface SearchPage {
  items: PostSummary[];
  nextCursor: string | null;
  matches: Record<string, string[]>;
}

// A page cursor is the position in the ranked results; a changed index may shift a page by a few.
export function encodeSearchCursor(offset: number): string {
  return Buffer.from(JSON.stringify(['s', offset])).toString('base64url');
}

function decodeSearchCursor(cursor: string): number {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value[0] === 's' && Number.isSafeInteger(value[1]) && value[1] >= 0) {
      return value[1] as number;
    }
  } catch {
    // fall through: not ours
  }
  throw new AppError('VALIDATION', commonMessages.invalidCursor, { cursor: commonMessages.invalidCursor });
}

export async function searchPosts(deps: SearchDeps, query: unknown): Promise<SearchPage> {
  const { q, kind, type, destination, open, area, inPerson, limit, cursor } = parseQuery(searchQuery, query);
  const offset = cursor ? decodeSearchCursor(cursor) : 0;
  const hits = await deps.search.search(q, { kind, type, destination, open, area, inPerson });
  const shown = hits.slice(offset, offset + limit);
  const posts = new Map((await deps.store.loadMany(shown.map((h) => h.id))).map((p) => [p.id, p]));
  const items: PostSummary[] = [];
  const matches: Record<string, string[]> = {};
  for (const hit of shown) {
    const post = posts.get(hit.id);
    if (!post || !searchDocOf(post) || (open && post.status !== 'posted')) continue;
    items.push(toSummary(post) as PostSummary);
    matches[post.id] = hit.terms;
  }
  return {
    items,
    nextCursor: hits.length > offset + limit ? encodeSearchCursor(offset + limit) : null,
    matches,
  };
}
