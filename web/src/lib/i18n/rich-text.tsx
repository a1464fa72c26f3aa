// One whole sentence with a link or emphasis inside: the catalogue holds the sentence with numbered
// tags ("I accept the <0>Terms of Service</0> and <1>Privacy Policy</1>."), so each language puts the
// link where its word order needs it, and this draws tag n with the n-th element given. Values may be
// elements too (a title in <strong>): member text never reaches the tag parser, since every value
// stands as a private-use marker until the sentence is cut, then takes its place.
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type CatalogueKey, t, type Values } from './i18n.ts';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

/** A catalogue message drawn with its tags as the given elements (tag <0> is tags[0]). Numbers and
 * dates stay values of the message (plural and select read them); anything else is shown as given. */
export function richText(
  key: CatalogueKey,
  values: Record<string, ReactNode | Date> = {},
  tags: readonly ReactElement<{ children?: ReactNode }>[] = [],
): ReactNode {
  const plain: Values = {};
  const nodes: ReactNode[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' || value instanceof Date) plain[name] = value;
    else {
      plain[name] = `${OPEN}${nodes.length}${CLOSE}`;
      nodes.push(value);
    }
  }
  return cut(t(key, plain), nodes, tags);
}

/** The text split at its first tag, the tag's inside drawn by its element, recursively. */
export function cut(
  text: string,
  nodes: readonly ReactNode[],
  tags: readonly ReactElement<{ children?: ReactNode }>[],
): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    out.push(...fill(rest.slice(0, match.index), nodes));
    const index = Number(match[1] ?? match[3]);
    const element = tags[index];
    const inside = match[2] === undefined ? [] : cut(match[2], nodes, tags);
    // A tag the code did not give is shown as its words, never as markup.
    out.push(isValidElement(element) ? cloneElement(element, {}, ...inside) : inside);
    rest = rest.slice(match.index + match[0].length);
  }
  out.push(...fill(rest, nodes));
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
  return out.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}

/** A stretch of text with each value's marker replaced by the value itself. */
function fill(text: string, nodes: readonly ReactNode[]): ReactNode[] {
  if (!text) return [];
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(nodes[Number(match[1])]);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
