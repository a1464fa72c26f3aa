// After a deploy, what a visitor would notice first, asked of the site's address as a browser would:
// the home page, an explore list, a post page, the gratitude wall (each the app's own page with its
// first view's data, not S3's 403 XML nor a placeholder), the API, the security headers, and the
// edge cache answering a repeat. Any origin: the deployed site, or the local stack (`npm start`).
//
//   npx tsx infra/src/deploy/smoke.ts https://dxxxx.cloudfront.net [--no-edge-cache]
//
// The edge cache check is optional because only CloudFront (and the local front when it plays the
// cache, `npm start`) says "Hit from cloudfront"; the shared test stack plays none.

import { pathToFileURL } from 'node:url';
import { listPages, staticPages, wallPage } from '@bookwish/shared/web/app-routes';
import { PAGE_DATA_ELEMENT_ID } from '@bookwish/shared/web/page-data';

export interface SmokeOptions {
  /** Check that a repeated request is answered from the edge cache (x-cache: Hit from cloudfront). */
  edgeCache: boolean;
  /** A check that fails is asked again this many times (a fresh distribution settles in a minute). */
  retries?: number;
  retryDelayMs?: number;
}

export interface SmokeResult {
  check: string;
  ok: boolean;
  detail: string;
}

const EDGE_HIT = 'Hit from cloudfront';
const EDGE_ATTEMPTS = 4;

class Failed extends Error {}

const fail = (detail: string): never => {
  throw new Failed(detail);
};

async function get(origin: string, path: string, accept = 'text/html') {
  const response = await fetch(new URL(path, origin), {
    headers: { accept, 'accept-language': 'en-CA,en;q=0.9' },
    redirect: 'manual',
  });
  return { response, text: await response.text() };
}

/** What a page's answer is, when it is not the app's page: the usual causes, in words. */
function notThePage(status: number, text: string): string {
  if (text.includes('<Code>AccessDenied</Code>')) {
    return `S3 answered ${status} AccessDenied: the web app is not in the site bucket (build it with \`npm run build -w @bookwish/web\`, then deploy again)`;
  }
  // The placeholders: the page function's (infra/src/post-pages.ts) and the local front's.
  if (/The web app (was not built|is not built yet)/.test(text)) {
    return 'a placeholder page: the web app was not built before the deploy (`npm run build -w @bookwish/web`, then deploy again)';
  }
  return `answered ${status}: ${text.slice(0, 120).replace(/\s+/g, ' ')}`;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
const pageTitle = (path: string) => staticPages.find((page) => page.path === path)?.title ?? '';

const DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`);

/** The first view's data a page carries (what the page function read), or a failure saying it has none. */
function pageData(html: string, path: string): { kind?: string; id?: string; page?: { items?: unknown[] } } {
  const text = DATA.exec(html)?.[1];
  if (!text) {
    return fail(
      `${path} carries no first-view data (#${PAGE_DATA_ELEMENT_ID}): the page function could not read the table (its logs say why)`,
    );
  }
  return JSON.parse(text) as { kind?: string; id?: string; page?: { items?: unknown[] } };
}

/** A page the app serves: 200, HTML, its own title. */
function checkAppPage(response: Response, text: string, path: string, title?: string) {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) fail(notThePage(response.status, text));
  const found = titleOf(text);
  if (title !== undefined && found !== title) {
    fail(`${path} is titled "${found ?? '(none)'}", not "${title}": ${notThePage(response.status, text)}`);
  }
}

async function appPage(origin: string, path: string, title?: string) {
  const { response, text } = await get(origin, path);
  checkAppPage(response, text, path, title);
  return { response, text };
}

