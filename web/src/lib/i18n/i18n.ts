// The web app's words in the visitor's language (web/README.md, "Languages"). t() is called while rendering:
// the active catalogue is loaded before the app's first render (main.tsx) and on every switch, and the
// app re-renders from the root when the language changes (i18n-provider.tsx).

import { type CatalogueModule, catalogues } from 'virtual:bookwish-catalogues';
import { LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import type { I18n } from '@lingui/core';

/** For tests only (never in the switcher): English ~40% longer with accents, to catch overflow. */
export const PSEUDO_LOCALE = 'en-XA';
export type ActiveLocale = Locale | typeof PSEUDO_LOCALE;

let i18n: I18n | undefined;
let english: CatalogueModule | undefined;
let serverIndex: ServerIndex | undefined;

interface ServerIndex {
  exact: Map<string, string>;
  patterns: { pattern: RegExp; key: string; names: string[] }[];
}
let active: ActiveLocale = 'en';

export type Values = Record<string, string | number | Date | undefined>;

type WebKey = keyof typeof import('@bookwish/shared/i18n/catalogues/en/web.json', { with: { type: 'json' }});
type PagesJsonKey = keyof typeof import('@bookwish/shared/i18n/catalogues/en/pages.json', { with: {
  type: 'json',
}});
/** A pages.json key as the web reads it (web/i18n-catalogues.ts pageTexts): 'page./about.title' is
 * 'pages.about.title', the home page's 'pages.home.title', any other 'pages.<key>'. */
type PageKey<K extends string> = K extends `page./.${infer Rest}`
  ? `pages.home.${Rest}`
  : K extends `page./${infer Rest}`
    ? `pages.${Rest}`
    : `pages.${K}`;

/** A key of the English web or pages catalogue: a misspelt or removed key fails tsc where it is used. */
export type CatalogueKey = WebKey | PageKey<PagesJsonKey>;

/** The active language's text for a catalogue key (English when a translation lacks it). */
export function t(key: CatalogueKey, values?: Values): string {
  return i18n ? i18n._(key, values) : key;
}

export function activeLocale(): ActiveLocale {
  return active;
}

/** The Intl tag of the active language: dates, numbers and prices. */
export function intlTag(locale: ActiveLocale = active): string {
  return locale === PSEUDO_LOCALE ? 'en-CA' : LOCALE_INFO[locale].intl;
}

export function direction(locale: ActiveLocale = active): 'ltr' | 'rtl' {
  return locale === PSEUDO_LOCALE ? 'ltr' : LOCALE_INFO[locale].dir;
}

/** Fetches a language's catalogue (its own chunk) and makes it the active one. A language whose
 * web.json is not there yet shows English; keys a translation lacks show English too. */
export async function activate(locale: ActiveLocale): Promise<void> {
  const [runtime, en, own] = await Promise.all([
    import('./runtime.ts'),
    catalogues.en?.(),
    locale === 'en' ? undefined : catalogues[locale]?.(),
  ]);
  if (!en) throw new Error('The English catalogue is missing');
  english = en;
  runtime.i18n.load(locale, { ...en.messages, ...(own?.messages ?? {}) });
  runtime.i18n.activate(locale);
  i18n = runtime.i18n;
  active = locale;
}

/** The server's English texts to their keys, from the English catalogue itself (built on first use). */
function serverTexts(): ServerIndex {
  if (serverIndex) return serverIndex;
  const index: ServerIndex = { exact: new Map(), patterns: [] };
  for (const key of english?.serverIds ?? []) {
    const message = english?.messages[key];
    const parts = typeof message === 'string' ? [message] : Array.isArray(message) ? message : [];
    if (parts.every((part) => typeof part === 'string')) {
      index.exact.set(parts.join(''), key);
      continue;
    }
    const names: string[] = [];
    const source = parts
      .map((part) => {
        if (typeof part === 'string') return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(String((part as unknown[])[0]));
        return '(.+?)';
      })
      .join('');
    index.patterns.push({ pattern: new RegExp(`^${source}$`, 's'), key, names });
  }
  if (english) serverIndex = index;
  return index;
}

/** The catalogue key of a text the server sent in English (an API error, a timeline step), with the
 * values a text with a variable carried; undefined for a text that is not one of ours. */
export function serverKey(text: string): { key: string; values?: Values } | undefined {
  const index = serverTexts();
  const exact = index.exact.get(text);
  if (exact) return { key: exact };
  for (const { pattern, key, names } of index.patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

/** A text the server wrote in English, in the member's language (as written when it is not ours). */
export function serverText(english: string): string {
  const found = serverKey(english);
  return found ? t(found.key as CatalogueKey, found.values) : english;
}

/** Intl formatters by language and options, made once: making one is the slow part (a list page's
 * prices, dates and types made a dozen each, a sixth of the home page's script time on a slow phone),
 * formatting with it is cheap. Few kinds are ever asked for, so the map stays small. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`d ${tag} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

export function formatDate(
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions,
  tag: string = intlTag(),
): string {
  const day = new Date(date);
  const own = dateFormat(tag, options);
  const parts = own.formatToParts(day);
  // A browser built without this language's calendar words writes the month as "M12" (Debian's
  // Chromium for Punjabi): then the day in British order, with the month's name from the catalogue.
  if (!parts.some((part) => part.type === 'month' && /^M\d{1,2}$/.test(part.value))) {
    return parts.map((part) => part.value).join('');
  }
  const month = Number(dateFormat('en-GB', { month: 'numeric', timeZone: options.timeZone }).format(day));
  return dateFormat('en-GB', options)
    .formatToParts(day)
    .map((part) => (part.type === 'month' ? (MONTHS[month - 1]?.() ?? part.value) : part.value))
    .join('');
}

/** Month names, written out key by key (the build swaps whole literal keys for short ids). */
const MONTHS: readonly (() => string)[] = [
  () => t('date.month1'),
  () => t('date.month2'),
  () => t('date.month3'),
  () => t('date.month4'),
  () => t('date.month5'),
  () => t('date.month6'),
  () => t('date.month7'),
  () => t('date.month8'),
  () => t('date.month9'),
  () => t('date.month10'),
  () => t('date.month11'),
  () => t('date.month12'),
];

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return kept(
    `n ${intlTag()} ${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(intlTag(), options),
  ).format(value);
}

/** A price in Canadian dollars, written the locale's way. */
export function formatPrice(dollars: number): string {
  return formatNumber(dollars, { style: 'currency', currency: 'CAD' });
}

/** "A, B and C" the locale's way (a list of a post's types). A list of one is that one in every
 * language (list patterns start at two), and most posts have one type: no ListFormat is made for it
 * (a document's first costs ICU's list data, about 10 ms on a laptop, four times that on a slow phone). */
export function formatList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return kept(
    `l ${intlTag()}`,
    () => new Intl.ListFormat(intlTag(), { style: 'short', type: 'unit' }),
  ).format(items);
}

/** The digits 0-9 of a language whose numbers are not written in Latin digits, by Intl tag (what its
 * Intl.NumberFormat writes by default; choice.test holds every language to that). */
const NATIVE_DIGITS: Readonly<Record<string, string>> = { fa: '۰۱۲۳۴۵۶۷۸۹' };

/** A year in the reader's digits, without a thousands separator (۲۰۲۶, not 2,026). Written digit by
 * digit, not by Intl.NumberFormat: the footer shows a year on every page, and a document's first
 * NumberFormat costs ICU's number data (30-40 ms on a laptop, four times that on a slow phone), which
 * a page with no price then never pays. */
export function formatYear(year: number): string {
  const digits = NATIVE_DIGITS[intlTag()];
  const latin = String(Math.trunc(year));
  return digits ? latin.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit) : latin;
}
