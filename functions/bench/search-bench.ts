// The search section of `npm run bench` (issue 13): the index as the search function runs it, over
// generated catalogues of 1,000, 10,000 and 100,000 posts. Cold start = parse the stored index and
// answer the first query (what a new container does before its first answer); then p50/p95 per query
// over repeated runs; heap held by the loaded index; the stored size. Then the three libraries
// compared at 1,000 and 10,000 (search-compare.ts alone runs them at 100,000 too; Orama needs
// minutes there).

import { buildIndex, loadIndex, searchIndex, serializeIndex } from '../src/search/search-index.ts';
import { catalogue, QUERIES } from './catalogue.ts';
import { describe, ENGINES, heapMb, measure, timeQuery } from './search-compare.ts';

type Row = [string, string];

const TARGET_P95_MS: Record<number, number> = { 10000: 50, 100000: 200 };

/** One catalogue size; its own function so the index is garbage before the next size is measured. */
async function indexFigures(size: number): Promise<Row[]> {
  const rows: Row[] = [];
  let json: string | undefined = serializeIndex(buildIndex(catalogue(size)));
  const storedMb = Buffer.byteLength(json) / 1024 / 1024;
  // Heap held by the loaded index: measured once the stored text is let go (ASCII: 1 byte a char).
  const before = heapMb() - json.length / 1024 / 1024;
  const t = performance.now();
  const index = loadIndex(json);
  searchIndex(index, QUERIES[0]?.q ?? 'hobit');
  const coldMs = performance.now() - t;
  json = undefined;
  const heap = heapMb() - before;
  rows.push([
    `${size.toLocaleString('en')} posts`,
    `index ${storedMb.toFixed(1)} MB stored, cold start ${coldMs.toFixed(0)} ms (load + first query), heap ${heap.toFixed(0)} MB`,
  ]);
  let worst = 0;
  for (const query of QUERIES) {
    const { p50, p95 } = await timeQuery(() => searchIndex(index, query.q), 50);
    worst = Math.max(worst, p95);
    rows.push([`  ${query.label}`, `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`]);
  }
  const target = TARGET_P95_MS[size];
  if (target) rows.push([`  worst p95 (target <= ${target} ms)`, `${worst.toFixed(1)} ms`]);
  return rows;
}

export async function searchBench(table: (title: string, rows: Row[]) => void): Promise<void> {
  const rows: Row[] = [];
  for (const size of [1_000, 10_000, 100_000]) rows.push(...(await indexFigures(size)));
  table('5. Search: the index in the search function (MiniSearch; generated catalogues)', rows);

  const compare: Row[] = [];
  for (const size of [1_000, 10_000]) {
    for (const engine of ENGINES) compare.push(...describe(await measure(engine, size)));
  }
  table('6. Search libraries compared (same catalogue; "found" = the book is in the first five)', compare);
}
