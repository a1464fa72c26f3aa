// A web address in member text, judged by the threat: text that a mail client, a browser or a phone
// would make clickable, or that reads as an address to type, once look-alikes are read as what they
// look like. Two kept sources decide, not a list of endings: Unicode's confusables (look-alikes.ts)
// say what a character reads as, and linkify-it (with the root zone's names, iana-tlds.ts) says what
// a linkifier makes a link of.
//
// A link span is then read as a reader of prose would: "Anna.Kim", "today.Love it", "Socket.IO",
// "Eat.Pray.Love" and "بود.ایران" are words joined by a dot (a surname, a sentence whose space was
// lost, a product name, a sentence stop in a script without case); "bookwish-help.support",
// "x.com", "t.co/abc", "https://…", "help@…", "203.0.113.7", "xn--…", "www.…" are addresses, and are
// refused. Prose joins are kept as written on pages (which link nothing) and neutralised in emails
// (neutralisedForEmail), where a client would link them.

import { LinkifyIt, type Match } from 'linkify-it';
import { TOP_LEVEL_DOMAINS } from './iana-tlds.ts';
import { DOT_LOOK_ALIKES, LOOK_ALIKE_LETTERS } from './look-alikes.ts';

/** Where the text is read: a book's title or author ('title'), which our emails show and where a
 * brand written as its site is a real title ("Amazon.com: Get Big Fast"); a display name ('name'),
 * in emails too, where it is not; or a message ('message': wish messages and destinations, thank-you
 * notes, fulfilment messages, reasons, report notes), shown on pages. In a name or a message a
 * lowercase ending after a dot reads as an address ("Freebooks.help"). */
export type TextKind = 'title' | 'name' | 'message';

/** Special-use names (RFC 2606, 6761, 6762, 7686): not in the root zone, but they read as addresses. */
const SPECIAL_USE = ['example', 'test', 'invalid', 'localhost', 'local', 'onion', 'internal'];

/** The table's own prototypes for its dot look-alikes (MIDDLE DOT, MODIFIER LETTER LOW RING), and
 * two it does not read as dots that a security review found used as ones (RAISED DOT, added to
 * Unicode after the table; the Armenian full stop, which the table reads as a colon). */
const MORE_DOTS = '\u00B7\u02F3\u2E33\u0589';

/** Scripts our members write that have no case and look-alikes in Latin only by accident (Persian
 * ه reads "o"): a word wholly in them is never read as Latin letters. */
const OWN_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Gurmukhi}]/u;
const LATIN = /\p{Script=Latin}/u;

let lookAlikeTables: { folds: Map<string, string>; dots: Set<string> } | undefined;
let linkifier: LinkifyIt | undefined;

/** Made on first use: a bundle that never checks text carries the data but does no work for it. */
function lookAlikes(): { folds: Map<string, string>; dots: Set<string> } {
  lookAlikeTables ??= {
    folds: new Map(
      LOOK_ALIKE_LETTERS.trim()
        .split(' ')
        .map((entry) => {
          const [from = '', ...to] = [...entry];
          return [from, to.join('')];
        }),
    ),
    dots: new Set([...DOT_LOOK_ALIKES, ...MORE_DOTS]),
  };
  return lookAlikeTables;
}

/** linkify-it as a mail client: fuzzy links under any name of the root zone, emails, IP addresses. */
function linkify(): LinkifyIt {
  linkifier ??= new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(
    [...TOP_LEVEL_DOMAINS, ...SPECIAL_USE],
    false,
  );
  return linkifier;
}

/** A word read as a reader reads it: letters of other scripts that look Latin, read as Latin (when the
 * word has Latin in it, or is wholly made of look-alikes outside our members' scripts), accents off. */
function readWord(word: string): string {
  const { folds } = lookAlikes();
  const chars = [...word.normalize('NFD').replace(/\p{M}/gu, '')];
  const read = chars.map((c) => folds.get(c) ?? c).join('');
  if (LATIN.test(word) || (/^[\x20-\x7e]+$/.test(read) && !OWN_SCRIPT.test(word))) return read;
  return word;
}

