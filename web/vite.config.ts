import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as Locales from '@bookwish/shared/i18n/locales';
import type * as AppRoutes from '@bookwish/shared/web/app-routes';
import type * as ExploreShell from '@bookwish/shared/web/explore-shell';
import type * as ShareTags from '@bookwish/shared/web/share-tags';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCALES, type Locale } from '../shared/src/i18n/locales.ts';
import { DEPLOY_GRACE_DAYS } from '../shared/src/web/deploy-grace.ts';
import { SESSION_LIFETIME_S } from '../shared/src/web/session-lifetime.ts';
import { appManifest, localisedManifests } from './app-manifests.ts';
import { linguiCatalogues, readCatalogue } from './i18n-catalogues.ts';
import type * as Prerender from './src/app/prerender.tsx';

/**
 * After the client build, render the home page to static HTML into dist/index.html (see
 * src/app/prerender.tsx): the first paint on / no longer waits for the JavaScript. index.html is also
 * the fallback for every other path, so an inline head script marks non-home paths and CSS hides the
 * prerendered home there until the app renders the right page. The post shell (dist/_shells/post.html)
 * is the frame of a post page, which the servers fill with the post's cover: painted before the app.
 */
/** The head scripts' whole-line comments left out of the built pages: they are for readers of
 * index.html, not for every visitor's download (the 404 page is fetched from the bucket by
 * CloudFront's function, not inlined in it: infra/src/site.ts). The CSP hashes are taken from the built pages, so they match what is served. */
