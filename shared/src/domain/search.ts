// What search knows of a post, and how words are compared: pure, used by the server's index
// and by the web to highlight the matching words.

import type { AreaId } from './areas.ts';
import { hiddenFromPublic } from './reports.ts';
import type { Post, PostKind } from './types.ts';

/** What the index holds of a post: public card fields only, never an address, message or name. */
export interface SearchDoc {
  id: string;
  kind: PostKind;
  title: string;
  author: string;
  types: string[];
  destination: string;
  status: string;
  /** Seconds, as on the post. */
  createdAt: number;
  /** A treat's in-person area (areas.ts); null when post only and on every wish; absent on a document
   * indexed before it existed. */
  inPersonArea?: AreaId | null;
}

/** The index's view of a post, or null when it must not be found: removed, under review, closed (given). */
export function searchDocOf(post: Post): SearchDoc | null {
  if (hiddenFromPublic(post) || post.status === 'closed') return null;
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    author: post.author,
    types: [...post.types],
    destination: post.kind === 'wishlist' ? post.destination : post.shippingDestination,
    status: post.status,
    createdAt: post.createdAt,
    inPersonArea: post.kind === 'treat' ? (post.inPersonArea ?? null) : null,
  };
}

/** Lower case, accents and apostrophes folded: "Misérables" and "miserables", "L'Étranger" and
 * "l etranger" index alike. */
export function foldTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/þ/g, 'th')
    .replace(/ð/g, 'd')
    .replace(/ł/g, 'l');
  return folded.length > 0 ? folded : null;
}

/** How free text is compared (the contact inbox's search too): folded as above, spaces collapsed
 * ("Éloïse" finds "eloise"). */
export function searchText(value: string): string {
  return (foldTerm(value) ?? '').replace(/\s+/g, ' ').trim();
}

// Words, not punctuation: "J.R.R." -> J R R, "García-Márquez" -> García Márquez.
const WORDS = /[\p{L}\p{N}]+/gu;
export function searchWords(text: string): string[] {
  return text.match(WORDS) ?? [];
}

/** The words a destination filter compares, folded and once each: "Lima, Perú" -> lima, peru. A post
 * matches a destination filter when it has every word asked for, in any order (the lists' filter and
 * the search index's alike). */
export function destinationWords(text: string): string[] {
  return [...new Set(searchWords(searchText(text)))];
}
