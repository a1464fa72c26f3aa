import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type * as AppRoutes from '@bookwish/shared/web/app-routes';
import type * as ShareTags from '@bookwish/shared/web/share-tags';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ViteDevServer } from 'vite';

/**
 * After the client build, render the home page to static HTML into dist/index.html (see
 * src/app/prerender.tsx): the first paint on / no longer waits for the JavaScript. index.html is also
 * the fallback for every other path, so an inline head script marks non-home paths and CSS hides the
 * prerendered home there until the app renders the right page.
 */
function prerenderHome(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bookwish-prerender-home',
    apply: 'build',
    configResolved(config) {
      outDir = `${config.root}/${config.build.outDir}`;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      try {
        const { renderHome } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderHome: () => Promise<string>;
        };
        const { lazyPages } = (await server.ssrLoadModule('/src/app/router.tsx')) as {
          lazyPages: Array<{ path: string; load: () => unknown }>;
        };
        const html = await renderHome();
        const preload = routePreloads(lazyPages, `${outDir}/.vite/manifest.json`);
        const file = `${outDir}/index.html`;
        const page = readFileSync(file, 'utf8');
        if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        const lowPriority = (html: string) =>
          html.replace(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          );
        // The 404 page goes without route preloads: CloudFront's function answers it inline (10 KB cap).
        await prerenderHeads(
          server,
          outDir,
          lowPriority(page.replace('/*ROUTE_PRELOADS*/[]', JSON.stringify(preload))),
          lowPriority(page),
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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * For each lazy page: a pattern of its path and the chunks it needs that the entry does not already
 * load. index.html's head script preloads them for the path a visitor lands on, so the page's code
 * downloads alongside the app instead of after it. The module of a page is read from its loader's
 * source (the dynamic import), so router.tsx stays the one place that pairs paths with pages.
 */
function routePreloads(pages: Array<{ path: string; load: () => unknown }>, manifestFile: string) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const initial = entry ? closure(entry) : new Set<string>();
  const result: Array<[string, string[]]> = [];
  for (const { path, load } of pages) {
    const module = /["'`]\/?(src\/[^"'`]+\.tsx?)["'`]/.exec(String(load))?.[1];
    if (path === '*' || !module || !manifest[module]) continue;
    const files = [...closure(module)]
      .filter((key) => !initial.has(key))
      .map((key) => `/${manifest[key]?.file}`);
    const pattern = `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;
    result.push([pattern, files]);
  }
  return result;
}

// `npm run dev -w @bookwish/web` alone proxies the API, images and config to the local stack
// (npm start / npm run dev at the root serve everything from one origin instead).
const stack = process.env.BOOKWISH_STACK_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderHome()],
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
  },
});
