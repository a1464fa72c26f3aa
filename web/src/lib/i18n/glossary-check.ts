// The glossary check's reading of a catalogue README (its "Glossary" table and "Register" line) and of
// the messages: the test (glossary-terms.test.ts) and a reviewer's list (web/scripts/glossary-drifts.ts).
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type Messages = Record<string, string>;

const FILES = ['web', 'emails', 'pages', 'unsubscribe'] as const;
/** A language folder's four files as one map, keyed "file:key" ("emails:offerReceived.subject"). */
export function readCatalogue(folder: string): Messages {
  return Object.assign(
    {},
    ...FILES.map((file) => {
      const messages = JSON.parse(readFileSync(`${folder}/${file}.json`, 'utf8')) as Messages;
      return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${file}:${key}`, text]));
    }),
  );
}

type Part = string | [string, string?, (string | Record<string, string | Part[]>)?];
/** What a reader sees of a message, every branch of it, without variable names. */
export function words(message: string): string {
  const text: string[] = [];
  const walk = (nodes: Part[]): void => {
    for (const node of nodes) {
      if (typeof node === 'string') text.push(node);
      else if (node[2] && typeof node[2] === 'object')
        for (const branch of Object.values(node[2]))
          if (branch !== undefined) walk(typeof branch === 'string' ? [branch] : branch);
    }
  };
  const compiled = compileMessage(message) as string | Part[];
  walk(typeof compiled === 'string' ? [compiled] : compiled);
  // Rich-text tags (<0>…</0>) are markup, not words.
  return text.join(' ').replace(/<\/?\d+>/g, ' ');
}

/** A cell's comma-separated forms; a note in brackets is for the reader, not a form. */
const list = (cell: string) =>
  cell
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((form) => form.trim().replace(/^«\s*|\s*»$/gu, ''))
    .filter(Boolean);

/** The rows of a README's "Glossary" table, cell by cell (the header and its rule left out). */
function glossaryRows(readme: string): string[][] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Glossary')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(-|Term\b)/.test(line))
    .map((line) =>
      line
        .slice(1, line.lastIndexOf('|'))
        .split('|')
        .map((cell) => cell.replace(/`/g, '').trim()),
    );
}

/** A core term as English uses it: its forms, and phrases where the word means something else. */
export type EnglishTerm = { term: string; english: string[]; notIn: string[] };
/** English's README table: | Term | English forms | Not this sense |. */
export function englishTerms(readme: string): EnglishTerm[] {
  return glossaryRows(readme).map(([term = '', forms = '', notIn = '']) => ({
    term,
    english: list(forms),
    notIn: list(notIn),
  }));
}

/** A language's README table: | Term | Rendering | Also accepted |, as the forms a message may use. */
export function renderings(readme: string): Map<string, string[]> {
  return new Map(
    glossaryRows(readme).map(([term = '', rendering = '', also = '']) => [
      term,
      [...list(rendering.replace(/\s*\/\s*/g, ',')), ...list(also)],
    ]),
  );
}

/** The README's register line: "Never in this language: a, b, c" (whole words). */
export function register(readme: string): string[] {
  const line = readme.match(/^Never in this language: (.+)$/m)?.[1] ?? '';
  return list(line.replace(/\.$/, ''));
}

// A word's edge: no letter, mark or zero-width non-joiner (Persian writes می‌کنی as one word) beside it.
const EDGE_BEFORE = '(?<![\\p{L}\\p{M}\\u200C])';
const EDGE_AFTER = '(?![\\p{L}\\p{M}\\u200C])';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Chinese writes no space between words: a Chinese word is found wherever it stands. Elsewhere a word
// starts and ends at a word's edge (a mark such as 「 has none to keep).
const wholeWord = (word: string) =>
  /\p{Script=Han}/u.test(word)
    ? new RegExp(literal(word), 'u')
    : new RegExp(
        `${/^\p{L}/u.test(word) ? EDGE_BEFORE : ''}${literal(word)}${/\p{L}$/u.test(word) ? EDGE_AFTER : ''}`,
        'iu',
      );

/** The keys whose English uses the term in its product sense, and whose translation has none of the
 * accepted forms. */
export function drifts(term: EnglishTerm, accepted: string[], source: Messages, target: Messages): string[] {
  const forms = term.english.map(wholeWord);
  return Object.entries(source).flatMap(([key, message]) => {
    let text = words(message);
    for (const phrase of term.notIn) text = text.replace(new RegExp(literal(phrase), 'giu'), ' ');
    if (!forms.some((form) => form.test(text))) return [];
    const translation = words(target[key] ?? '').toLowerCase();
    return accepted.some((form) => translation.includes(form.toLowerCase())) ? [] : [key];
  });
}

export function offRegister(banned: string[], target: Messages): string[] {
  const patterns = banned.map((word) => ({ word, pattern: wholeWord(word) }));
  return Object.entries(target).flatMap(([key, message]) =>
    patterns.filter(({ pattern }) => pattern.test(words(message))).map(({ word }) => `${key}: ${word}`),
  );
}
