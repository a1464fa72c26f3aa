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

export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'author'],
  // Filters and ordering read these from the index, so no second lookup before the page is chosen.
  storeFields: ['kind', 'types', 'destination', 'status', 'createdAt', 'inPersonArea'],
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

/** The stored form. MiniSearch's own JSON keeps every posting and document under a number written as
 * a string key, which a cold start spent most of its time parsing and turning back into numbers
 * (about 0.7 to 3 s at 100,000 posts). This one holds the same data in flat arrays (numbers parse
 * several times faster than keyed objects) and each stored field once per distinct value; loading it
 * fills MiniSearch's own structures directly, so searches run the very same code on the very same
 * data (search-index.test.ts compares them). */
export const STORED_FORMAT = 'bookwish-search-2';

interface StoredForm {
  format: typeof STORED_FORMAT;
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  /** Every document as [shortId, id] pairs, flat: [shortId, id, shortId, id, ...]. */
  ids: (number | string)[];
  /** Each document's field lengths in the same order, one number a field. */
  lengths: number[];
  /** Each stored field: its distinct values, and each document's value as a place in them (-1: none). */
  stored: Record<string, { values: unknown[]; of: number[] }>;
  terms: string[];
  /** Each term's postings: fieldId, n, then n pairs of shortId and frequency; the next field after. */
  postings: number[][];
}

/** MiniSearch's serialised object (its toJSON), the form stored before this one. */
interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, string>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, Record<string, unknown>>;
  dirtCount?: number;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
}

/** One term's postings (field id -> document -> frequency), kept as the stored flat numbers until
 * first read. Every Map method and `size` opens it first, so MiniSearch sees an ordinary Map. */
class TermPostings extends Map<number, Map<number, number>> {
  private flat: number[] | undefined;

  constructor(flat: number[]) {
    super();
    this.flat = flat;
  }

  open(): void {
    const flat = this.flat;
    if (flat === undefined) return;
    this.flat = undefined;
    for (let i = 0; i < flat.length; ) {
      const fieldId = flat[i] as number;
      const n = flat[i + 1] as number;
      const freqs = new Map<number, number>();
      for (let j = i + 2, end = i + 2 + 2 * n; j < end; j += 2)
        freqs.set(flat[j] as number, flat[j + 1] as number);
      super.set(fieldId, freqs);
      i += 2 + 2 * n;
    }
  }

  override get(key: number) {
    this.open();
    return super.get(key);
  }
  override set(key: number, value: Map<number, number>) {
    this.open();
    return super.set(key, value);
  }
  override has(key: number) {
    this.open();
    return super.has(key);
  }
  override delete(key: number) {
    this.open();
    return super.delete(key);
  }
  override clear() {
    this.flat = undefined;
    super.clear();
  }
  override forEach(
    callback: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void,
    thisArg?: unknown,
  ) {
    this.open();
    super.forEach(callback, thisArg);
  }
  override entries() {
    this.open();
    return super.entries();
  }
  override keys() {
    this.open();
    return super.keys();
  }
  override values() {
    this.open();
    return super.values();
  }
  override [Symbol.iterator]() {
    this.open();
    return super[Symbol.iterator]();
  }
}
const mapSize = Object.getOwnPropertyDescriptor(Map.prototype, 'size')?.get;
Object.defineProperty(TermPostings.prototype, 'size', {
  get(this: TermPostings) {
    this.open();
    return mapSize?.call(this);
  },
});

/** The posts' index: MiniSearch, with the stored form above written and read in place of its JSON. */
export class SearchIndex extends MiniSearch<SearchDoc> {
  constructor() {
    super(INDEX_OPTIONS);
  }

  toStoredForm(): StoredForm {
    const fieldCount = Object.keys(this._fieldIds).length;
    const ids: (number | string)[] = [];
    const lengths: number[] = [];
    const storedNames = INDEX_OPTIONS.storeFields ?? [];
    const stored: StoredForm['stored'] = {};
    const places = new Map<string, Map<string, number>>();
    for (const name of storedNames) {
      stored[name] = { values: [], of: [] };
      places.set(name, new Map());
    }
    for (const [shortId, id] of this._documentIds) {
      ids.push(shortId, id);
      const fieldLengths = this._fieldLength.get(shortId) ?? [];
      for (let f = 0; f < fieldCount; f++) lengths.push(fieldLengths[f] ?? 0);
      const fields = this._storedFields.get(shortId) ?? {};
      for (const name of storedNames) {
        const column = stored[name] as StoredForm['stored'][string];
        if (!(name in fields)) {
          column.of.push(-1);
          continue;
        }
        const value = fields[name];
        const key = JSON.stringify(value);
        const seen = places.get(name) as Map<string, number>;
        let place = seen.get(key);
        if (place === undefined) {
          place = column.values.push(value) - 1;
          seen.set(key, place);
        }
        column.of.push(place);
      }
    }
    const terms: string[] = [];
    const postings: number[][] = [];
    for (const [term, fields] of this._index) {
      const flat: number[] = [];
      for (const [fieldId, freqs] of fields) {
        flat.push(fieldId, freqs.size);
        for (const [shortId, freq] of freqs) flat.push(shortId, freq);
      }
      terms.push(term);
      postings.push(flat);
    }
    return {
      format: STORED_FORMAT,
      documentCount: this._documentCount,
      nextId: this._nextId,
      fieldIds: this._fieldIds,
      averageFieldLength: this._avgFieldLength,
      dirtCount: this._dirtCount,
      ids,
      lengths,
      stored,
      terms,
      postings,
    };
  }

