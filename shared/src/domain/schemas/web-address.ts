// A web address in member text (a title, an author, a display name), as a reader of our emails would
// see one: the text is normalised first, so look-alikes read as what they look like, then any dotted
// name ending in a real top-level domain is an address. One function for the forms' check and for the
// emails that show older text.
//
// What is not an address: a dot followed by a space (a sentence or an abbreviation ends: "Vol. 2",
// "The end. Then"; no mail client links it), a one-letter name before the domain (initials: "J.Black";
// no path after it), an abbreviation before a capitalised word or a Roman numeral ("Mr.Men",
// "Vol.VI"), a Chinese or Arabic full stop between words of that script (a sentence stop), and the
// handful of product names that are also sites (ASP.NET).

import { TOP_LEVEL_DOMAINS } from './iana-tlds.ts';

/** Special-use names (RFC 2606, 6761, 6762, 7686): not in the root zone, but they read as addresses. */
const SPECIAL_USE = new Set(['example', 'test', 'invalid', 'localhost', 'local', 'onion', 'internal']);

/** Written as "." by a reader wherever they stand (NFKC already turned U+FF0E, U+FE52, U+2024 into "."). */
const ALWAYS_DOT = /[\u2024\uFE52\uFF0E]/gu;

/** Sentence stops and middle dots of other scripts: a dot between two Latin labels
 * ("bookwish-help。support"), a full stop in their own script's prose ("三体。中国"). */
const DOT_BETWEEN_LATIN =
  /(?<=[a-z0-9-])[\u3002\uFF61\u06D4\u0701\u0702\uA4F8\uA60E\u00B7\u0387\u2027\u30FB\uFF65\u2219\u22C5](?=[a-z0-9-])/giu;

/** Letters of other scripts that look like Latin ones, in a top-level domain ("c\u043Em"). */
const LATIN_LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** Abbreviations that end with a dot in titles and names ("Mr.Men", "Vol.VI", "feat.Drake"). */
const ABBREVIATIONS = new Set(
  'mr mrs ms mx dr st mt ft vol vols no nos nr ch chap pt pts bk ep op fig pg pp ed eds jr sr prof rev fr gen capt col lt sgt gov pres sen rep hon feat vs vol'.split(
    ' ',
  ),
);

/** Product names that are also their makers' sites: a book about them is not a link. */
const PRODUCT_NAMES = new Set(['asp.net', 'vb.net', 'ado.net']);

const LABEL = '[\\p{L}\\p{M}\\p{N}-]+';
const dottedName = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}.-])${LABEL}(?:\\.${LABEL})+`, 'gu');
const scheme = /[a-z][a-z0-9+.-]*:[\\/]{2}/i;
const www = /(?<![\p{L}\p{M}\p{N}-])www\./iu;
const ipAddress = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.]*\d)/u;
const romanNumeral = /^[ivxlcdm]+$/i;
const capitalised = /^\p{Lu}\p{Ll}+$/u;
/** A Latin run glued to a script written without spaces ("support获取"). */
const latinThenOtherScript =
  /^([a-z0-9-]+)[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}\p{N}-]/iu;

/**
 * The text as a reader sees it: compatibility forms folded (fullwidth letters, "ｓｕｐｐｏｒｔ"), every
 * code point that renders as nothing removed (zero-width spaces and joiners, U+034F, variation
 * selectors, soft hyphens), and every dot look-alike written ".". Case is kept.
 */
export function readerText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFKC')
    .replace(ALWAYS_DOT, '.')
    .replace(DOT_BETWEEN_LATIN, '.');
}

/** The label as a reader reads it: accents off, Cyrillic and Greek look-alikes as Latin. */
function skeleton(label: string): string {
  return [...label.normalize('NFD').replace(/\p{M}/gu, '')].map((c) => LATIN_LOOK_ALIKES[c] ?? c).join('');
}

function isTopLevelDomain(label: string): boolean {
  const lower = label.toLowerCase();
  if (lower.startsWith('xn--')) return true;
  const candidates = [lower, skeleton(lower), latinThenOtherScript.exec(lower)?.[1] ?? ''];
  return candidates.some((c) => TOP_LEVEL_DOMAINS.has(c) || SPECIAL_USE.has(c));
}

/** One run of dot-joined labels ("bookwish.co.uk", "J.R.R"), with what stands right after it. */
function nameIsAddress(labels: string[], before: string, after: string): boolean {
  if (PRODUCT_NAMES.has(labels.join('.').toLowerCase()) && after !== '/') return false;
  for (let i = 1; i < labels.length; i++) {
    const host = labels[i - 1] ?? '';
    const domain = labels[i] ?? '';
    if (!isTopLevelDomain(domain)) continue;
    // The name a member would register is the label before the domain; one letter is an initial
    // ("J.Black"), unless a path follows or it sits under another name.
    const hostLength = [...host.replace(/\p{M}/gu, '')].length;
    const path = i === labels.length - 1 && after === '/';
    if (hostLength < 1) continue;
    if (hostLength === 1 && !path && !(i >= 2 && [...(labels[i - 2] ?? '')].length >= 2)) continue;
    // "Mr.Men", "Vol.VI": an abbreviation, written as prose writes the next word.
    const abbreviation =
      i === 1 &&
      before !== '@' &&
      !path &&
      ABBREVIATIONS.has(host.toLowerCase()) &&
      (capitalised.test(domain) || romanNumeral.test(domain));
    if (!abbreviation) return true;
  }
  return false;
}

/** True when the text holds a web address a reader could visit or a mail client would link. */
export function hasWebAddress(value: string): boolean {
  const text = readerText(value);
  if (scheme.test(text) || www.test(text) || ipAddress.test(text)) return true;
  for (const match of text.matchAll(dottedName)) {
    const start = match.index;
    const end = start + match[0].length;
    if (nameIsAddress(match[0].split('.'), text[start - 1] ?? '', text[end] ?? '')) return true;
  }
  return false;
}

/** Whitespace that splits words (U+FEFF renders as nothing, so it joins them as the check does). */
const wordBreak = /([\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+)/u;

/** The text with each word holding a web address replaced, the rest as written: older posts and
 * names, stored before the check, never put a live link in our emails. */
export function withoutWebAddresses(value: string): string {
  return value
    .split(wordBreak)
    .map((word, i) => (i % 2 === 0 && word !== '' && hasWebAddress(word) ? '[link removed]' : word))
    .join('');
}
