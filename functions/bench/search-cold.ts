// One cold start of the search index, in a fresh node process (as a new Lambda container): read the
// stored index from a file, load it, answer the first query. Run by search-bench.ts; prints JSON.
//   tsx search-cold.ts <file> <form: minisearch | minisearch-async | flat> <query>

import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, loadIndex, searchIndex } from '../src/search/search-index.ts';

const [file = '', form = 'flat', query = 'hobit'] = process.argv.slice(2);
const started = performance.now();
const json = readFileSync(file, 'utf8');
const read = performance.now();
const index =
  form === 'flat'
    ? loadIndex(json)
    : form === 'minisearch-async'
      ? await MiniSearch.loadJSONAsync(json, INDEX_OPTIONS)
      : MiniSearch.loadJSON(json, INDEX_OPTIONS);
const loaded = performance.now();
const hits = searchIndex(index, query).length;
const answered = performance.now();
console.log(
  JSON.stringify({
    readMs: read - started,
    loadMs: loaded - read,
    firstQueryMs: answered - loaded,
    totalMs: answered - started,
    hits,
  }),
);
