// The three search libraries we weighed, side by side over the same generated catalogues: build time,
// serialized size, load (deserialize) time, heap, p50/p95 per query, and whether the book a member
// looks for is among the first five. Each is configured as its docs suggest for typo tolerance,
// prefixes and accents. `npx tsx functions/bench/search-compare.ts [sizes...]` runs it alone.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { create, insertMultiple, load, save, search } from '@orama/orama';
import FlexSearch, { type Index as FlexIndex } from 'flexsearch';
import { buildIndex, loadIndex, type SearchDoc, searchIndex } from '../src/search/search-index.ts';
import { catalogue, QUERIES } from './catalogue.ts';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

export function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

export async function timeQuery(run: () => unknown | Promise<unknown>, times: number) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

interface Engine {
  name: string;
  /** Builds, returns the serialized form and a loader for it. */
  build(docs: SearchDoc[]): Promise<unknown>;
  serialize(index: unknown): Promise<string>;
  load(serialized: string): Promise<unknown>;
  /** Ids of the first five results. */
  search(index: unknown, q: string): Promise<string[]>;
}

const mini: Engine = {
  name: 'MiniSearch 7.2',
  build: async (docs) => buildIndex(docs),
  serialize: async (index) => JSON.stringify(index),
  load: async (json) => loadIndex(json),
  search: async (index, q) =>
    searchIndex(index as ReturnType<typeof buildIndex>, q)
      .slice(0, 5)
      .map((h) => h.id),
};

const oramaSchema = {
  title: 'string',
  author: 'string',
  kind: 'enum',
  status: 'enum',
  destination: 'string',
  createdAt: 'number',
} as const;

const orama: Engine = {
  name: 'Orama 3.1',
  build: async (docs) => {
    const db = create({ schema: oramaSchema });
    await insertMultiple(
      db,
      docs.map(({ types: _types, ...d }) => d),
      1000,
    );
    return db;
  },
  // biome-ignore lint/suspicious/noExplicitAny: Orama's schema-generic types recurse too deep for tsc here
  serialize: async (db) => JSON.stringify(save(db as any)),
  load: async (json) => {
    const db = create({ schema: oramaSchema });
    load(db, JSON.parse(json));
    return db;
  },
  search: async (db, q) => {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const result = await search(db as any, {
      term: q,
      properties: ['title', 'author'],
      tolerance: 2,
      boost: { title: 2 },
      limit: 5,
    });
    return result.hits.map((h: { document: { id: string } }) => String(h.document.id));
  },
};

const flex: Engine = {
  name: 'FlexSearch 0.8',
  build: async (docs) => {
    const index = new FlexSearch.Index({
      tokenize: 'forward',
      encoder: FlexSearch.Charset.LatinAdvanced,
    });
    for (const d of docs) index.add(d.id, `${d.title} ${d.author}`);
    return index;
  },
  serialize: async (index) => {
    const parts: Record<string, string> = {};
    await (index as FlexIndex).export((key: string, data: string) => {
      parts[key] = data;
    });
    return JSON.stringify(parts);
  },
  load: async (json) => {
    const index = new FlexSearch.Index({ tokenize: 'forward', encoder: FlexSearch.Charset.LatinAdvanced });
    for (const [key, data] of Object.entries(JSON.parse(json) as Record<string, string>)) {
      index.import(key, data);
    }
    return index;
  },
  search: async (index, q) =>
    ((index as FlexIndex).search(q, { limit: 5, suggest: true }) as (string | number)[]).map(String),
};

export const ENGINES = [mini, orama, flex];

export interface EngineFigures {
  engine: string;
  size: number;
  buildMs: number;
  bytes: number;
  loadMs: number;
  heapMb: number;
  queries: { label: string; p50: number; p95: number; right: boolean | undefined }[];
}

export async function measure(engine: Engine, size: number, repeats = 30): Promise<EngineFigures> {
  const docs = catalogue(size);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const before = heapMb();
  let t = performance.now();
  const built = await engine.build(docs);
  const buildMs = performance.now() - t;
  const heap = heapMb() - before;
  const serialized = await engine.serialize(built);
  t = performance.now();
  const index = await engine.load(serialized);
  const loadMs = performance.now() - t;
  const queries = [];
  for (const query of QUERIES) {
    const ids = await engine.search(index, query.q);
    const { expect } = query;
    const right = expect
      ? ids.some((id) => {
          const doc = byId.get(id);
          return doc !== undefined && expect(doc);
        })
      : undefined;
    const times = await timeQuery(() => engine.search(index, query.q), repeats);
    queries.push({ label: query.label, ...times, right });
  }
  return {
    engine: engine.name,
    size,
    buildMs,
    bytes: Buffer.byteLength(serialized),
    loadMs,
    heapMb: heap,
    queries,
  };
}

export function describe(f: EngineFigures): [string, string][] {
  const rows: [string, string][] = [
    [
      `${f.engine} @ ${f.size.toLocaleString('en')}`,
      `build ${f.buildMs.toFixed(0)} ms, index ${(f.bytes / 1024 / 1024).toFixed(1)} MB, load ${f.loadMs.toFixed(0)} ms, heap ${f.heapMb.toFixed(0)} MB`,
    ],
  ];
  for (const q of f.queries) {
    rows.push([
      `  ${q.label}`,
      `p50 ${q.p50.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms${q.right === undefined ? '' : q.right ? ', found' : ', MISSED'}`,
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  for (const size of sizes.length ? sizes : [1000, 10000, 100000]) {
    for (const engine of ENGINES) {
      for (const [k, v] of describe(await measure(engine, size))) console.log(`${k.padEnd(44)} | ${v}`);
    }
  }
}