/** The API's first page of wishlists, one item: how many, and the first post's id. */
async function firstWishlist(origin: string): Promise<{ count: number; id?: string }> {
  const { response, text } = await get(origin, '/api/wishlists?limit=1', 'application/json');
  if (response.status !== 200) fail(`answered ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { items?: { id?: string }[] };
  if (!Array.isArray(body.items)) fail(`answered without a list of items: ${text.slice(0, 200)}`);
  return { count: body.items?.length ?? 0, id: body.items?.[0]?.id };
}

/** What one check learns for a later one: the post page asks for the API's first post. */
interface SmokeState {
  apiAnswered?: boolean;
  firstPost?: string;
}

interface Check {
  name: string;
  run: (origin: string, state: SmokeState) => Promise<string>;
}

const CHECKS: Check[] = [
  {
    name: 'home page /',
    run: async (origin) => {
      await appPage(origin, '/', pageTitle('/'));
      return 'the app, titled as built';
    },
  },
  {
    name: 'API GET /api/wishlists',
    run: async (origin, state) => {
      const { count, id } = await firstWishlist(origin);
      state.apiAnswered = true;
      state.firstPost = id;
      return `${count} item(s) on the first page`;
    },
  },
  {
    name: `explore list ${listPages.wishlist}`,
    run: async (origin) => {
      const { text } = await appPage(origin, listPages.wishlist, pageTitle(listPages.wishlist));
      const data = pageData(text, listPages.wishlist);
      if (data.kind !== 'list') fail(`its first-view data is a "${data.kind}", not a list`);
      return `with its first ${data.page?.items?.length ?? 0} card(s)`;
    },
  },
  {
    name: 'post page /wishlist/{id}',
    run: async (origin, state) => {
      if (!state.apiAnswered) return fail('not asked: the API did not answer its list');
      let post = state.firstPost;
      if (!post) return 'skipped: no wishlist posted yet';
      let path = `/wishlist/${encodeURIComponent(post)}`;
      let { response, text } = await get(origin, path);
      // A post its owner deleted (or a volunteer hid) since the list was read answers 404, as it should:
      // the list's first post is asked for again, once.
      if (response.status === 404) {
        post = (await firstWishlist(origin)).id;
        if (!post) return 'skipped: no wishlist posted any more';
        path = `/wishlist/${encodeURIComponent(post)}`;
        ({ response, text } = await get(origin, path));
      }
      checkAppPage(response, text, path);
      const data = pageData(text, path);
      if (data.kind !== 'post' || data.id !== post) fail(`its first-view data is not post ${post}`);
      return `${path}, with the post`;
    },
  },
  {
    name: `gratitude wall ${wallPage}`,
    run: async (origin) => {
      const { text } = await appPage(origin, wallPage, pageTitle(wallPage));
      const data = pageData(text, wallPage);
      if (data.kind !== 'wall') fail(`its first-view data is a "${data.kind}", not the wall`);
      return `with its first ${data.page?.items?.length ?? 0} note(s)`;
    },
  },
  {
    name: 'security headers',
    run: async (origin) => {
      const { response } = await get(origin, '/');
      const wanted = ['content-security-policy', 'x-content-type-options'];
      // A promise about https only: browsers ignore it over plain http (the local stack).
      if (new URL(origin).protocol === 'https:') wanted.push('strict-transport-security');
      const missing = wanted.filter((name) => !response.headers.get(name));
      if (missing.length > 0) fail(`missing on /: ${missing.join(', ')}`);
      return wanted.join(', ');
    },
  },
];

const EDGE_CACHE: Check = {
  name: 'edge cache',
  run: async (origin) => {
    // A list page is kept at the edge a minute: the same request again is answered from there. A few
    // tries: one location has several caches, and the first ask of each is a miss.
    const seen: string[] = [];
    for (let attempt = 0; attempt < EDGE_ATTEMPTS; attempt += 1) {
      const { response } = await get(origin, listPages.wishlist);
      const xCache = response.headers.get('x-cache') ?? '(no x-cache)';
      seen.push(xCache);
      if (attempt > 0 && xCache === EDGE_HIT) return `${listPages.wishlist} again: ${xCache}`;
    }
    return fail(
      `${listPages.wishlist} asked ${EDGE_ATTEMPTS} times was never "${EDGE_HIT}" (${seen.join(', ')})`,
    );
  },
};

/** fetch's "fetch failed" says nothing: its cause names the refusal, the unknown host, the timeout. */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function runCheck(check: Check, origin: string, state: SmokeState, options: SmokeOptions) {
  const attempts = 1 + (options.retries ?? 0);
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return { check: check.name, ok: true, detail: await check.run(origin, state) };
    } catch (error) {
      last = error instanceof Failed ? error.message : `could not reach the site: ${reason(error)}`;
      if (attempt < attempts) await new Promise((done) => setTimeout(done, options.retryDelayMs ?? 10_000));
    }
  }
  return { check: check.name, ok: false, detail: last };
}

/** Every check in turn (the post page needs the API's first post), each with its result. */
export async function smokeCheck(origin: string, options: SmokeOptions): Promise<SmokeResult[]> {
  const state: SmokeState = {};
  const results: SmokeResult[] = [];
  for (const check of options.edgeCache ? [...CHECKS, EDGE_CACHE] : CHECKS) {
    results.push(await runCheck(check, origin, state, options));
  }
  return results;
}

export const formatResults = (results: SmokeResult[]) =>
  results.map(({ check, ok, detail }) => `${ok ? 'ok  ' : 'FAIL'}  ${check}: ${detail}`).join('\n');

async function main(args: string[]) {
  const origin = args.find((arg) => !arg.startsWith('--'));
  if (!origin || !/^https?:\/\/[^/]+\/?$/.test(origin)) {
    console.error('Usage: npx tsx infra/src/deploy/smoke.ts https://your-site.example.org [--no-edge-cache]');
    process.exit(2);
  }
  const results = await smokeCheck(origin, { edgeCache: !args.includes('--no-edge-cache') });
  console.log(formatResults(results));
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
