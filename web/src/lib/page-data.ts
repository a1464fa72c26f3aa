// The first view's data the served HTML carries (shared/src/web/page-data.ts): put into the query
// cache before the first render, so a post page or an explore page paints without waiting for the
// API. It is what the API answers a visitor, stored under the visitor's keys: a signed-in member's
// own view of a post has another key and is still fetched.
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@bookwish/shared/web/page-data';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

const KINDS = new Set(['wishlist', 'treat']);

/** The embedded data, if the page has some in a shape we know (else null: the app fetches). */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    if (data?.kind === 'wall' && typeof data.at === 'number' && typeof data.limit === 'number') {
      return Array.isArray(data.page?.items) ? (data as PageData) : null;
    }
    if (!data || !KINDS.has(String((data as { postKind?: unknown }).postKind)) || typeof data.at !== 'number')
      return null;
    if (data.kind === 'post' && typeof data.id === 'string' && data.view) return data as PageData;
    if (data.kind === 'list' && typeof data.limit === 'number' && Array.isArray(data.page?.items)) {
      return data as PageData;
    }
  } catch {
    // Not our JSON: the page loads its data the usual way.
  }
  return null;
}

/** Seeds the cache; `updatedAt` is when the server read it, so a copy the edge kept for a while is
 * refetched in the background once it is older than the cache's staleTime. */
export function seedPageData(client: QueryClient, data: PageData | null, now = Date.now()): void {
  if (!data) return;
  const updatedAt = Math.min(data.at, now);
  if (data.kind === 'post') {
    client.setQueryData(queryKeys.postView(data.postKind, data.id, null), data.view, { updatedAt });
  } else if (data.kind === 'wall') {
    client.setQueryData(queryKeys.thanksWall(data.limit, null), data.page, { updatedAt });
  } else {
    client.setQueryData(queryKeys.list(data.postKind, 'all', data.limit, null), data.page, { updatedAt });
  }
}

/** Reads (once) and removes the page's data element. */
function readFromDocument(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  return parsePageData(element.textContent);
}

let kept: PageData | null = null;

/** At start-up, before the first render replaces the served markup: the page's data is kept until the
 * query cache arrives with the page's own code (lib/query-client.ts seeds it then, before that page
 * first renders), since the home page's initial JavaScript carries no query cache. */
export function keepFromDocument(doc: Document = document): void {
  kept = readFromDocument(doc) ?? kept;
}

/** The kept data, once: the cache that takes it is the only one. */
export function takeKept(): PageData | null {
  const data = kept;
  kept = null;
  return data;
}