export function withoutScriptComments(html: string): string {
  return html.replace(
    /(<script(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)(<\/script>)/g,
    (_, open: string, body: string, close: string) =>
      `${open}${body
        .split('\n')
        .filter((line) => !/^\s*\/\/ /.test(line))
        .join('\n')}${close}`,
  );
}

/** Where a build plugin reads and writes: the project's root and the build's folder, once resolved. */
function buildFolders() {
  const folders = { root: '', outDir: 'dist' };
  return {
    folders,
    configResolved(config: ResolvedConfig) {
      folders.root = config.root;
      folders.outDir = resolve(config.root, config.build.outDir);
    },
  };
}

function prerenderHome(): Plugin {
  const { folders, configResolved } = buildFolders();
  const chunks: BuiltChunk[] = [];
  return {
    name: 'bookwish-prerender-home',
    apply: 'build',
    configResolved,
    generateBundle(_options, bundle) {
      // Which modules each chunk holds: a page grouped into a shared chunk (codeSplitting below) has
      // no manifest entry of its own.
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          chunks.push({
            file: output.fileName,
            isEntry: output.isEntry,
            imports: output.imports,
            modules: output.moduleIds,
          });
        }
      }
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        plugins: [linguiCatalogues(), react()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      try {
        const { renderHome, renderPostShell, renderExploreShell } = (await server.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as typeof Prerender;
        const { lazyPages } = (await server.ssrLoadModule('/src/app/router.tsx')) as {
          lazyPages: Array<{ path: string; load: () => unknown }>;
        };
        const { connectionMessages } = (await server.ssrLoadModule(
          '@bookwish/shared/domain/messages',
        )) as typeof import('@bookwish/shared/domain/messages');
        const html = await renderHome();
        const preload = routePreloads(lazyPages, chunks, folders.root);
        const file = `${folders.outDir}/index.html`;
        // The post shell's own words when the app's script does not arrive (index.html's head script),
        // in each language: inline, as that is when a further file would not arrive either.
        const shellTexts = Object.fromEntries(
          LOCALES.map((locale) => {
            const own = readCatalogue(locale);
            const text = (key: keyof typeof connectionMessages) =>
              own[`msg.connection.${key}`] ?? connectionMessages[key];
            return [
              locale,
              { shellFailed: text('shellFailed'), shellSlow: text('shellSlow'), reload: text('reload') },
            ];
          }),
        );
        const translated = await prerenderedLanguages(folders.outDir, {
          home: renderHome,
          post: renderPostShell,
        });
        const page = withoutScriptComments(readFileSync(file, 'utf8'))
          .replace('/*SHELL_TEXTS*/ {}', JSON.stringify(shellTexts))
          .replace('/*PRERENDERED_LANGUAGES*/ {}', JSON.stringify(translated));
        if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        const lowPriority = (html: string) =>
          html.replace(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          );
        // The 404 page goes without route preloads: no page's chunks are worth fetching on it.
        await prerenderHeads(
          server,
          folders.outDir,
          lowPriority(page.replace('/*ROUTE_PRELOADS*/[]', JSON.stringify(preload))),
          lowPriority(page),
        );
        // The post shell: what the local front and the AWS page function fill with a post's cover.
        mkdirSync(`${folders.outDir}/_shells`, { recursive: true });
        // The shell asks for the app's code itself, its page's chunks and catalogue with it, once the
        // post's cover has painted (index.html's head script): on a phone the cover then has the
        // connection to itself.
        const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = entryScript.exec(page)?.[1];
        if (!entry) throw new Error('index.html has no module script for the post shell to start');
        writeFileSync(
          `${folders.outDir}/_shells/post.html`,
          page
            .replace('/*ROUTE_PRELOADS*/[]', JSON.stringify(preload))
            .replace(/<html\b/, '<html data-post-shell')
            .replace(entryScript, '')
            .replace(
              '<div id="root"></div>',
              `<div id="root"><div data-prerendered data-shell="post" data-entry="${entry}">${await renderPostShell()}</div></div>`,
            ),
        );
        await writeExploreShells(server, folders.outDir, renderExploreShell, (head: string, body: string) =>
          page
            .replace('/*ROUTE_PRELOADS*/[]', JSON.stringify(preload))
            .replace(/<html\b/, '<html data-post-shell')
            .replace(entryScript, '')
            .replace('</head>', () => `  ${head}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              () =>
                `<div id="root"><div data-prerendered data-shell="explore" data-entry="${entry}">${body}</div></div>`,
            ),
        );
        writeFileSync(
          file,
          page
            .replace('<div id="root"></div>', `<div id="root"><div data-prerendered>${html}</div></div>`)
            .replace('/*ROUTE_PRELOADS*/[]', JSON.stringify(preload))
            // The first paint needs no JavaScript any more: let the HTML, CSS and images go first.
            .replace(
              '<script type="module" crossorigin',
              '<script type="module" fetchpriority="low" crossorigin',
            )
            .replaceAll(
              '<link rel="modulepreload" crossorigin',
              '<link rel="modulepreload" fetchpriority="low" crossorigin',
            ),
        );
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The prerendered home page and post shell in each language but English (the one index.html and the
 * shell carry), as dist/assets/prerendered-<page>.<locale>.<hash>.html: index.html's head script
 * fetches the visitor's and puts it in place of the English before the words are painted, so the
 * page, its menu's labels and its alt texts are in their language before the app starts. Files, not
 * inline: an English visitor's page does not grow by five languages. Returns locale → page → URL.
 */
async function prerenderedLanguages(
  outDir: string,
  renders: Record<'home' | 'post', (locale: Locale) => Promise<string>>,
): Promise<Record<string, Record<string, string>>> {
  const urls: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const pages: Record<string, string> = {};
    for (const [page, render] of Object.entries(renders)) {
      const html = await render(locale);
      const hash = createHash('sha256').update(html).digest('hex').slice(0, 10);
      const name = `assets/prerendered-${page}.${locale}.${hash}.html`;
      writeFileSync(`${outDir}/${name}`, html);
      pages[page] = `/${name}`;
    }
    urls[locale] = pages;
  }
  return urls;
}

/**
 * Each static page's own head (title, description, og: tags) in dist/<path>/index.html, and the
 * 404 page's in dist/404.html: what the local front and CloudFront serve for those paths, so a
 * crawler without JavaScript reads the right page. These carry no prerendered body (only / does);
 * the 404 page stays small enough for the CloudFront function that answers unknown paths.
 */
async function prerenderHeads(server: ViteDevServer, outDir: string, shell: string, notFoundShell: string) {
  const { staticPages } = (await server.ssrLoadModule('@bookwish/shared/web/app-routes')) as typeof AppRoutes;
  const tags = (await server.ssrLoadModule('@bookwish/shared/web/share-tags')) as typeof ShareTags;
  for (const page of staticPages) {
    if (page.path === '/') continue;
    mkdirSync(`${outDir}${page.path}`, { recursive: true });
    writeFileSync(`${outDir}${page.path}/index.html`, tags.injectHead(shell, tags.pageHead(page)));
  }
  writeFileSync(`${outDir}/404.html`, tags.injectHead(notFoundShell, tags.notFoundHead()));
}

/**
 * The explore shells (shared/src/web/explore-shell.ts): /wishlists and /treats in each language,
 * with their own head and stand-in cards, which the local front and the page function fill with the
 * first page of the list. Like the post shell, the page starts the app's code once the first cover
 * has painted (index.html's head script). `page(head, body)`: the built page around them.
 */
async function writeExploreShells(
  server: ViteDevServer,
  outDir: string,
  render: typeof Prerender.renderExploreShell,
  page: (head: string, body: string) => string,
) {
  const { listPages, staticPages } = (await server.ssrLoadModule(
    '@bookwish/shared/web/app-routes',
  )) as typeof AppRoutes;
  const tags = (await server.ssrLoadModule('@bookwish/shared/web/share-tags')) as typeof ShareTags;
  const { LOCALES } = (await server.ssrLoadModule('@bookwish/shared/i18n/locales')) as typeof Locales;
  const { exploreShellPath } = (await server.ssrLoadModule(
    '@bookwish/shared/web/explore-shell',
  )) as typeof ExploreShell;
  for (const kind of ['wishlist', 'treat'] as const) {
    const staticPage = staticPages.find((p) => p.path === listPages[kind]);
    if (!staticPage) throw new Error(`${listPages[kind]} is no static page of the app`);
    for (const locale of LOCALES) {
      const { body, words } = await render(kind, locale);
      const file = `${outDir}${exploreShellPath(kind, locale)}.html`;
      writeFileSync(file, tags.injectHead(page(words, body), tags.pageHead(staticPage)));
    }
  }
}

interface BuiltChunk {
  file: string;
  isEntry: boolean;
  /** Files it imports statically. */
  imports: string[];
  /** Absolute ids of the modules in it. */
  modules: string[];
}

/**
 * For each lazy page: a pattern of its path and the chunks it needs that the entry does not already
 * load. index.html's head script preloads them for the path a visitor lands on, so the page's code
 * downloads alongside the app instead of after it. The module of a page is read from its loader's
 * source (the dynamic import), so router.tsx stays the one place that pairs paths with pages.
 */
function routePreloads(
  pages: Array<{ path: string; load: () => unknown }>,
  chunks: BuiltChunk[],
  root: string,
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file) || !byFile.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? closure(entry.file) : new Set<string>();
  // Every lazy page comes with the query cache's provider (components/lazy-part.tsx): its chunks too,
  // or they are found only once the entry has run, a round trip after the page's own.
  const scope = chunks.find((c) => c.modules.includes(resolve(root, 'src/lib/query-scope.tsx')));
  if (!scope) throw new Error('no chunk holds src/lib/query-scope.tsx, which every lazy page loads');
  const result: Array<[string, string[]]> = [];
  for (const { path, load } of pages) {
    const module = /["'`]\/?(src\/[^"'`]+\.tsx?)["'`]/.exec(String(load))?.[1];
    const chunk = module && chunks.find((c) => c.modules.includes(resolve(root, module)));
    if (path === '*' || !chunk) continue;
    const needed = new Set([...closure(chunk.file), ...closure(scope.file)]);
    const files = [...needed].filter((file) => !initial.has(file)).map((file) => `/${file}`);
    const pattern = `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;
    result.push([pattern, files]);
  }
  return result;
}

/**
 * What each chunk is made of: dist/.vite/bundle-map.json lists, per output file, every module's
 * rendered length and gzip size (before minification). `npm run bench:web` groups the home page's
 * initial chunks by package with it, so a change that pulls a library before the first paint shows
 * whose bytes they are.
 */
function bundleMap(): Plugin {
  const { folders, configResolved } = buildFolders();
  return {
    name: 'bookwish-bundle-map',
    apply: 'build',
    configResolved,
    generateBundle(_options, bundle) {
      const map: Record<string, Record<string, { raw: number; gzip: number }>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, { raw: number; gzip: number }> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const code = module.code ?? '';
          if (!code) continue;
          modules[relative(folders.root, id)] = { raw: code.length, gzip: gzipSync(code).length };
        }
        map[output.fileName] = modules;
      }
      mkdirSync(`${folders.outDir}/.vite`, { recursive: true });
      writeFileSync(`${folders.outDir}/.vite/bundle-map.json`, JSON.stringify(map));
    },
  };
}

// `npm run dev -w @bookwish/web` alone proxies the API, images and config to the local stack
// (npm start / npm run dev at the root serve everything from one origin instead).
const stack = process.env.BOOKWISH_STACK_URL ?? 'http://localhost:8080';

/**
 * The installable app: a web app manifest and a Workbox service worker (sw.js), registered after the
 * page is idle by src/lib/service-worker.ts. Precached: the app's code (every route's chunk, so an
 * offline navigation finds its page's code), its CSS, the home page (index.html, also the offline
 * fallback of any page not read before) and the icons; images and the API are not.
 * Navigations go to the network first: a post page arrives server-rendered with its data (the local
 * front and the page function fill _shells/post.html), so the cache only answers when the network does
 * not, within a few seconds. Visitors' API reads (no Authorization) are kept the same way; of a
 * member's, only the posts they read, filed under their own id (perMember) and emptied when their
 * session ends, as their answers carry private fields and a shared device must not show them. Nothing
 * under /api/ is kept as a page, no answer marked no-store or private is kept at all, and the runtime
 * caches are emptied when a session ends (src/lib/member-session.ts).
 * Runs after prerenderHome (its closeBundle is sequential), so the precached index.html's revision is
 * that of the prerendered page.
 */
/** Workbox caches a 200 whatever its Cache-Control says: an answer marked no-store or private (a
 * member's own page, an unsubscribe page) is passed to the page and never kept. Serialised into sw.js,
 * so it refers to nothing outside itself. */
const notStoredWhenPrivate = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/** A member's own reads are kept under a key that names the member (the id token's sub, read without
 * checking: the worker only files the answer, the server checked the token): another member signed
 * in on the same phone never finds them, and they go with the session (src/lib/member-session.ts).
 * Serialised into sw.js, so it refers to nothing outside itself. */
const perMember = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const payload = (request.headers.get('authorization') ?? '').split('.')[1] ?? '';
    let member = '';
    try {
      member = String(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub ?? '');
    } catch {
      member = '';
    }
    const url = new URL(request.url);
    url.searchParams.set('_member', member);
    return url.href;
  },
};

/** How long a member's own read of a post is served offline (the member-reads cache). */
const MEMBER_READ_HOURS = 24;

/** The worker's cache of the code of builds it replaced (previousBuilds). */
const PREVIOUS_BUILDS = 'previous-builds';
const GRACE_MS = DEPLOY_GRACE_DAYS * 24 * 60 * 60 * 1000;

/**
 * A deploy never leaves a phone with a page whose scripts are gone. The pages cache keeps a page read
 * before a deploy; reopened offline, or on a link slower than its timeout, it is the old build's HTML,
 * and the new worker's precache holds only the new build's code. So a new worker, as it installs
 * (before Workbox's activation drops the old build's entries from the precache), copies every asset
 * the precache holds into PREVIOUS_BUILDS, dated; entries older than DEPLOY_GRACE_DAYS go. An unchanged
 * asset may be kept twice until then (at most one build's code). Serialised into
 * sw-previous-builds.js, which sw.js imports first, so it refers to nothing outside itself.
 */
function keepPreviousBuilds(cacheName: string, graceMs: number): void {
  const worker = self as unknown as {
    addEventListener(
      type: 'install',
      listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
    ): void;
  };
  worker.addEventListener('install', (event) => {
    const keep = async () => {
      // The old build's entries first, before this worker's own start arriving in the precache.
      const precaches = (await caches.keys()).filter((name) => /^workbox-precache/.test(name));
      const held = await Promise.all(
        precaches.map(async (name) => {
          const precache = await caches.open(name);
          return { precache, requests: await precache.keys() };
        }),
      );
      const kept = await caches.open(cacheName);
      const now = Date.now();
      for (const request of await kept.keys()) {
        const since = Number((await kept.match(request))?.headers.get('x-kept-since') ?? 0);
        if (now - since > graceMs) await kept.delete(request);
      }
      for (const { precache, requests } of held) {
        for (const request of requests) {
          if (!new URL(request.url).pathname.startsWith('/assets/') || (await kept.match(request))) continue;
          const response = await precache.match(request);
          if (!response?.ok) continue;
          const headers = new Headers(response.headers);
          headers.set('x-kept-since', String(now));
          await kept.put(request, new Response(await response.blob(), { status: 200, headers }));
        }
      }
    };
    // Keeping is a kindness: a failure never stops the new build from installing.
    event.waitUntil(keep().catch(() => undefined));
  });
}

/** Emits sw-previous-builds.js (keepPreviousBuilds), which sw.js imports. */
function previousBuildsScript(): Plugin {
  return {
    name: 'bookwish-sw-previous-builds',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sw-previous-builds.js',
        source: `(${keepPreviousBuilds.toString()})(${JSON.stringify(PREVIOUS_BUILDS)}, ${GRACE_MS});\n`,
      });
    },
  };
}

function installableApp() {
  return VitePWA({
    // src/lib/service-worker.ts registers it itself, after idle (no workbox-window in the entry).
    injectRegister: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: appManifest('en'),
    includeManifestIcons: true,
    workbox: {
      // The barcode reader's WebAssembly (about 0.95 MB) with the rest of the app's code: a reader that
      // works offline, and through a deploy's grace period as the old build's other files do.
      globPatterns: ['assets/**/*.{js,css,wasm}', 'index.html', 'img/logo*.svg', 'img/default-*.svg'],
      // Not index.html for every navigation: post pages come from the server with their data. Nor
      // the precached index.html for / (Workbox's directoryIndex): the home page goes to the network
      // first like any page, so a visit after a deploy gets the new build, not the one kept.
      navigateFallback: null,
      directoryIndex: null,
      inlineWorkboxRuntime: true,
      // A new build's worker takes over at once; src/lib/service-worker.ts then loads the next page
      // the tab opens in full, from the new build.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // The previous build's code kept (sw-previous-builds.js); notifications on the member's device,
      // shown and opened by public/push-sw.js.
      importScripts: ['sw-previous-builds.js', 'push-sw.js'],
      runtimeCaching: [
        {
          // An asset the precache lacks: a previous build's, from what keepPreviousBuilds kept, else
          // the network (the site keeps it DEPLOY_GRACE_DAYS too); never stored from the network.
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: PREVIOUS_BUILDS, plugins: [{ cacheWillUpdate: async () => null }] },
        },
        {
          // Never /api/: an email's unsubscribe page carries its signed token in the address.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 4,
            // No longer than a replaced build's code is kept (keepPreviousBuilds, the site's sweep).
            expiration: { maxEntries: 40, maxAgeSeconds: DEPLOY_GRACE_DAYS * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
            plugins: [notStoredWhenPrivate],
          },
        },
        {
          urlPattern: ({ url, request }) =>
            url.pathname.startsWith('/api/') &&
            request.method === 'GET' &&
            !request.headers.has('authorization'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'visitor-reads',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            plugins: [notStoredWhenPrivate],
          },
        },
        {
          // A post a member read, for rereading offline: theirs alone (perMember), emptied when their
          // session ends. Their answers say private, no-store to every other cache; this one is the
          // member's own copy on their own device, as a draft is. It may hold an address, a message or
          // a tracking number, so it is served for a day at most (MEMBER_READ_HOURS): long enough to
          // reread an address on the way to the post office, short enough for a lost phone.
          urlPattern: ({ url, request }) =>
            /^\/api\/(wishlists|treats)\/[^/]+$/.test(url.pathname) &&
            request.method === 'GET' &&
            request.headers.has('authorization'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'member-reads',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 30, maxAgeSeconds: MEMBER_READ_HOURS * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            plugins: [perMember],
          },
        },
      ],
    },
  });
}

/** React Router's production build. Its package exports only its development build for now (a stopgap,
 * its maintainers say), whose dev warnings and their texts would ship to every visitor.
 * Both of its entries are mapped, so the app never holds two copies (two router contexts). */
function reactRouterProduction() {
  const development = dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = resolve(development, '../production');
  return [
    { find: /^react-router$/, replacement: `${production}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${production}/dom-export.mjs` },
  ];
}

/** index.html's head script counts a stored session out after the sign-in's lifetime: the one number
 * in shared/src/web/session-lifetime.ts, written in here for the dev server and the build alike. */
function sessionLifetime(): Plugin {
  const placeholder = '/*SESSION_LIFETIME_S*/ 0';
  return {
    name: 'bookwish-session-lifetime',
    transformIndexHtml(html) {
      if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
      return html.replace(placeholder, String(SESSION_LIFETIME_S));
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    sessionLifetime(),
    linguiCatalogues(),
    react(),
    tailwindcss(),
    bundleMap(),
    prerenderHome(),
    previousBuildsScript(),
    installableApp(),
    localisedManifests(),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  server: {
    proxy: {
      '/api': stack,
      '/images': stack,
      '/config.json': stack,
      '/_dev': stack,
    },
  },
  build: {
    target: 'es2022',
    // Small initial bundle matters more than fewer requests: the bench script reads this manifest.
    manifest: true,
    sourcemap: false,
    // Every browser we support has <link rel=modulepreload>; skip the polyfill's bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger files on the way to the first paint. Left to itself, Rolldown split
        // every module shared by the entry and a page into a file of its own: the entry was nine files
        // and a post page ten more, each a round trip on a phone (a connection carries one request at
        // a time over HTTP/1.1). Now the entry and what it imports statically are one file, and the
        // four post pages (wishlists, treats and one of each) with what they import are one more:
        // a visitor's first post page needs two scripts, both fetched in parallel (routePreloads).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'posts',
              test: /src[\\/]features[\\/]posts[\\/](wishlists|treats|wishlist|treat)-page\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