/**
 * The text as a reader sees it: compatibility forms folded (fullwidth letters), every code point that
 * renders as nothing removed (zero-width spaces and joiners, U+034F, variation selectors, soft
 * hyphens), dot look-alikes between two characters written ".", look-alike letters read as Latin, a
 * Latin run glued to a script written without spaces set apart ("访问bookwish.help获取"), and a dot
 * set between spaces or written out ("example . com", "bookwish dot support", "bookwish点com")
 * written as one.
 */
export function readerText(value: string): string {
  const { dots } = lookAlikes();
  // Right-to-left override runs are shown reversed: "\u202Etroppus.hsiwkoob" reads "bookwish.support".
  const visible = value
    .replace(/\u202E([^\u202C\n]*)\u202C?/gu, (_, run: string) => [...run].reverse().join(''))
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFKC');
  const chars = [...visible];
  const dotted = chars
    .map((c, i) => {
      if (!dots.has(c) || i === 0 || i === chars.length - 1) return c;
      const before = chars[i - 1] ?? ' ';
      const after = chars[i + 1] ?? ' ';
      if (/\s/u.test(before) || /\s/u.test(after)) return c;
      // A digit that reads as a dot (Arabic-Indic zero) is one only between Latin letters.
      return /\p{N}/u.test(c) && !(LATIN.test(before) && LATIN.test(after)) ? c : '.';
    })
    .join('');
  const read = [
    ...dotted.replace(/[^\s./@:]+/gu, (word) => (/[^\x20-\x7e]/.test(word) ? readWord(word) : word)),
  ];
  const apart = read
    .map((c, i) => {
      const before = read[i - 1] ?? '';
      const glued = (LATIN.test(before) && OWN_SCRIPT.test(c)) || (OWN_SCRIPT.test(before) && LATIN.test(c));
      return glued ? ` ${c}` : c;
    })
    .join('');
  return apart
    .replace(spacedDot, '.')
    .replace(writtenDot, (written, host: string) => (hostLike.test(host) ? `${host}.` : written))
    .replace(hanDot, '.');
}

/** A dot set apart by spaces ("example . com", "bookwish .help"). */
const spacedDot = /(?<=[\p{L}\p{N}]) \. (?=\p{L})|(?<=[\p{L}\p{N}]) \.(?=\p{Ll})/gu;
/** A dot written out, in English, French or Persian ("bookwish dot com", "livres point com"), after a
 * host-like word: four letters or more, or a digit or hyphen in it ("the dot com bubble" is prose). */
const writtenDot = /(?<![\p{L}\p{N}-])([\p{Ll}\p{N}-]+) (?:dot|point|نقطه) (?=\p{Ll}{2,})/gu;
const hostLike = /^(?:\p{Ll}{4,}|.*[\p{N}-].*)$/u;
/** A dot written as the Chinese word for it between Latin labels ("bookwish点com"). */
const hanDot = /(?<=[a-z0-9-])\s*[点點]\s*(?=[a-z]{2,})/gu;

/** A defanged address ("name[.]support", "name(dot)support"): only written to dodge a check. */
const defanged = /[\p{L}\p{N}]\s*[[({<]\s*(?:\.|dot)\s*[\])}>]\s*[\p{L}\p{N}]/iu;
/** A scheme, also with backslashes ("https:\\example"), which linkify-it does not link. */
const scheme = /[a-z][a-z0-9+.-]*:[\\/]{2}/i;
const www = /(?<![\p{L}\p{M}\p{N}-])www\./iu;

/** How a label is written: in prose case, or as only an address is. */
function labelCase(
  label: string,
  acronymMax = 5,
): 'title' | 'acronym' | 'lower' | 'caseless' | 'number' | 'other' {
  if (/^\p{N}+$/u.test(label)) return 'number';
  if (!/[\p{Lu}\p{Ll}\p{Lt}]/u.test(label)) return /\p{L}/u.test(label) ? 'caseless' : 'other';
  if ([...label].length <= acronymMax && /^\p{Lu}+$/u.test(label)) return 'acronym';
  if (/^[\p{Lu}\p{Lt}]/u.test(label) && /\p{Ll}/u.test(label) && !/\p{N}/u.test(label)) return 'title';
  if (/^\p{Ll}/u.test(label)) return 'lower';
  return 'other';
}

