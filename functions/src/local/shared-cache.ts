// The local front's stand-in for CloudFront's cache of the API's public reads (infra/src/site.ts),
// so `npm start` answers visitors as AWS does: the same cache key (path, query string and the
// Authorization header; a page's language), the answer kept only as its Cache-Control allows a shared cache (s-maxage,
// never private, no-store or no-cache), a stale answer served within stale-while-revalidate while the
// function is asked again in the background, and simultaneous misses of one key collapsed into one
// call of the function. Answers carry Age and X-Cache as CloudFront's do.

import { VISITOR_VIEWER_RESPONSE } from '../http/edge-cache.ts';

type ViewerResponse = (event: { response: { headers: Record<string, { value: string }> } }) => {
  headers: Record<string, { value: string }>;
};
// The very code CloudFront runs on the public reads' answers to browsers (infra/src/site.ts).
const viewerResponse = new Function(`${VISITOR_VIEWER_RESPONSE}; return handler;`)() as ViewerResponse;

/** A public read's answer as the browser gets it, after the edge's viewer-response step. */
export function viewerHeaders(headers: CachedAnswer['headers']): CachedAnswer['headers'] {
  const cacheControl = headers['cache-control'];
  if (typeof cacheControl !== 'string') return headers;
  const seen = viewerResponse({ response: { headers: { 'cache-control': { value: cacheControl } } } });
  return { ...headers, 'cache-control': seen.headers['cache-control']?.value ?? cacheControl };
}

export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface SharedCacheStats {
  /** Answered from a fresh copy. */
  hits: number;
  /** Answered from a stale copy (the function asked again in the background). */
  staleHits: number;
  /** Answered by the function, the caller waiting. */
  misses: number;
  /** Calls of the function, background ones included. */
  originRuns: number;
}

export interface SharedCache {
  /** The answer to a request with this key: from the cache, or from `origin` (stored if it may be). */
  answer(key: string, origin: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  stats(): SharedCacheStats;
  /** Forgets every copy and zeroes the counts (the bench's "before" and "after"). */
  clear(): void;
  /** Resolves once no background revalidation is running. */
  settled(): Promise<void>;
}

/** CloudFront's key for a public read: the path, the query string as sent, and Authorization; for a
 * page, the visitor's language too (its x-bookwish-lang header), so each language is its own copy. */
export function sharedCacheKey(
  pathname: string,
  search: string,
  authorization: string | undefined,
  language?: string,
): string {
  return JSON.stringify(
    language === undefined
      ? [pathname, search, authorization ?? null]
      : [pathname, search, authorization ?? null, language],
  );
}

interface Freshness {
  freshMs: number;
  staleMs: number;
}

/** How long a shared cache may keep an answer, from its Cache-Control; null: not at all. */
export function sharedFreshness(cacheControl: string | string[] | undefined): Freshness | null {
  const text = Array.isArray(cacheControl) ? cacheControl.join(',') : (cacheControl ?? '');
  const directives = new Map<string, string>();
  for (const part of text.split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return directives.has(name) && Number.isFinite(value) && value > 0 ? value : 0;
  };
  const fresh = directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age');
  if (fresh <= 0) return null;
  return { freshMs: fresh * 1000, staleMs: seconds('stale-while-revalidate') * 1000 };
}

interface Entry {
  answer: CachedAnswer;
  storedAt: number;
  freshness: Freshness;
}

export function sharedCache(options: { now?: () => number; maxEntries?: number } = {}): SharedCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  const background = new Set<Promise<unknown>>();
  let counts: SharedCacheStats = { hits: 0, staleHits: 0, misses: 0, originRuns: 0 };

  const fetchAndStore = (key: string, origin: () => Promise<CachedAnswer>): Promise<CachedAnswer> => {
    const running = inFlight.get(key);
    if (running) return running;
    counts.originRuns++;
    const fetching = origin()
      .then((answer) => {
        const freshness = sharedFreshness(answer.headers['cache-control']);
        if (freshness) {
          entries.delete(key);
          entries.set(key, { answer, storedAt: now(), freshness });
          // The oldest entry goes first, as any bounded cache evicts.
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        } else {
          // What may not be kept now (a deleted post's 404) replaces what was.
          entries.delete(key);
        }
        return answer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, fetching);
    return fetching;
  };

  const served = (entry: Entry, at: number): CachedAnswer => ({
    ...entry.answer,
    headers: {
      ...entry.answer.headers,
      age: String(Math.floor((at - entry.storedAt) / 1000)),
      'x-cache': 'Hit from cloudfront',
    },
  });

  return {
    async answer(key, origin) {
      const at = now();
      const entry = entries.get(key);
      if (entry) {
        const age = at - entry.storedAt;
        if (age < entry.freshness.freshMs) {
          counts.hits++;
          return served(entry, at);
        }
        if (age < entry.freshness.freshMs + entry.freshness.staleMs) {
          counts.staleHits++;
          if (!inFlight.has(key)) {
            const revalidating = fetchAndStore(key, origin).catch(() => entries.delete(key));
            background.add(revalidating);
            void revalidating.finally(() => background.delete(revalidating));
          }
          return served(entry, at);
        }
        entries.delete(key);
      }
      counts.misses++;
      const answer = await fetchAndStore(key, origin);
      return { ...answer, headers: { ...answer.headers, 'x-cache': 'Miss from cloudfront' } };
    },
    stats: () => ({ ...counts }),
    clear() {
      entries.clear();
      counts = { hits: 0, staleHits: 0, misses: 0, originRuns: 0 };
    },
    async settled() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}
