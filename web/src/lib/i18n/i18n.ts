// The web app's words in the visitor's language (README, "Languages"). t() is called while rendering:
// the active catalogue is loaded before the app's first render (main.tsx) and on every switch, and the
// app re-renders from the root when the language changes (i18n-provider.tsx).

import { type CatalogueModule, catalogues } from 'virtual:bookwish-catalogues';
import { LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import { setupI18n } from '@lingui/core';

/** For tests only (never in the switcher): English ~40% longer with accents, to catch overflow. */
export const PSEUDO_LOCALE = 'en-XA';
export type ActiveLocale = Locale | typeof PSEUDO_LOCALE;

const i18n = setupI18n();
let serverTexts: CatalogueModule['serverTexts'] = { exact: {}, patterns: [] };
let active: ActiveLocale = 'en';

export type Values = Record<string, string | number | Date | undefined>;

/** The active language's text for a catalogue key (English when a translation lacks it). */
export function t(key: string, values?: Values): string {
  return i18n._(key, values);
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
  const english = await catalogues.en?.();
  const own = locale !== 'en' ? await catalogues[locale]?.() : english;
  if (!english) throw new Error('The English catalogue is missing');
  i18n.load(locale, { ...english.messages, ...(own?.messages ?? {}) });
  i18n.activate(locale);
  serverTexts = english.serverTexts;
  active = locale;
}

/** The catalogue key of a text the server sent in English (an API error, a timeline step), with the
 * values a text with a variable carried; undefined for a text that is not one of ours. */
export function serverKey(english: string): { key: string; values?: Values } | undefined {
  const exact = serverTexts.exact[english];
  if (exact) return { key: exact };
  for (const [pattern, key, names] of serverTexts.patterns) {
    const match = new RegExp(pattern).exec(english);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

/** A text the server wrote in English, in the member's language (as written when it is not ours). */
export function serverText(english: string): string {
  const found = serverKey(english);
  return found ? t(found.key, found.values) : english;
}

export function formatDate(date: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlTag(), options).format(new Date(date));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlTag(), options).format(value);
}

/** A price in Canadian dollars, written the locale's way. */
export function formatPrice(dollars: number): string {
  return formatNumber(dollars, { style: 'currency', currency: 'CAD' });
}
