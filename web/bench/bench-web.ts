// npm run bench:web — the web budget. A script, not a test: it prints numbers.
//  1. The home route's initial JavaScript, gzipped: the entry chunk plus everything it imports
//     statically (what the browser must fetch before the first render), and what it is made of by
//     package (dist/.vite/bundle-map.json, written by the build). Budget: budgets.json.
//     Also listed: chunks the home page requests after its first render (the lazy Toaster and the
//     Explore Wishlists grid), which do not block it.
//  2. Lighthouse (npm `lighthouse` 12, the last line supporting Node 20, with Debian's chromium),
//     mobile preset, on /, /wishlists, /treats and one wishlist page (one with a cover) of the seeded local
//     stack; median of BENCH_RUNS runs (default 3): performance, LCP, CLS, TBT and the image bytes of
//     the first view (every image fetched on load in the 412x823 mobile viewport, lazy ones below
//     the fold only when the browser's own lazy-load margin reached them; no full-page screenshot).
//     Each figure is printed with OK or OVER against web/bench/budgets.json.
//     The seed's covers are phone-like JPEGs (300 KB to 1 MB, EXIF and GPS) processed by the real
//     pipeline. BENCH_COVERS=N (default 30) first posts more wishes with such photos through the API,
//     as Wendy, until the newest N wishlists all have a cover: a full first page of /wishlists, the
//     case that once measured (62, LCP 34.5 s, 20.8 MB). BENCH_COVERS=0 measures the bare seed.
//     BENCH_LIGHTHOUSE=0 prints sizes only.
// Exit code 1 only when the size budget is exceeded (deterministic); Lighthouse scores are reported.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { budgetOf, readBudgets, verdict, withinBudget } from '../../functions/bench/budget.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.ts';

