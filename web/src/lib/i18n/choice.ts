// Which language a visitor reads: their own choice (kept in localStorage and a cookie the servers read,
// and for a member in their notification settings), else the first of the browser's languages we
// speak. index.html's head script applies the same rule before the first paint.
import { isLocale, type Locale, pickLocale } from '@bookwish/shared/i18n/locales';
import { PSEUDO_LOCALE } from './i18n.ts';

export const LANGUAGE_STORAGE_KEY = 'bookwish.language';
export const LANGUAGE_COOKIE = 'bookwish_lang';
/** A year: the choice outlives a browsing session. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language this visitor chose in the switcher, if any. */
export function storedLocale(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): Locale | undefined {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's choice, else their browser's languages. The pseudo-locale only by a test's hand. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale | typeof PSEUDO_LOCALE {
  try {
    if (storage?.getItem(LANGUAGE_STORAGE_KEY) === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  } catch {}
  return storedLocale(storage) ?? pickLocale(browserLanguages);
}

/** Remembers a choice: localStorage for this browser, the cookie for the servers' pages. */
export function rememberLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode with storage refused: the cookie still carries it.
  }
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
