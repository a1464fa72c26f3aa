// What a visitor costs: 1,000 signed-out views replayed through the local front, once with nothing
// kept (every view runs a function, as before the edge kept visitors' reads) and once with CloudFront's
// cache as the local front plays it (functions/src/local/shared-cache.ts). Counts the origin function
// runs (route handlers and the post-page function) and the storage calls they made, and the oldest
// data any view was answered with.
//
// The mix, shuffled with a fixed seed: a popular wish shared 300 times (its link opens the post page),
// 50 explore pages opened from a link (HTML with the first cards), 250 explore pages in the app (the
// two kinds, their Open only and type filters, and the next page), 250 posts opened from a list (the
// newest twelve, the first ones more often) and 150 searches (eight words people type most).

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emulatorSigned, idClaims } from '../src/api-tests/forged-tokens.ts';
import { dynamo } from '../src/aws/dynamo.ts';
import { VISITOR_FRESH_SECONDS, VISITOR_STALE_SECONDS } from '../src/http/edge-cache.ts';
import { startFront } from '../src/local/front.ts';
import { createMailbox } from '../src/local/mailbox.ts';
import { type SharedCache, sharedCache } from '../src/local/shared-cache.ts';
import type { Stack } from '../src/local/stack.ts';
import { LIST_PAGE_MAX_AGE_SECONDS, POST_PAGE_MAX_AGE_SECONDS } from '../src/pages/post-page-handler.ts';
import { countStorageCalls } from '../src/store/call-counter.ts';
import { countS3Fetches } from './s3-fetch-counter.ts';

type Row = [string, string];
const VIEWS = 1000;
const CONCURRENCY = 8;
const SPREAD_MS = 10 * 60_000;

/** "Today": nothing is kept, every view runs its function; counted through the same front path. */
function nothingKept(): SharedCache {
  let originRuns = 0;
  return {
    answer: async (_key, origin) => {
      originRuns++;
      return origin();
    },
    stats: () => ({ hits: 0, staleHits: 0, misses: originRuns, originRuns }),
    clear: () => {
      originRuns = 0;
    },
    settled: async () => {},
  };
}

