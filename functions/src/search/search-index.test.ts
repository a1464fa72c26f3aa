// The stored index loads into the same index: every bench query (and its filters) finds the same
// posts in the same order, with the same scores, as the index it was saved from and as MiniSearch's
// own JSON (the form stored before) loaded; and the indexer's changes survive a save and a load.

import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { catalogue, QUERIES } from '../../bench/catalogue.ts';
import {
  applyChanges,
  buildIndex,
  INDEX_OPTIONS,
  loadIndex,
  type SearchDoc,
  type SearchFilter,
  STORED_FORMAT,
  searchIndex,
  serializeIndex,
} from './search-index.ts';

const FILTERS: SearchFilter[] = [
  {},
  { kind: 'wishlist' },
  { kind: 'treat', open: true },
  { type: 'Fiction' },
  { destination: 'canada' },
];
const ASKED = [...QUERIES.map((query) => query.q), '', 'garden river', 'zzzz'];

function answers(index: MiniSearch<SearchDoc>) {
  return ASKED.flatMap((q) => FILTERS.map((filter) => searchIndex(index, q, filter)));
}

describe('the stored search index', () => {
  const docs = catalogue(3_000);
  const built = buildIndex(docs);

  it('loads into an index that answers every bench query as the one it was saved from', () => {
    const stored = serializeIndex(built);
    expect(JSON.parse(stored).format).toBe(STORED_FORMAT);
    const loaded = loadIndex(stored);
    const expected = answers(built);
    expect(expected.some((hits) => hits.length > 0)).toBe(true);
    expect(answers(loaded)).toEqual(expected);
    // And saved again by the indexer, it still does.
    expect(answers(loadIndex(serializeIndex(loaded)))).toEqual(expected);
  });

  it("reads MiniSearch's own JSON, as stored before, into the same index", () => {
    const before = JSON.stringify(built);
    const fromBefore = loadIndex(before);
    expect(answers(fromBefore)).toEqual(answers(MiniSearch.loadJSON(before, INDEX_OPTIONS)));
    expect(answers(fromBefore)).toEqual(answers(built));
  });

  it("keeps the indexer's changes (a post added, one changed, one removed, vacuumed) through a save", async () => {
    const index = loadIndex(serializeIndex(built));
    const [first, second] = docs;
    if (!first || !second) throw new Error('catalogue too small');
    applyChanges(index, [
      { upsert: { ...first, id: 'new-hobbit', title: 'The Hobbit, annotated', createdAt: 1_800_000_000 } },
      { upsert: { ...second, title: 'Dune Messiah', status: 'offered' } },
      { remove: 'p0000002' },
    ]);
    await index.vacuum({ batchWait: 0 });
    const again = loadIndex(serializeIndex(index));
    expect(answers(again)).toEqual(answers(index));
    expect(searchIndex(again, 'hobbit annotated').map((hit) => hit.id)).toEqual(['new-hobbit']);
    expect(again.has('p0000002')).toBe(false);
  });

  it('is smaller than MiniSearch JSON of the same index', () => {
    expect(serializeIndex(built).length).toBeLessThan(JSON.stringify(built).length * 0.7);
  });
});