  static fromStoredForm(form: StoredForm): SearchIndex {
    const index = new SearchIndex();
    index._documentCount = form.documentCount;
    index._nextId = form.nextId;
    index._fieldIds = form.fieldIds;
    index._avgFieldLength = form.averageFieldLength;
    index._dirtCount = form.dirtCount;
    const fieldCount = Object.keys(form.fieldIds).length;
    const storedNames = Object.keys(form.stored);
    for (let i = 0, d = 0; i < form.ids.length; i += 2, d++) {
      const shortId = form.ids[i] as number;
      const id = form.ids[i + 1];
      index._documentIds.set(shortId, id);
      index._idToShortId.set(id, shortId);
      index._fieldLength.set(shortId, form.lengths.slice(d * fieldCount, (d + 1) * fieldCount));
      const fields: Record<string, unknown> = {};
      for (const name of storedNames) {
        // A field stored since (a treat's in-person area) is absent from an index saved before it.
        const column = form.stored[name] as StoredForm['stored'][string] | undefined;
        const place = column?.of[d] ?? -1;
        if (column && place >= 0) fields[name] = column.values[place];
      }
      index._storedFields.set(shortId, fields);
    }
    // Each term's postings stay numbers until a query (or the indexer) reads them: a cold start
    // builds the few its first queries touch, not all of them.
    for (const [t, term] of form.terms.entries())
      index._index.set(term, new TermPostings(form.postings[t] ?? []));
    return index;
  }

  /** MiniSearch's own JSON object (what was stored before): the same data, put in the stored form. */
  static fromMiniSearchJson(js: MiniSearchJson): SearchIndex {
    if (js.serializationVersion !== 2) throw new Error('Not a MiniSearch index this code reads.');
    const fieldCount = Object.keys(js.fieldIds).length;
    const form: StoredForm = {
      format: STORED_FORMAT,
      documentCount: js.documentCount,
      nextId: js.nextId,
      fieldIds: js.fieldIds,
      averageFieldLength: js.averageFieldLength,
      dirtCount: js.dirtCount ?? 0,
      ids: [],
      lengths: [],
      stored: {},
      terms: [],
      postings: [],
    };
    const storedNames = INDEX_OPTIONS.storeFields ?? [];
    for (const name of storedNames) form.stored[name] = { values: [], of: [] };
    for (const [shortId, id] of Object.entries(js.documentIds)) {
      form.ids.push(Number(shortId), id);
      const fieldLengths = js.fieldLength[shortId] ?? [];
      for (let f = 0; f < fieldCount; f++) form.lengths.push(fieldLengths[f] ?? 0);
      const fields = js.storedFields[shortId] ?? {};
      for (const name of storedNames) {
        const column = form.stored[name] as StoredForm['stored'][string];
        column.of.push(name in fields ? column.values.push(fields[name]) - 1 : -1);
      }
    }
    for (const [term, data] of js.index) {
      const flat: number[] = [];
      for (const [fieldId, freqs] of Object.entries(data)) {
        const entries = Object.entries(freqs);
        flat.push(Number(fieldId), entries.length);
        for (const [shortId, freq] of entries) flat.push(Number(shortId), freq);
      }
      form.terms.push(term);
      form.postings.push(flat);
    }
    return SearchIndex.fromStoredForm(form);
  }
}

export function buildIndex(docs: Iterable<SearchDoc>): SearchIndex {
  const index = new SearchIndex();
  index.addAll([...docs]);
  return index;
}

/** The stored form (loading it skips tokenising every title again). */
export function serializeIndex(index: SearchIndex): string {
  return JSON.stringify(index.toStoredForm());
}

/** A stored index: this code's form, or MiniSearch's JSON as stored before it. */
export function loadIndex(json: string): SearchIndex {
  const parsed = JSON.parse(json) as StoredForm | MiniSearchJson;
  if ('format' in parsed && parsed.format === STORED_FORMAT) return SearchIndex.fromStoredForm(parsed);
  return SearchIndex.fromMiniSearchJson(parsed as MiniSearchJson);
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
  if (!filter.kind && !filter.open && !filter.type && !filter.area && !filter.inPerson && wanted.length === 0)
    return undefined;
  return (fields) => {
    if (filter.kind && fields.kind !== filter.kind) return false;
    // In person: a treat with an area (none on a wish, nor in a document indexed before it existed).
    if (filter.inPerson && typeof fields.inPersonArea !== 'string') return false;
    if (filter.area && fields.inPersonArea !== filter.area) return false;
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
export function searchIndex(index: MiniSearch<SearchDoc>, q: string, filter: SearchFilter = {}): SearchHit[] {
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
