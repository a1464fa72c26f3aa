// npm run bench: what our layers cost, measured on this machine in one run against the local stack.
//   1. storage calls per route, counted on the wire (every DynamoDB client of the process)
//   2. detail latency of a post with 500 events / one with 5 events (STATE keeps reads O(1))
//   3. list throughput through the local front / a bare node:http server running the same Query
//   4. cold import time (and size) of each handler bundled with esbuild
//   5-6. search: the index at 1k/10k/100k posts, and the three libraries compared (search-bench.ts)
//   7. what 1,000 visitor views cost, nothing kept / kept at the edge (visitor-bench.ts)
//   8. an offer's storage calls, write units and latency, a member's read (offer-bench.ts)
//   9. each stack's resources and template size, each CloudFront Function's code (stack-bench.ts)
// `npm run bench -- storage visitors offer latency throughput imports search compare stacks` picks sections.
// Not a test: it prints a table.

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { toSummary } from '@bookwish/shared/domain/timeline';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import autocannon from 'autocannon';
import { emulatorSigned, idClaims } from '../src/api-tests/forged-tokens.ts';
import { runCommand } from '../src/app/post-commands.ts';
import { reportQueue } from '../src/app/report-queue.ts';
import { runSupportAction } from '../src/app/support-action.ts';
import { dynamo } from '../src/aws/dynamo.ts';
import { config } from '../src/config.ts';
import { postDeps } from '../src/http/deps.ts';
import { emulatorJwks } from '../src/local/cognito-jwt.ts';
import { type Stack, startStack } from '../src/local/stack.ts';
import { isReadOnly, routes } from '../src/routes.ts';
import { dynamoEventStore, history } from '../src/store/event-store.ts';
import { impactMonths, projectImpact } from '../src/store/impact-store.ts';
import { encodeCursor } from '../src/store/paging.ts';
import { countDynamoOnTheWire } from '../src/store/wire-counter.ts';
import { budgetOf, readBudgets, verdict, withinBudget } from './budget.ts';
import { offerBench } from './offer-bench.ts';
import { countS3Fetches } from './s3-fetch-counter.ts';
import { searchBench } from './search-bench.ts';
import { stackBench } from './stack-bench.ts';
import { visitorBench } from './visitor-bench.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BUNDLE_COMMAND = path.join(HERE, '..', '..', 'infra', 'src', 'handler-bundle.ts');

type Row = [string, string];
const budgets = readBudgets(new URL('./budgets.json', import.meta.url));
const sections: { title: string; rows: Row[] }[] = [];

function table(title: string, rows: Row[]) {
  sections.push({ title, rows });
}

function print() {
  const width = Math.max(...sections.flatMap((s) => s.rows.map((r) => r[0].length)), 20);
  for (const s of sections) {
    console.log(`\n${s.title}`);
    console.log(`${'-'.repeat(width + 2)}+${'-'.repeat(40)}`);
    for (const [k, v] of s.rows) console.log(` ${k.padEnd(width)} | ${v}`);
  }
}

function token(uid: string, name: string, volunteer = false) {
  return emulatorSigned(idClaims(uid, { name, ...(volunteer ? { 'cognito:groups': ['volunteers'] } : {}) }));
}