/** A small deterministic generator (mulberry32), so every run replays the same views. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, the first ones more often (Zipf-like: weight 1/rank). */
function popular<T>(items: readonly T[], next: () => number): T {
  const weights = items.map((_, i) => 1 / (i + 1));
  let pick = next() * weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) {
    pick -= weight;
    if (pick <= 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

interface View {
  kind: 'shared post' | 'explore page (link)' | 'explore page (app)' | 'post from a list' | 'search';
  path: string;
}

async function fetchJson(url: string): Promise<{ items: { id: string }[]; nextCursor?: string | null }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as { items: { id: string }[]; nextCursor?: string | null };
}

async function visitorViews(base: string): Promise<View[]> {
  const wishes = await fetchJson(`${base}/api/wishlists?limit=30`);
  const treats = await fetchJson(`${base}/api/treats?limit=30`);
  const newest = [...wishes.items.slice(0, 8), ...treats.items.slice(0, 4)].map((post, i) =>
    i < 8 ? `/api/wishlists/${post.id}` : `/api/treats/${post.id}`,
  );
  const shared = wishes.items[0]?.id;
  if (!shared || newest.length < 12) throw new Error('bench: too few posts for the visitor mix');
  const appPages = [
    '/api/wishlists?limit=30',
    '/api/treats?limit=30',
    '/api/wishlists?limit=30&open=1',
    '/api/treats?limit=30&open=1',
    '/api/wishlists?limit=30&type=Fiction',
    ...(wishes.nextCursor ? [`/api/wishlists?limit=30&cursor=${encodeURIComponent(wishes.nextCursor)}`] : []),
  ];
  const searches = ['hobbit', 'matilda', 'dune', 'austen', 'poetry', 'garden', 'history', 'tolkien'].map(
    (q) => `/api/search?q=${q}`,
  );
  const next = random(25);
  const views: View[] = [
    ...Array.from({ length: 300 }, (): View => ({ kind: 'shared post', path: `/wishlist/${shared}` })),
    ...Array.from(
      { length: 50 },
      (): View => ({ kind: 'explore page (link)', path: next() < 0.7 ? '/wishlists' : '/treats' }),
    ),
    ...Array.from(
      { length: 250 },
      (): View => ({ kind: 'explore page (app)', path: popular(appPages, next) }),
    ),
    ...Array.from({ length: 250 }, (): View => ({ kind: 'post from a list', path: popular(newest, next) })),
    ...Array.from({ length: 150 }, (): View => ({ kind: 'search', path: popular(searches, next) })),
  ];
  // Fisher-Yates with the same generator: the views arrive interleaved, as people's do.
  for (let i = views.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [views[i], views[j]] = [views[j] as View, views[i] as View];
  }
  if (views.length !== VIEWS) throw new Error(`bench: ${views.length} views, not ${VIEWS}`);
  return views;
}

interface Replay {
  originRuns: number;
  storage: number;
  storageDetail: string;
  seconds: number;
  oldest: Map<View['kind'], number>;
  failed: number;
}

async function replay(
  stack: Stack,
  views: View[],
  cache: SharedCache,
  webDist: string,
  /** Called as view `i` is sent (the paced replay moves its clock). */
  onView: (i: number) => void = () => {},
): Promise<Replay> {
  const front = await startFront({
    port: 0,
    webDist,
    region: stack.info.region,
    userPoolId: stack.info.userPoolId,
    userPoolClientId: stack.info.userPoolClientId,
    cognitoShimUrl: stack.info.cognitoEndpoint,
    s3Endpoint: stack.info.s3Endpoint,
    imagesBucket: stack.info.imagesBucket,
    mailbox: createMailbox(),
    origin: stack.info.url,
    visitorCache: cache,
  });
  const dynamoCalls = countStorageCalls(dynamo());
  const s3Calls = countS3Fetches(stack.info.s3Endpoint);
  const oldest = new Map<View['kind'], number>();
  let failed = 0;
  const started = performance.now();
  try {
    let nextView = 0;
    const worker = async () => {
      while (nextView < views.length) {
        const i = nextView++;
        const view = views[i] as View;
        onView(i);
        const response = await fetch(`${front.url}${view.path}`);
        await response.arrayBuffer();
        if (response.status !== 200) failed++;
        const age = Number(response.headers.get('age') ?? 0);
        oldest.set(view.kind, Math.max(oldest.get(view.kind) ?? 0, age));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await cache.settled();
  } finally {
    dynamoCalls.detach();
    s3Calls.detach();
    await front.stop();
  }
  const counts = { ...dynamoCalls.counts(), ...prefixed(s3Calls.counts(), 'S3 ') };
  return {
    originRuns: cache.stats().originRuns,
    storage: dynamoCalls.total() + s3Calls.total(),
    storageDetail: Object.entries(counts)
      .map(([name, n]) => `${n} ${name.replace(/Command$/, '')}`)
      .join(', '),
    seconds: (performance.now() - started) / 1000,
    oldest,
    failed,
  };
}

function prefixed(counts: Record<string, number>, prefix: string): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([name, n]) => [`${prefix}${name}`, n]));
}

const BOOKS = [
  ['The Hobbit', 'J.R.R. Tolkien'],
  ['Matilda', 'Roald Dahl'],
  ['Dune', 'Frank Herbert'],
  ['Pride and Prejudice', 'Jane Austen'],
  ['Garden Poetry', 'Mary Oliver'],
  ['A History of Canada', 'Ann Scott'],
  ['The Silmarillion', 'J.R.R. Tolkien'],
] as const;