const KB = 1000;
const budgets = readBudgets(new URL('./budgets.json', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}web/dist/`;
const reports = `${tmpdir()}/bookwish-lighthouse/`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const file = `${dist}.vite/manifest.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build -w @bookwish/web first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk and all chunks it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(`${dist}${file}`);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function reportSizes(): boolean {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const initialKeys = staticClosure(manifest, entryKey);
  const initialFiles = [...initialKeys].map((key) => manifest[key]?.file ?? key);
  const initial = sizes(initialFiles);
  const css = sizes([...new Set([...initialKeys].flatMap((key) => manifest[key]?.css ?? []))]);

  // What the home page asks for right after its first render.
  const deferredRoots = Object.keys(manifest).filter((key) =>
    /app\/toaster\.tsx$|features\/posts\/home-wishlists\.tsx$/.test(key),
  );
  const deferredKeys = new Set<string>();
  for (const key of deferredRoots) for (const k of staticClosure(manifest, key)) deferredKeys.add(k);
  for (const key of initialKeys) deferredKeys.delete(key);
  const deferred = sizes([...deferredKeys].map((key) => manifest[key]?.file ?? key));

  const budget = budgetOf(budgets, 'home initial JavaScript gzip');
  const ok = withinBudget(initial.gzip / KB, budget);
  console.log('Home route, initial JavaScript (entry + static imports):');
  for (const file of initialFiles) console.log(`  ${file}`);
  console.log(
    `  gzip ${kb(initial.gzip)} (${verdict(initial.gzip / KB, budget)}), brotli ${kb(initial.brotli)}, raw ${kb(initial.raw)}`,
  );
  printPackages(initialFiles, initial.gzip);
  console.log(`Home route, CSS: gzip ${kb(css.gzip)}, raw ${kb(css.raw)}`);
  console.log(
    `Home route, after first render (Toaster, Explore Wishlists grid): gzip ${kb(deferred.gzip)} in ${deferredKeys.size} chunks`,
  );
  return ok;
}

/**
 * What the initial files are made of, by package (our own code by folder under web/src), largest
 * first. The build's bundle map gives each module's gzip size before minification; the shares are
 * applied to the real (minified) gzip total, so the column adds up to the figure above.
 */
function printPackages(files: string[], gzipTotal: number): void {
  const file = `${dist}.vite/bundle-map.json`;
  if (!existsSync(file)) {
    console.log('  (no dist/.vite/bundle-map.json: built without the bundle map)');
    return;
  }
  const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, { gzip: number }>>;
  const byPackage = new Map<string, number>();
  for (const output of files) {
    for (const [id, { gzip }] of Object.entries(map[output] ?? {})) {
      const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
      const ours = /^(?:\.\.\/)?((?:src|shared\/src)\/[^/]+(?:\/[^/.]+(?=\/))?)/.exec(id)?.[1];
      const name = dependency ?? ours ?? id.replace(/^[\0\s]+/, '');
      byPackage.set(name, (byPackage.get(name) ?? 0) + gzip);
    }
  }
  const sum = [...byPackage.values()].reduce((a, b) => a + b, 0);
  console.log('  by package (share of the gzip total; under 0.5% left out):');
  for (const [name, gzip] of [...byPackage].sort((a, b) => b[1] - a[1])) {
    const share = gzip / sum;
    if (share < 0.005) continue;
    console.log(
      `    ${name.padEnd(34)} ${kb(share * gzipTotal).padStart(9)}  ${(share * 100).toFixed(1).padStart(5)}%`,
    );
  }
}

/** Starts the seeded local stack (or, without it, vite preview of web/dist) on a free port. */
async function startServer(): Promise<{ url: string; process: ChildProcess; kind: string }> {
  const stack = existsSync(`${root}functions/src/local/e2e-server.ts`);
  const child = stack
    ? spawn('npx', ['tsx', 'functions/src/local/e2e-server.ts'], {
        cwd: root,
        env: { ...process.env, PORT: '0', E2E_QUIET: '1' },
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn('npx', ['vite', 'preview', '--port', '0'], {
        cwd: `${root}web`,
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
  const pattern = stack ? /ready at (https?:\/\/[^\s/]+)/ : /Local:\s+(https?:\/\/[^\s/]+)/;
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, process: child, kind: stack ? 'local stack (seeded)' : 'vite preview (no API)' };
}

function stopServer(child: ChildProcess): void {
  // The server runs in its own process group (detached): end the group, i.e. npx and its children.
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/**
 * CloudFront compresses text responses (brotli or gzip) for the browser; the local front does not.
 * So Lighthouse measures what a member gets in AWS, the bench puts this compressing proxy in front of
 * the local server. Nothing else changes: same paths, headers and bodies.
 */
async function compressingProxy(target: string): Promise<{ url: string; close: () => void }> {
  const upstream = new URL(target);
  const compressible = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (reply) => {
        const type = String(reply.headers['content-type'] ?? '');
        const accepts = String(request.headers['accept-encoding'] ?? '');
        const encoding = compressible.test(type)
          ? /\bbr\b/.test(accepts)
            ? 'br'
            : /gzip/.test(accepts)
              ? 'gzip'
              : null
          : null;
        const outHeaders = { ...reply.headers };
        if (encoding) {
          delete outHeaders['content-length'];
          outHeaders['content-encoding'] = encoding;
          outHeaders.vary = 'accept-encoding';
        }
        response.writeHead(reply.statusCode ?? 502, outHeaders);
        if (encoding)
          reply
            .pipe(
              encoding === 'br'
                ? // CDN-like on-the-fly quality; brotli's default (11) is far too slow for live responses.
                  createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
                : createGzip(),
            )
            .pipe(response);
        else reply.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

interface Card {
  id: string;
  coverImage?: unknown;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Posts wishes with phone-like cover photos (the seed's generator: 900x1200 JPEGs of 300 KB to 1 MB
 * with EXIF and GPS) through the public API, as the demo member Wendy, until the newest `want`
 * wishlists all have a cover. Each goes the member's way: ticket, presigned PUT, create (attach).
 */
async function topUpCovers(base: string, want: number): Promise<void> {
  const newest = await json<{ items: Card[] }>(await fetch(`${base}/api/wishlists?limit=${want}`), 'list');
  const missing = want - newest.items.filter((item) => item.coverImage).length;
  if (missing <= 0) return;
  const { samplePhoto } = await import('../../functions/src/images/sample-photo.ts');
  const config = await json<{ userPoolClientId: string; cognitoEndpoint: string }>(
    await fetch(`${base}/config.json`),
    'config',
  );
  const auth = await json<{ AuthenticationResult: { IdToken: string } }>(
    await fetch(config.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: config.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'wendy@example.org', PASSWORD: 'bookwish1' },
      }),
    }),
    'log-in',
  );
  const authorization = `Bearer ${auth.AuthenticationResult.IdToken}`;
  const started = Date.now();
  let bytes = 0;
  for (let i = 0; i < missing; i++) {
    const hue = (i * 47) % 360;
    const rgb = (h: number): [number, number, number] => [
      Math.round(128 + 100 * Math.cos((h * Math.PI) / 180)),
      Math.round(128 + 100 * Math.cos(((h - 120) * Math.PI) / 180)),
      Math.round(128 + 100 * Math.cos(((h + 120) * Math.PI) / 180)),
    ];
    const photo = await samplePhoto({
      width: 900,
      height: 1200,
      top: rgb(hue),
      bottom: rgb(hue + 150),
      grain: 34,
      quality: 88,
      exif: true,
      gps: { lat: 49.28, lon: -123.12 },
      seed: 1000 + i,
    });
    bytes += photo.length;
    const ticket = await json<{ uploadUrl: string; key: string; headers: Record<string, string> }>(
      await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'cover', contentType: 'image/jpeg', size: photo.length }),
      }),
      'upload ticket',
    );
    const put = await fetch(ticket.uploadUrl, {
      method: 'PUT',
      headers: ticket.headers,
      body: new Uint8Array(photo),
    });
    if (!put.ok) throw new Error(`PUT: HTTP ${put.status}`);
    await json(
      await fetch(`${base}/api/wishlists`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Bench wish ${i + 1}`,
          author: 'A. Author',
          destination: 'Canada',
          purchaseLink: 'https://www.example.org/book',
          price: 'CAD 20.00',
          message: 'Posted by bench:web with a phone photo as its cover.',
          coverKey: ticket.key,
        }),
      }),
      'create',
    );
  }
  console.log(
    `Posted ${missing} wishes with phone-like covers (${kb(bytes / missing)} average upload) in ${((Date.now() - started) / 1000).toFixed(0)} s, so the newest ${want} wishlists all have one.`,
  );
}

/** Bytes of every image the page fetched (transfer size: what crossed the network). */
function imageBytes(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const details = lhr.audits['network-requests']?.details as
    | { items?: Array<{ resourceType?: string; transferSize?: number }> }
    | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Image')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** When the first paint was presented in the load Lighthouse traced (unthrottled), in ms. */
function observedFirstPaint(lhr: { audits: Record<string, { details?: unknown } | undefined> }): number {
  const details = lhr.audits.metrics?.details as
    | { items?: Array<{ observedFirstPaint?: number }> }
    | undefined;
  return details?.items?.[0]?.observedFirstPaint ?? Number.NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function lighthouseScores(): Promise<void> {
  let lighthouse: typeof import('lighthouse').default;
  let chromeLauncher: typeof import('chrome-launcher');
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (error) {
    console.log(`Lighthouse not available (${(error as Error).message}); sizes only.`);
    return;
  }
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const server = await startServer();
  const proxy = await compressingProxy(server.url);
  // A browser that cannot start (none installed yet) must not leave the stack and its DynamoDB Local
  // running behind the bench, slowing every later run on the machine.
  const chrome = await chromeLauncher
    .launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] })
    .catch((error: unknown) => {
      proxy.close();
      stopServer(server.process);
      throw error;
    });
  try {
    const pages: Array<[string, string]> = [
      ['/', `${proxy.url}/`],
      ['/wishlists', `${proxy.url}/wishlists`],
      ['/treats', `${proxy.url}/treats`],
    ];
    const covers = Number(process.env.BENCH_COVERS ?? 30);
    if (covers > 0) await topUpCovers(server.url, covers);
    // The wishlist page measured: the newest wish with a cover (a page without one has no image).
    const list = await fetch(`${server.url}/api/wishlists?limit=30`).catch(() => null);
    const items = list?.ok ? ((await list.json()) as { items?: Card[] }).items : undefined;
    const first = (items?.find((item) => item.coverImage) ?? items?.[0])?.id;
    if (first) pages.push(['/wishlist/{id}', `${proxy.url}/wishlist/${first}`]);
    else console.log('No wishlist from the API: the wishlist page is not measured.');

    console.log(
      `\nLighthouse 12, mobile preset, ${server.kind} at ${server.url} behind a compressing proxy (as CloudFront), median of ${runs} run(s):`,
    );
    console.log(
      `  machine load (1 min average) at start: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    console.log(
      '  page              performance  accessibility  best-practices  LCP      CLS     TBT      images',
    );
    const overs: string[] = [];
    for (const [name, url] of pages) {
      const samples: Array<{
        perf: number;
        a11y: number;
        bp: number;
        lcp: number;
        cls: number;
        tbt: number;
        images: number;
        firstPaint: number;
        benchmarkIndex: number;
      }> = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The full-page screenshot stretches the viewport to the whole page, which pulls in every
          // lazy image: the image bytes would then be the whole page's, not the first view's.
          disableFullPageScreenshot: true,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        // Full reports for a closer look, outside the repository.
        mkdirSync(reports, { recursive: true });
        writeFileSync(
          `${reports}${name.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`,
          JSON.stringify(lhr),
        );
        samples.push({
          perf: (lhr.categories.performance?.score ?? 0) * 100,
          a11y: (lhr.categories.accessibility?.score ?? 0) * 100,
          bp: (lhr.categories['best-practices']?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          images: imageBytes(lhr),
          firstPaint: observedFirstPaint(lhr),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
        for (const [category, entry] of Object.entries(lhr.categories)) {
          for (const ref of entry.auditRefs) {
            const audit = lhr.audits[ref.id];
            if (
              ref.weight > 0 &&
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              category !== 'performance'
            ) {
              console.log(`    (${name}, run ${run + 1}) ${category}: ${ref.id} ${audit.title}`);
            }
          }
        }
      }
      const m = (pick: (s: (typeof samples)[number]) => number) => median(samples.map(pick));
      const cells = [
        String(Math.round(m((s) => s.perf))).padStart(11),
        String(Math.round(m((s) => s.a11y))).padStart(15),
        String(Math.round(m((s) => s.bp))).padStart(16),
        `  ${(m((s) => s.lcp) / 1000).toFixed(2)} s`.padEnd(11),
        m((s) => s.cls)
          .toFixed(3)
          .padEnd(8),
        `${Math.round(m((s) => s.tbt))} ms`.padEnd(9),
        kb(m((s) => s.images)),
      ];
      console.log(`  ${name.padEnd(18)}${cells.join('')}`);
      const figures: Array<[string, number]> = [
        ['performance', m((s) => s.perf)],
        ['accessibility', m((s) => s.a11y)],
        ['best practices', m((s) => s.bp)],
        ['LCP', m((s) => s.lcp) / 1000],
        ['CLS', m((s) => s.cls)],
        ['TBT', m((s) => s.tbt)],
      ];
      if (name === '/wishlists') figures.push(['images on /wishlists', m((s) => s.images) / KB]);
      for (const [figure, value] of figures) {
        const budget = budgetOf(budgets, figure);
        if (!withinBudget(value, budget)) overs.push(`${name} ${figure}`);
        const decimals = figure === 'CLS' ? 3 : figure === 'LCP' ? 2 : 0;
        const shown = value.toFixed(decimals);
        console.log(
          `    ${figure.padEnd(22)} ${shown.padStart(8)} ${budget.unit.padEnd(3)} ${verdict(value, budget)}`,
        );
      }
      // Lighthouse simulates a slow phone from the trace of an unthrottled load: what ran before the
      // first paint counts against FCP and LCP, what ran after it against TBT. Headless Chromium often
      // presents the first paint of / only at about 1.2 or 2.2 s, the main thread idle meanwhile (viz
      // offers the page no frame for a second: Lighthouse issue 17148, on PageSpeed Insights too). It
      // comes with chrome-launcher turning Chromium's RenderDocument off: with it on, six runs of six
      // painted at 0.1-0.4 s, but Lighthouse then timed two loads of three from the wrong document
      // (DOMContentLoaded at 4-10 ms), so the launcher's flags stay. This shows which kind each run was
      // (no budget: it is how to read the figures above, not one of them).
      console.log(
        `    first paint as loaded  ${samples.map((s) => `${Math.round(s.firstPaint)} ms`).join(', ')} (each run, unthrottled)`,
      );
      // Lighthouse's 4x CPU slowdown turns a high-end desktop (its BenchmarkIndex 1500-2000) into a
      // mid-tier phone; on a host below that bracket the same 4x models a slower phone than intended
      // (Lighthouse's docs/throttling.md), and TBT and LCP come out longer. Shown, not corrected.
      const hosts = samples.map((s) => Math.round(s.benchmarkIndex));
      const below = hosts.filter((index) => index < 1500).length;
      console.log(
        `    host CPU (BenchmarkIndex) ${hosts.join(', ')}${below ? ` (${below} of ${hosts.length} below 1500, the bracket 4x is calibrated for)` : ''}`,
      );
    }
    console.log(
      overs.length
        ? `  Lighthouse figures OVER budget: ${overs.join(', ')}`
        : '  Lighthouse figures: all within budget',
    );
  } finally {
    chrome.kill();
    proxy.close();
    stopServer(server.process);
  }
}

const sizesOk = reportSizes();
if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseScores();
process.exit(sizesOk ? 0 : 1);
