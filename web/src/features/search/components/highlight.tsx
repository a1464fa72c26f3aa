// The words of a title or author that matched the search, in <mark>. The server sends the matched
// words folded (lower case, no accents); each word of the text is folded the same way to compare.
import { foldTerm } from '@bookwish/shared/domain/search';
import type { ReactNode } from 'react';

export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const wanted = new Set(terms);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (!wanted.has(foldTerm(word) ?? '')) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} className="rounded bg-sun/60 px-0.5 text-ink">
        {word}
      </mark>,
    );
    last = start + word.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