/** 35 wishes (two explore pages) and 6 treats by a few members, then waits until search finds them. */
async function postsToVisit(base: string): Promise<void> {
  const members = ['Ana', 'Ben', 'Cy', 'Dee'].map((name) =>
    emulatorSigned(idClaims(crypto.randomUUID(), { name })),
  );
  const post = async (kind: 'wishlists' | 'treats', i: number) => {
    const [title, author] = BOOKS[i % BOOKS.length] as readonly [string, string];
    const body =
      kind === 'wishlists'
        ? {
            title: `${title} ${i}`,
            author,
            types: [i % 2 ? 'Fiction' : 'Nonfiction'],
            destination: 'Canada',
            purchaseLink: 'https://books.example.com/b',
            price: 'CAD 20',
          }
        : { title: `${title} ${i}`, author, types: ['Fiction'], shippingDestination: 'Canada' };
    const response = await fetch(`${base}/api/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${members[i % members.length]}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201)
      throw new Error(`bench: posting a ${kind} answered ${response.status} ${await response.text()}`);
  };
  for (let i = 0; i < 35; i++) await post('wishlists', i);
  for (let i = 0; i < 6; i++) await post('treats', i);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const found = await fetchJson(`${base}/api/search?q=silmarillion`);
    if (found.items.length >= 5) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('bench: the search index did not take the new posts within two minutes');
}

/** Posts what it visits, then replays the views before and after. */
export async function visitorBench(table: (title: string, rows: Row[]) => void, stack: Stack): Promise<void> {
  // The pages need a built index.html only to fill in: a small one is enough to count what they read.
  const webDist = await mkdtemp(path.join(tmpdir(), 'bookwish-visitor-bench-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Bookwish</title><meta name="description" content="Bookwish" /></head><body><div id="root"></div></body></html>',
  );
  await postsToVisit(stack.info.url);
  // The stream readers (notifier, search indexer) run in this process too: held while counting.
  await stack.streams.pause();
  try {
    const views = await visitorViews(stack.info.url);
    const before = await replay(stack, views, nothingKept(), webDist);
    const after = await replay(stack, views, sharedCache(), webDist);
    // The same views arriving over ten minutes (the cache's clock moved per view): each read kept is
    // asked again about once per fresh window, however many views it gets.
    const start = Date.now();
    let elapsed = 0;
    const spread = await replay(stack, views, sharedCache({ now: () => start + elapsed }), webDist, (i) => {
      elapsed = (i * SPREAD_MS) / VIEWS;
    });
    const rows: Row[] = [];
    for (const [label, r] of [
      ['before (nothing kept)', before],
      ['after (edge cache)', after],
      ['after, over 10 minutes', spread],
    ] as const) {
      rows.push([
        `${label}: origin runs`,
        `${r.originRuns} per ${VIEWS} views${r === spread ? '' : ' (target <= 30)'}${r.failed ? `, ${r.failed} views failed` : ''}`,
      ]);
      rows.push([`${label}: storage calls`, `${r.storage} (${r.storageDetail || 'none'})`]);
      if (r !== spread) {
        rows.push([`${label}: replay time`, `${r.seconds.toFixed(1)} s, ${CONCURRENCY} at a time`]);
      }
    }
    const windows: Record<View['kind'], number> = {
      'shared post': POST_PAGE_MAX_AGE_SECONDS,
      'explore page (link)': LIST_PAGE_MAX_AGE_SECONDS,
      'explore page (app)': VISITOR_FRESH_SECONDS + VISITOR_STALE_SECONDS,
      'post from a list': VISITOR_FRESH_SECONDS + VISITOR_STALE_SECONDS,
      search: VISITOR_FRESH_SECONDS + VISITOR_STALE_SECONDS,
    };
    for (const [kind, age] of [...after.oldest].map(
      ([k, a]) => [k, Math.max(a, spread.oldest.get(k) ?? 0)] as const,
    )) {
      rows.push([
        `after: oldest ${kind} (both replays)`,
        `${age} s old at most (may be ${windows[kind]} s)${age > windows[kind] ? '  OVER' : ''}`,
      ]);
    }
    table(
      `7. What ${VIEWS} visitor views cost through the local front (300 shares of one wish, 300 explore pages, 250 posts opened from a list, 150 searches)`,
      rows,
    );
  } finally {
    stack.streams.resume();
    await rm(webDist, { recursive: true, force: true });
  }
}
