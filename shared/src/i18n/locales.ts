// The six languages of Greater Vancouver that Bookwish speaks, and how a browser's or a member's
// language list picks one. English is the source: the spec's texts, word for word.

export const LOCALES = ['en', 'fr-CA', 'zh-Hant', 'zh-Hans', 'pa', 'fa'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The language named in itself, as the switcher shows it. */
  selfName: string;
  /** Persian is written right to left: the layout mirrors. */
  dir: 'ltr' | 'rtl';
  /** The tag handed to Intl (dates, numbers, plurals). */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { selfName: 'English', dir: 'ltr', intl: 'en-CA' },
  'fr-CA': { selfName: 'Français', dir: 'ltr', intl: 'fr-CA' },
  'zh-Hant': { selfName: '繁體中文', dir: 'ltr', intl: 'zh-Hant' },
  'zh-Hans': { selfName: '简体中文', dir: 'ltr', intl: 'zh-Hans' },
  pa: { selfName: 'ਪੰਜਾਬੀ', dir: 'ltr', intl: 'pa-Guru-IN' },
  fa: { selfName: 'فارسی', dir: 'rtl', intl: 'fa' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** One browser or Accept-Language tag to our locale, or undefined when we do not speak it.
 * Chinese goes by script first, then by region: Taiwan, Hong Kong and Macau read Traditional. */
export function localeOfTag(tag: string): Locale | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [language, ...rest] = parts;
  switch (language) {
    case 'en':
      return 'en';
    case 'fr':
      return 'fr-CA';
    case 'zh':
    case 'yue':
      if (rest.includes('hant')) return 'zh-Hant';
      if (rest.includes('hans')) return 'zh-Hans';
      if (language === 'yue' || rest.some((r) => r === 'tw' || r === 'hk' || r === 'mo')) return 'zh-Hant';
      return 'zh-Hans';
    case 'pa':
      // Punjabi in Shahmukhi (Arabic script, Pakistan) is not Gurmukhi: we do not speak it yet.
      return rest.includes('arab') || rest.includes('pk') ? undefined : 'pa';
    case 'fa':
      return 'fa';
    default:
      return undefined;
  }
}

/** The first of a preference list we speak: navigator.languages, or an Accept-Language header. */
export function pickLocale(preferences: readonly string[] | string | undefined | null): Locale {
  const tags =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((entry) => {
            const [tag = '', ...params] = entry.split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
          })
          .filter((entry) => entry.tag !== '' && entry.tag !== '*' && !(entry.q <= 0))
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : (preferences ?? []);
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
