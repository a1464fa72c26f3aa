// Book alerts: when is a treat the book a wish asks for? Same title and author, forgiving
// of what members type differently: a subtitle, case, accents, punctuation, a leading "The", and the
// author's first names or initials. Pure; the store keeps the key on open posts (a sparse index).

import { hiddenFromPublic } from './reports.ts';
import { searchText, searchWords } from './search.ts';
import type { Post } from './types.ts';

// A subtitle starts after a colon, a spaced dash or an opening bracket: "Dune: Deluxe Edition",
// "Dune - A Novel", "Dune (40th anniversary)".
const SUBTITLE = /\s*(?::|\s[-–—]\s|\(|\[).*$/u;
const LEADING_ARTICLES = new Set(['the', 'a', 'an']);
const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
// "Philosopher's" and "Philosophers" alike; "&" and "and" alike.
const APOSTROPHES = /['’‘`]/gu;
/** Keys must fit a DynamoDB partition key (2,048 bytes) with room to spare. */
const MAX_TITLE_CHARS = 300;

/** The title as compared: no subtitle, folded, words only, no leading article. "" when nothing is left. */
function titlePart(title: string): string {
  const main = title.replace(SUBTITLE, '') || title;
  const words = searchWords(searchText(main.replace(APOSTROPHES, '').replace(/&/g, ' and ')));
  if (words.length > 1 && LEADING_ARTICLES.has(words[0] ?? '')) words.shift();
  return words.join(' ').slice(0, MAX_TITLE_CHARS);
}

/** The author as compared: the surname, folded. "Tolkien, J.R.R." and "J. R. R. Tolkien" both give
 * "tolkien"; "García Márquez" gives "marquez" either way. */
function authorPart(author: string): string {
  const [beforeComma = '', afterComma] = author.split(',');
  const surnamePart = afterComma !== undefined && searchWords(beforeComma).length > 0 ? beforeComma : author;
  const words = searchWords(searchText(surnamePart.replace(APOSTROPHES, '')));
  while (words.length > 1 && NAME_SUFFIXES.has(words.at(-1) ?? '')) words.pop();
  return words.at(-1) ?? '';
}

/** The key two posts of the same book share, or null when there is too little to match on. */
export function bookMatchKey(book: { title: string; author: string }): string | null {
  const title = titlePart(book.title);
  const author = authorPart(book.author);
  if (title === '' || author === '') return null;
  return `${title}|${author}`;
}

/** A post that can match: open for an offer or a request, and not taken down. */
export function isOpenForMatch(post: Post): boolean {
  return post.status === 'posted' && !hiddenFromPublic(post);
}