async function call(base: string, method: string, url: string, tok?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(tok ? { authorization: `Bearer ${tok}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function storageCalls(base: string, streams: Stack['streams']) {
  // The counters see every call of this process: the stream readers (notifier, search indexer) run
  // here too, so they wait while the requests are counted; what they missed, they read after.
  await streams.pause();
  const counter = countDynamoOnTheWire();
  const s3Counter = countS3Fetches(config().s3Endpoint ?? '');
  const ana = { uid: crypto.randomUUID(), name: 'Ana' };
  const ben = { uid: crypto.randomUUID(), name: 'Ben' };
  const [ta, tb] = [token(ana.uid, ana.name), token(ben.uid, ben.name)];
  const rows: Row[] = [];
  const measure = async (label: string, fn: () => Promise<unknown>, figure?: string) => {
    counter.reset();
    s3Counter.reset();
    const result = await fn();
    const c = counter.seen().calls;
    const total = Object.values(c).reduce((sum, n) => sum + n, 0);
    const s = s3Counter.counts();
    const describe = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([k, v]) => `${v} ${k.replace(/Command$/, '')}`)
        .join(' + ');
    rows.push([
      label,
      [describe(c) || '0 DynamoDB', Object.keys(s).length ? `S3: ${describe(s)}` : '']
        .filter(Boolean)
        .join('   ')
        .concat(figure ? `   (${verdict(total, budgetOf(budgets, figure))})` : ''),
    ]);
    return result;
  };
  const list = 'storage calls, list page';
  const step = 'storage calls, create or step';
  await measure('GET /api/wishlists (list)', () => call(base, 'GET', '/api/wishlists'), list);
  await measure(
    'GET /api/wishlists?open=1 (Open only)',
    () => call(base, 'GET', '/api/wishlists?open=1'),
    list,
  );
  await measure(
    'GET /api/treats?type=&destination=&open=1 (filtered list page)',
    () => call(base, 'GET', '/api/treats?type=Fiction&destination=canada&open=1'),
    list,
  );
  const w = (await measure(
    'POST /api/wishlists (create)',
    () =>
      call(base, 'POST', '/api/wishlists', ta, {
        // A book with an author, as members post them: its detail also looks for an open treat of it.
        title: 'Bench',
        author: 'Ada Bench',
        types: ['Fiction'],
        destination: 'Canada',
        purchaseLink: 'https://example.com/b',
        price: 'CAD 1',
      }),
    step,
  )) as { id: string };
  await measure(
    'GET /api/wishlists/{id} (detail)',
    () => call(base, 'GET', `/api/wishlists/${w.id}`, tb),
    'storage calls, member detail',
  );
  await measure('POST offer', () => call(base, 'POST', `/api/wishlists/${w.id}/offer`, tb, {}), step);
  await measure(
    'POST confirm',
    () => call(base, 'POST', `/api/wishlists/${w.id}/confirm`, ta, { shippingAddress: '1 Bench Rd' }),
    step,
  );
  await measure(
    'POST fulfil',
    () => call(base, 'POST', `/api/wishlists/${w.id}/fulfil`, tb, { fulfillmentMessage: 'sent' }),
    step,
  );
  // On the wall, and the giver's and recipient's counts ADDed inside the close's own transaction.
  await measure(
    'POST close (no photo, on the wall, giving counted)',
    () => call(base, 'POST', `/api/wishlists/${w.id}/close`, ta, { thankYouNote: 'Thanks!', onWall: true }),
    step,
  );
  // The impact projection's cost per event, as the stream consumer pays it (the readers are paused,
  // so each event is folded here first; the consumer then finds it counted).
  for (const event of await history(w.id)) {
    await measure(`impact projection: ${event.type}`, () => projectImpact(event));
  }
  await measure('impact figures (the dashboard, every month)', () => impactMonths());
  await measure('GET /api/thanks (gratitude wall page)', () => call(base, 'GET', '/api/thanks'), list);
  const wall = (await call(base, 'GET', '/api/thanks?limit=1')) as { nextCursor: string | null };
  if (wall.nextCursor) {
    const next = `/api/thanks?limit=1&cursor=${encodeURIComponent(wall.nextCursor)}`;
    await measure('GET /api/thanks?cursor= (a later page)', () => call(base, 'GET', next), list);
  }
  await measure('GET /api/me/giving (books given and received)', () =>
    call(base, 'GET', '/api/me/giving', ta),
  );
  await measure('GET /api/me/wishlists', () => call(base, 'GET', '/api/me/wishlists', ta));
  const t = (await call(base, 'POST', '/api/treats', ta, { title: 'T', shippingDestination: 'Canada' })) as {
    id: string;
  };
  await measure(
    'POST treat request',
    () =>
      call(base, 'POST', `/api/treats/${t.id}/request`, tb, { shippingAddress: 'x', requestMessage: 'y' }),
    step,
  );
  // Reports: three members, the third hiding the post; the volunteers' queue and a dismissal (the
  // use cases the support handlers run, as a forged volunteer has no group in this stack's pool).
  const r = (await call(base, 'POST', '/api/treats', ta, { title: 'R', shippingDestination: 'Canada' })) as {
    id: string;
  };
  for (const [i, name] of ['Cy', 'Di', 'Ed'].entries()) {
    const reporter = token(crypto.randomUUID(), name);
    await measure(
      i === 2 ? 'POST report (the third reporter: hidden)' : 'POST report',
      () => call(base, 'POST', `/api/treats/${r.id}/report`, reporter, { reason: 'spam' }),
      step,
    );
  }
  const vera: Actor = { uid: crypto.randomUUID(), name: 'Val', volunteer: true };
  await measure('report queue (GET /api/support/reports, one page)', () =>
    reportQueue({ store: dynamoEventStore }, { caller: vera }),
  );
  await measure('dismiss reports (POST /api/support/posts/{id}/actions)', () =>
    runSupportAction(postDeps, {
      postId: r.id,
      caller: vera,
      body: { type: 'dismissReports', reason: 'ok' },
    }),
  );
  const d = (await call(base, 'POST', '/api/treats', ta, { title: 'D', shippingDestination: 'Canada' })) as {
    id: string;
  };
  await measure('DELETE /api/treats/{id}', () => call(base, 'DELETE', `/api/treats/${d.id}`, ta));
  await measure('POST /api/uploads', () =>
    call(base, 'POST', '/api/uploads', ta, { purpose: 'cover', contentType: 'image/png', size: 100 }),
  );
  await measure('POST /api/contact', () =>
    call(base, 'POST', '/api/contact', undefined, { name: 'A', email: 'a@b.co', message: 'hi' }),
  );
  counter.detach();
  s3Counter.detach();
  streams.resume();
  table(
    '1. Storage calls per request (target: list, filtered list and wall page 1 Query, member detail 1 BatchGetItem of post and session (+1 Query for an open wish), create and transition (a close with its counts too) 1 BatchGetItem + 1 TransactWriteItems; the impact projection 0 for an event that changes no figure, 1 TransactWriteItems for the first event of a post, else 1 GetItem + 1 TransactWriteItems (+1 Query after one that changed none); the impact figures 1 Query; counted on the wire)',
    rows,
  );
}

async function postWithEvents(events: number): Promise<string> {
  const owner: Actor = { uid: crypto.randomUUID(), name: 'Owner' };
  const giver: Actor = { uid: crypto.randomUUID(), name: 'Giver' };
  const volunteer: Actor = { uid: crypto.randomUUID(), name: 'Val', volunteer: true };
  const id = `bench${events}x${Date.now()}`;
  let post: Post = await runCommand(
    postDeps,
    'wishlist',
    id,
    {
      type: 'post',
      input: {
        title: `A post with ${events} events`,
        author: 'Bench',
        coverURL: '',
        types: ['Fiction'],
        purchaseLink: 'https://example.com/b',
        destination: 'Canada',
        price: 'CAD 20',
        message: 'bench',
      },
    },
    owner,
    { isNew: true },
  );
  // Offer and reopen by turns (a volunteer putting a stalled exchange back), then finish the exchange.
  while (post.version < events - 3) {
    post = await runCommand(postDeps, 'wishlist', id, { type: 'offer' }, giver);
    post = await runCommand(
      postDeps,
      'wishlist',
      id,
      { type: 'reopen', reason: 'The giver stopped answering.' },
      volunteer,
    );
  }
  post = await runCommand(postDeps, 'wishlist', id, { type: 'offer' }, giver);
  post = await runCommand(
    postDeps,
    'wishlist',
    id,
    { type: 'confirm', shippingAddress: '1 Bench Rd' },
    owner,
  );
  while (post.version < events) {
    post = await runCommand(
      postDeps,
      'wishlist',
      id,
      { type: 'correctAddress', shippingAddress: `${post.version} Bench Rd`, reason: 'Typo in the street.' },
      volunteer,
    );
  }
  return id;
}

async function detailLatency(base: string) {
  const small = await postWithEvents(5);
  const large = await postWithEvents(500);
  const tok = token(crypto.randomUUID(), 'Reader');
  const time = async (id: string) => {
    const samples: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      await call(base, 'GET', `/api/wishlists/${id}`, tok);
      if (i >= 50) samples.push(performance.now() - t0); // first 50 warm up
    }
    return median(samples);
  };
  // Interleave so neither size gets the machine when it is quieter.
  const a1 = await time(small);
  const b1 = await time(large);
  const a2 = await time(small);
  const b2 = await time(large);
  const [a, b] = [(a1 + a2) / 2, (b1 + b2) / 2];
  const sizeOf = async (id: string) =>
    (await fetch(`${base}/api/wishlists/${id}`)).text().then((t) => t.length);
  table('2. Detail latency (GET /api/wishlists/{id}, median of 500 requests, signed-in member)', [
    ['post with 5 events', `${a.toFixed(2)} ms (${await sizeOf(small)} B body)`],
    ['post with 500 events', `${b.toFixed(2)} ms (${await sizeOf(large)} B body)`],
    [
      'ratio 500 / 5',
      `${(b / a).toFixed(2)} (${verdict(b / a, budgetOf(budgets, 'detail latency ratio 500 / 5 events'))})`,
    ],
  ]);
}

/** The bare baseline: the same Query and the same JSON, nothing else (no middy, no auth, no zod). */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const index = tableSchema.indexes.byKind;
  const server = http.createServer(async (_req, res) => {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        IndexName: index.name,
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': index.partitionKey },
        ExpressionAttributeValues: { ':p': 'KIND#wishlist' },
        ScanIndexForward: false,
        Limit: 31,
      }),
    );
    const items = (result.Items ?? []).map((item) => {
      const {
        pk: _pk,
        sk: _sk,
        entity: _e,
        listSk: _l,
        byKindPk: _k,
        byOwnerPk: _o,
        byPartyPk: _p,
        openPk: _open,
        destinationWords: _words,
        ...post
      } = item;
      return post as Post;
    });
    const shown = items.slice(0, 30);
    const last = shown.at(-1);
    const body = JSON.stringify({
      items: shown.map(toSummary),
      nextCursor: items.length > 30 && last ? encodeCursor({ id: last.id, createdAt: last.createdAt }) : null,
    });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listThroughput(base: string) {
  const author = token(crypto.randomUUID(), 'Lister');
  for (let i = 0; i < 40; i++) {
    await call(base, 'POST', '/api/wishlists', author, {
      title: `Listed book ${i}`,
      destination: 'Canada',
      purchaseLink: 'https://example.com/l',
      price: 'CAD 5',
      message: 'A message of moderate length so the page resembles a real one.',
    });
  }
  const bare = await bareServer();
  const same =
    JSON.stringify(JSON.parse(await (await fetch(bare.url)).text()).items.map((p: Post) => p.id)) ===
    JSON.stringify(
      JSON.parse(await (await fetch(`${base}/api/wishlists`)).text()).items.map((p: Post) => p.id),
    );
  const run = (url: string) => autocannon({ url, connections: 10, duration: 10 });
  // Twice each, interleaved: the machine is shared, so neither side gets only the quiet moments.
  const oursUrl = `${base.replace('localhost', '127.0.0.1')}/api/wishlists`;
  const o1 = await run(oursUrl);
  const b1 = await run(bare.url);
  const o2 = await run(oursUrl);
  const b2 = await run(bare.url);
  const avg = (a: number, b: number) => (a + b) / 2;
  const ours = {
    rps: avg(o1.requests.average, o2.requests.average),
    p50: avg(o1.latency.p50, o2.latency.p50),
    non2xx: o1.non2xx + o2.non2xx,
  };
  const baseline = {
    rps: avg(b1.requests.average, b2.requests.average),
    p50: avg(b1.latency.p50, b2.latency.p50),
    non2xx: b1.non2xx + b2.non2xx,
  };
  await bare.close();
  table(
    '3. List throughput (autocannon, 10 connections, 2 x 10 s each interleaved, GET all wishlists, 30 per page)',
    [
      ['local front + handler', `${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, non-2xx ${ours.non2xx})`],
      [
        'bare node:http + same Query',
        `${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50} ms, non-2xx ${baseline.non2xx})`,
      ],
      ['same items in both', String(same)],
      [
        'ratio ours / bare',
        `${(ours.rps / baseline.rps).toFixed(2)} (${verdict(ours.rps / baseline.rps, budgetOf(budgets, 'list throughput ours / bare'))})`,
      ],
    ],
  );
}

async function coldImports() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bookwish-bundles-'));
  const rows: Row[] = [];
  const names = [...new Set(routes.map((r) => r.handler))];
  // A read changes nothing (routes.ts isReadOnly); anything else writes, a GET that keeps something
  // too (the budgets differ: a write may carry the bucket's client).
  const reads = new Set(routes.filter(isReadOnly).map((r) => r.handler));
  // The same esbuild build the CDK stack deploys (ESM, minified, SDK bundled, require banner), run as
  // infra's command: functions/ imports nothing from the CDK app.
  const bundles = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', BUNDLE_COMMAND, outDir, ...names], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  ) as Record<string, { bytes: number; packages: Array<[string, number]> }>;
  const imports: number[] = [];
  let over = 0;
  for (const name of names) {
    const bytes = bundles[name]?.bytes;
    if (bytes === undefined) {
      rows.push([name, 'not written yet']);
      continue;
    }
    const outfile = path.join(outDir, `${name}.mjs`);
    const script = `const t=performance.now();await import(${JSON.stringify(outfile)});console.log((performance.now()-t).toFixed(1));`;
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, AWS_REGION: 'ca-central-1' },
      });
      samples.push(Number(String(out).trim()));
    }
    imports.push(median(samples));
    const kb = bytes / 1024;
    const budget = budgetOf(budgets, reads.has(name) ? 'read bundle' : 'write bundle');
    if (!withinBudget(kb, budget)) over++;
    const largest = (bundles[name]?.packages ?? [])
      .map(([pkg, size]) => `${pkg} ${(size / 1024).toFixed(0)}`)
      .join(', ');
    rows.push([
      `${name} (${reads.has(name) ? 'read' : 'write'})`,
      `${median(samples).toFixed(0)} ms import, ${kb.toFixed(0)} KB (${verdict(kb, budget)}); largest: ${largest} KB`,
    ]);
  }
  await rm(outDir, { recursive: true, force: true });
  const medianImport = median(imports);
  rows.push([
    'median cold import of all bundles',
    `${medianImport.toFixed(0)} ms (${verdict(medianImport, budgetOf(budgets, 'median cold import'))}), machine load ${loadavg()[0]?.toFixed(1)}`,
  ]);
  rows.push(['bundles over their size budget', `${over} of ${imports.length}`]);
  table(
    '4. Cold import of each bundled handler (deploy bundling settings; median of 5 fresh node processes; sizes in KB of 1,024 bytes, as always printed here)',
    rows,
  );
}

/** `npm run bench -- visitors search` runs only those sections; no names, all of them. */
const only = process.argv.slice(2);
const wants = (section: string) => only.length === 0 || only.includes(section);

async function main() {
  // The search, import and stack-size sections need no stack (and measure cold starts better without it
  // beside them).
  if (
    only.length > 0 &&
    only.every((section) => ['search', 'compare', 'imports', 'stacks'].includes(section))
  ) {
    if (wants('stacks')) stackBench(table, budgets);
    if (wants('imports')) await coldImports();
    if (wants('search') || wants('compare')) await searchBench(table, { compare: wants('compare') });
    print();
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookwish-bench-'));
  process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
  // It fills 40 posts as one member in seconds: limits raised, as in the test stacks (the counter's
  // one write per limited call is still counted in the storage calls).
  const stack = await startStack({ dataDir, port: 0, quiet: true, rateLimitScale: 100 });
  process.env.COGNITO_JWKS = JSON.stringify(emulatorJwks());
  // A database that stops mid-run on its own says why (exit code, its last lines), as `npm start` does.
  void stack.died.then((what) => console.error(`bench: ${what}`));
  try {
    const base = stack.info.url;
    console.log(
      `bench: stack up at ${base} (node ${process.version}, ${(await import('node:os')).cpus().length} cores)`,
    );
    if (wants('storage')) await storageCalls(base, stack.streams);
    if (wants('visitors')) await visitorBench(table, stack);
    if (wants('offer')) await offerBench(table, base, stack.streams, token);
    if (wants('latency')) await detailLatency(base);
    if (wants('throughput')) await listThroughput(base);
  } catch (error) {
    // Said before the stack stops: a call still under way then fails on the stopped database, and its
    // unhandled ECONNREFUSED would end the process before this error was ever printed.
    console.error('bench: a section failed:', error);
    throw error;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  // After the stack has stopped: the cold imports are measured without it beside them, and the search
  // index (seconds of work on this one thread) is built without the stack's stream readers waiting on
  // the same thread (their DynamoDB calls once ran past the SDK's 30 s time limit there and ended
  // the bench).
  if (wants('imports')) await coldImports();
  if (wants('search')) await searchBench(table, { compare: wants('compare') });
  if (wants('stacks')) stackBench(table, budgets);
  print();
}

await main();
