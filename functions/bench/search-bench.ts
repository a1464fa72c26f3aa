// The search section of `npm run bench`: the index as the search function runs it, over
// generated catalogues of 1,000, 10,000 and 100,000 posts. Cold start = parse the stored index and
// answer the first query (what a new container does before its first answer); then p50/p95 per query
// over repeated runs; heap held by the loaded index; the stored size. Then the three libraries
// compared at 1,000 and 10,000 (search-compare.ts alone runs them at 100,000 too; Orama needs
// minutes there). Cold starts run in fresh node processes (search-cold.ts), MiniSearch's own JSON (the
// form stored before), its loadJSONAsync, and the flat form stored now.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex, loadIndex, searchIndex, serializeIndex } from '../src/search/search-index.ts';
import { catalogue, QUERIES } from './catalogue.ts';
import { describe, ENGINES, heapMb, measure, timeQuery } from './search-compare.ts';

type Row = [string, string];

const TARGET_P95_MS: Record<number, number> = { 10000: 20, 100000: 20 };

const COLD = fileURLToPath(new URL('./search-cold.ts', import.meta.url));

interface Cold {
  readMs: number;
  loadMs: number;
  firstQueryMs: number;
  totalMs: number;
}

type Form = 'minisearch' | 'minisearch-async' | 'flat';

/** Cold starts of each stored form, each in a fresh node process (search-cold.ts), taken in turns so
 * that the machine's other work weighs on each form alike; the median of five per form. */
function coldStarts(files: Record<Form, string>): Record<Form, Cold> {
  const forms = Object.keys(files) as Form[];
  const runs = Object.fromEntries(forms.map((form) => [form, [] as Cold[]])) as Record<Form, Cold[]>;
  for (let round = 0; round < 5; round++) {
    for (const form of forms) {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', COLD, files[form], form, QUERIES[0]?.q ?? 'hobit'],
        { encoding: 'utf8', maxBuffer: 1024 * 1024 },
      );
      runs[form].push(JSON.parse(out) as Cold);
    }
  }
  const median = (all: Cold[]) => [...all].sort((a, b) => a.totalMs - b.totalMs)[2] as Cold;
  return Object.fromEntries(forms.map((form) => [form, median(runs[form])])) as Record<Form, Cold>;
}

const load = () => `load average ${loadavg()[0]?.toFixed(1)}`;
const describeCold = (c: Cold) =>
  `${c.totalMs.toFixed(0)} ms (read ${c.readMs.toFixed(0)}, load ${c.loadMs.toFixed(0)}, first query ${c.firstQueryMs.toFixed(0)})`;

/** One catalogue size; its own function so the index is garbage before the next size is measured. */
async function indexFigures(size: number): Promise<Row[]> {
  const rows: Row[] = [];
  const built = buildIndex(catalogue(size));
  // Before: MiniSearch's own JSON, as stored until the flat form; after: the flat form (search-index.ts).
  const dir = mkdtempSync(path.join(tmpdir(), 'bookwish-search-cold-'));
  try {
    const before = path.join(dir, 'minisearch.json');
    const after = path.join(dir, 'flat.json');
    const beforeJson = JSON.stringify(built);
    const afterJson = serializeIndex(built);
    writeFileSync(before, beforeJson);
    writeFileSync(after, afterJson);
    const mb = (text: string) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;
    const cold = coldStarts({ minisearch: before, 'minisearch-async': before, flat: after });
    rows.push([
      `${size.toLocaleString('en')} posts, cold start (load + first query, median of 5)`,
      `${load()} at the end`,
    ]);
    rows.push([`  before: MiniSearch JSON, ${mb(beforeJson)}`, describeCold(cold.minisearch)]);
    rows.push(['  option: MiniSearch loadJSONAsync', describeCold(cold['minisearch-async'])]);
    rows.push([`  after: flat stored form, ${mb(afterJson)}`, describeCold(cold.flat)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Heap held by the loaded index (the stored text let go first), and the queries on a warm one.
  let json: string | undefined = serializeIndex(built);
  const heapBefore = heapMb() - json.length / 1024 / 1024;
  const index = loadIndex(json);
  json = undefined;
  rows.push([`  heap held by the loaded index`, `${(heapMb() - heapBefore).toFixed(0)} MB`]);
  let worst = 0;
  for (const query of QUERIES) {
    const { p50, p95 } = await timeQuery(() => searchIndex(index, query.q), 50);
    worst = Math.max(worst, p95);
    rows.push([`  ${query.label}`, `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`]);
  }
  const target = TARGET_P95_MS[size];
  if (target) rows.push([`  worst p95 (target <= ${target} ms)`, `${worst.toFixed(1)} ms, ${load()}`]);
  return rows;
}

export async function searchBench(
  table: (title: string, rows: Row[]) => void,
  options: { compare: boolean } = { compare: true },
): Promise<void> {
  const rows: Row[] = [];
  for (const size of [1_000, 10_000, 100_000]) rows.push(...(await indexFigures(size)));
  table('5. Search: the index in the search function (MiniSearch; generated catalogues)', rows);
  if (!options.compare) return;

  const compare: Row[] = [];
  for (const size of [1_000, 10_000]) {
    for (const engine of ENGINES) compare.push(...describe(await measure(engine, size)));
  }
  table('6. Search libraries compared (same catalogue; "found" = the book is in the first five)', compare);
}