/** Words joined by a dot, as prose writes them: a surname, a sentence whose space was lost, a product
 * or a brand written as its site (in a title only), a sentence stop in a caseless script. */
function readsAsProse(labels: string[], kind: TextKind): boolean {
  // An ending in capitals is a product's acronym up to three letters ("ML.NET", "Socket.IO", "Vol.MD");
  // "Bookwish.HELP" is an address shouted.
  const ending = labelCase(labels.at(-1) ?? '', 3);
  const name = labels.at(-2) ?? '';
  const nameCase = labelCase(name);
  // "bookwish.co.Uk": a lowercase label among three is a host under a domain.
  if (labels.length >= 3 && labels.slice(0, -1).some((l) => labelCase(l) === 'lower' && l.length > 1))
    return false;
  switch (ending) {
    case 'title':
      // "today.Love it", "Anna.Kim", "St.Help"; not "bookwish-help.Support" (a word has no hyphen
      // or digit before a sentence ends).
      return nameCase !== 'other' && !(nameCase === 'lower' && /[\p{N}-]/u.test(name));
    case 'acronym':
      return nameCase === 'title' || nameCase === 'acronym';
    case 'lower':
      return kind === 'title' && nameCase === 'title' && !/\p{N}/u.test(name);
    case 'caseless':
      return nameCase === 'caseless' || nameCase === 'number';
    default:
      return false;
  }
}

/** A link span that reads as an address rather than as words joined by a dot. */
function isAddress(match: Match, kind: TextKind): boolean {
  // A scheme ("https:", "mailto:" for an email address, "//"), a path, a port or a query.
  if (match.schema !== '' || /[/:?#]/.test(match.raw)) return true;
  const labels = match.raw.split('.');
  if (labels.some((l) => /^xn--/i.test(l)) || /^www$/i.test(labels[0] ?? '')) return true;
  if (labels.every((l) => /^\d+$/.test(l))) return true;
  return !readsAsProse(labels, kind);
}

function linksIn(text: string): Match[] {
  return linkify().match(text) ?? [];
}

/** True when the text holds a web address: refused in what members write. */
export function hasWebAddress(value: string, kind: TextKind): boolean {
  const text = readerText(value);
  if (defanged.test(text) || scheme.test(text) || www.test(text)) return true;
  return linksIn(text).some((match) => isAddress(match, kind));
}

/** U+00B7 MIDDLE DOT: no linkifier reads it as a dot, nor does a browser's address bar (IDNA keeps it
 * inside a label), and a reader still sees the words it joins. */
const NEUTRAL_DOT = '\u00B7';

/** One word with every link in it made text no client links: its dots written as middle dots, its
 * scheme dropped, as a reader sees the word (look-alikes read). */
function neutralisedWord(word: string): string {
  const text = readerText(word);
  const links = linksIn(text);
  if (links.length === 0 && !scheme.test(text) && !www.test(text)) return word;
  let out = '';
  let from = 0;
  for (const link of links) {
    const body = link.raw.slice(
      link.schema !== '' && link.raw.startsWith(link.schema) ? link.schema.length : 0,
    );
    out += text.slice(from, link.index) + body.replace(/^\/\//, '').replaceAll('.', NEUTRAL_DOT);
    from = link.lastIndex;
  }
  out += text.slice(from);
  // A scheme or a www. that linkify-it does not link on its own ("https:\\…", "www.dune-deals"), and
  // a client may, loses its slashes or its dot all the same.
  return out.replace(/([a-z][a-z0-9+.-]*):[\\/]{2}/gi, '$1: ').replace(/\b(www)\./gi, `$1${NEUTRAL_DOT}`);
}

/** Whitespace that splits words (U+FEFF renders as nothing, so it joins them as the check does). */
const wordBreak = /([\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+)/u;

/** Member text as an email shows it: every word a client would link, made plain text (older names and
 * titles, stored before the check, and the prose joins it accepts, "Anna.Kim"), the rest as written. */
export function neutralisedForEmail(value: string): string {
  return value
    .split(wordBreak)
    .map((word, i) => (i % 2 === 0 && word !== '' ? neutralisedWord(word) : word))
    .join('');
}
