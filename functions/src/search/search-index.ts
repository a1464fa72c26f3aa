// The search index: MiniSearch over the public fields of open posts (title and author searched; kind,
// type, destination, status and createdAt to filter and order). Pure: no I/O. The indexer keeps the
// documents current from the table's stream; the search function builds this from them once per warm
// container. Chosen over Orama and FlexSearch by `npm run bench` (see functions/bench/search-compare.ts).

import { destinationWords, foldTerm, type SearchDoc, searchWords } from '@bookwish/shared/domain/search';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { SearchFilter, SearchHit } from '../app/ports.ts';

export type { SearchDoc, SearchFilter, SearchHit };

import MiniSearch, { type Options } from 'minisearch';

// Words in a large share of all titles ("the" is in a third) say nothing about the book, and a query
// of one would score most of the catalogue: neither indexed nor searched. English, French, Spanish.
const STOP_WORDS = new Set(
  'a an and of the to in on for le la les l de des du d un une et el los las y en'.split(' '),
);

function indexTerm(term: string): string | null {
  const folded = foldTerm(term);
  return folded && !STOP_WORDS.has(folded) ? folded : null;
}

const OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'author'],
  // Filters and ordering read these from the index, so no second lookup before the page is chosen.
  storeFields: ['kind', 'types', 'destination', 'status', 'createdAt'],
  tokenize: searchWords,
  processTerm: indexTerm,
  // Vacuuming runs on a timer; a frozen Lambda would leave it half done. Discarded ids are dropped
  // from results anyway, and the indexer vacuums before it saves.
  autoVacuum: false,
  searchOptions: {
    boost: { title: 2 },
    // As you type: the last word, of three letters or more, may be the start of a longer one (one
    // or two letters would match most of the catalogue, and cost as much); the words before it are
    // whole. Typos as Typesense counts them by default (Algolia alike): one in a word of four to six
    // letters ("hobit"), two from seven ("tolkein" is two edits from "tolkien"), none in shorter
    // words, where one edit reaches half the vocabulary. At 100,000 posts this took "river" from 14 to 2 ms
    // (5,564 matches, most of them other words, to 2,513), the same books found (npm run bench).
    prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
    fuzzy: (term: string) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0),
    maxFuzzy: 2,
    // Every word must match (in any order): "harry pot" narrows instead of widening.
    combineWith: 'AND',
  },
};

export type SearchIndex = MiniSearch<SearchDoc>;

export function buildIndex(docs: Iterable<SearchDoc>): SearchIndex {
  const index = new MiniSearch<SearchDoc>(OPTIONS);
  index.addAll([...docs]);
  return index;
}

/** The stored form (MiniSearch's JSON: loading it skips tokenising every title again). */
export function serializeIndex(index: SearchIndex): string {
  return JSON.stringify(index);
}

export function loadIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, OPTIONS);
}

/** The stored index, or null when the copy read is not one (torn mid-write, as the local S3 emulator
 * can serve it, or damaged): the caller falls back on what it has, or on the table. */
export function loadIndexOrNull(json: string): SearchIndex | null {
  try {
    return loadIndex(json);
  } catch {
    return null;
  }
}

/** One post's change as the stream tells it: its new document, or its removal. */
export type IndexChange = { upsert: SearchDoc } | { remove: string };

export function applyChanges(index: SearchIndex, changes: IndexChange[]): void {
  for (const change of changes) {
    const id = 'upsert' in change ? change.upsert.id : change.remove;
    if (index.has(id)) index.discard(id);
    if ('upsert' in change) index.add(change.upsert);
  }
}

/** The filters as one test per result; the destination's words asked for are folded once. */
function filterOf(filter: SearchFilter): ((fields: Record<string, unknown>) => boolean) | undefined {
  const wanted = destinationWords(filter.destination ?? '');
  if (!filter.kind && !filter.open && !filter.type && wanted.length === 0) return undefined;
  return (fields) => {
    if (filter.kind && fields.kind !== filter.kind) return false;
    if (filter.open && fields.status !== 'posted') return false;
    if (filter.type && !(fields.types as string[]).includes(filter.type)) return false;
    if (wanted.length > 0) {
      // Every word asked for ("new york", "peru") among the destination's words, in any order: as
      // the lists' destination filter (shared destinationWords).
      const words = destinationWords(String(fields.destination));
      if (!wanted.every((w) => words.includes(w))) return false;
    }
    return true;
  };
}

/** Scores within about 5% of each other count as equals: then the newer post comes first. */
const band = (score: number) => Math.round(Math.log(Math.max(score, 1e-9)) / Math.log(1.05));

/** Best matches first, newest first among equals. */
export function searchIndex(index: SearchIndex, q: string, filter: SearchFilter = {}): SearchHit[] {
  // No words: every post that passes the filters, newest first (all score alike).
  const query = q.trim() === '' ? MiniSearch.wildcard : q;
  const keep = filterOf(filter);
  const results = index.search(query, keep ? { filter: keep } : {});
  const hits = results.map((r) => ({
    id: r.id as string,
    kind: r.kind as PostKind,
    score: r.score,
    createdAt: r.createdAt as number,
    terms: r.terms,
    band: band(r.score),
  }));
  hits.sort((a, b) => b.band - a.band || b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  return hits.map(({ band: _band, ...hit }) => hit);
}
