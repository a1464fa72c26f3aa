// Which language a visitor reads, and switching: their stored choice wins, else the first of their
// browser's languages we speak; index.html's head script (before the first paint) agrees with it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, pickLocale } from '@bookwish/shared/i18n/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { bookTypesText } from './book-types.ts';
import { initialLocale, LANGUAGE_STORAGE_KEY, rememberLocale, storedLocale } from './choice.ts';
import {
  activate,
  activeLocale,
  direction,
  formatDate,
  formatList,
  formatPrice,
  formatYear,
  intlTag,
  serverKey,
  serverText,
  t,
} from './i18n.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('choosing a language', () => {
  it('a stored choice wins over the browser', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fa' });
    expect(initialLocale(storage, ['fr-CA', 'en'])).toBe('fa');
  });

  it('without a choice, the first browser language we speak', () => {
    expect(initialLocale(memoryStorage(), ['de-DE', 'zh-TW', 'en'])).toBe('zh-Hant');
    expect(initialLocale(memoryStorage(), ['pa-IN'])).toBe('pa');
    expect(initialLocale(memoryStorage(), ['de', 'ja'])).toBe('en');
  });

  it('a stored value that is not one of our languages is ignored', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' });
    expect(storedLocale(storage)).toBeUndefined();
    expect(initialLocale(storage, ['fr'])).toBe('fr-CA');
  });

  it('storage that throws (private mode) falls back to the browser', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(initialLocale(broken, ['fa-IR'])).toBe('fa');
  });

  it('remembering a choice stores it for the next visit', () => {
    const storage = memoryStorage();
    rememberLocale('zh-Hans', storage);
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('zh-Hans');
    expect(initialLocale(storage, ['en'])).toBe('zh-Hans');
  });

  it("index.html's head script picks what pickLocale picks, before the first paint", () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const script = /\(\(\) => \{\n\s+const html = document\.documentElement;[\s\S]*?\n\s{6}\}\)\(\);/.exec(
      html,
    )?.[0];
    expect(script).toBeDefined();
    const run = (languages: string[], stored: string | null) => {
      const root = { lang: '', dir: '', dataset: {} as Record<string, string> };
      const document = { documentElement: root };
      const run = new Function(
        'document',
        'localStorage',
        'navigator',
        'setTimeout',
        'pageCode',
        script ?? '',
      );
      run(document, { getItem: () => stored }, { languages }, () => {}, []);
      return root;
    };
    const lists = [
      ['fr-FR'],
      ['zh-HK', 'en'],
      ['zh-CN'],
      ['zh-Hant-TW'],
      ['zh-Hans-HK'],
      ['yue'],
      ['pa-Arab-PK', 'fa'],
      ['de', 'pa'],
      ['ja'],
      ['en-GB', 'fa'],
    ];
    const intl = {
      en: 'en-CA',
      'fr-CA': 'fr-CA',
      'zh-Hant': 'zh-Hant',
      'zh-Hans': 'zh-Hans',
      pa: 'pa-Guru-IN',
      fa: 'fa',
    };
    for (const languages of lists) {
      const expected = pickLocale(languages);
      const root = run(languages, null);
      expect({ languages, lang: root.lang }).toEqual({ languages, lang: intl[expected] });
      expect(root.dir).toBe(expected === 'fa' ? 'rtl' : 'ltr');
      // Another language than English: the prerendered English words wait for the app.
      expect('languagePending' in root.dataset).toBe(expected !== 'en');
    }
    expect(run(['en'], 'fa')).toMatchObject({ lang: 'fa', dir: 'rtl' });
  });
});

describe('switching the active language', () => {
  afterEach(() => activate('en'));

  it('English shows the spec texts; the pseudo-locale shows every text longer, accented', async () => {
    expect(t('msg.common.requiredField')).toBe('Please fill in the required field.');
    await activate('en-XA');
    expect(activeLocale()).toBe('en-XA');
    const pseudo = t('msg.common.requiredField');
    expect(pseudo).toMatch(/^Pléásé fíll íñ thé réqüíréd fíéld\./);
    expect(pseudo.length).toBeGreaterThanOrEqual(
      Math.ceil('Please fill in the required field.'.length * 1.4),
    );
  });

  it("a post's book types read as the spec writes them in English", () => {
    expect(bookTypesText(['Fiction', 'Other'])).toBe('Fiction, Other');
  });

  it("a server's English error is shown in the active language, variables kept", async () => {
    expect(serverKey('Please keep this under 80 characters.')).toEqual({
      key: 'msg.common.tooLong',
      values: { max: '80' },
    });
    await activate('en-XA');
    const shown = serverText('Please keep this under 80 characters.');
    expect(shown).toMatch(/^Pléásé kéép thís üñdér .*80.*çháráçtérs\./);
    // A member's own words (or a text that is not ours) are shown as written.
    expect(serverText('My grandmother’s favourite')).toBe('My grandmother’s favourite');
  });

  it('a language whose catalogue is not there yet reads English, with its own direction and Intl tag', async () => {
    await activate('fa');
    expect(direction()).toBe('rtl');
    expect(intlTag()).toBe('fa');
    expect(t('msg.common.requiredField')).not.toBe('msg.common.requiredField');
    expect(formatPrice(20)).toMatch(/۲۰|20/);
  });

  it('prices, years and dates follow a language switch, each written the new language’s way', async () => {
    await activate('en');
    const english = {
      price: formatPrice(1234.5),
      year: formatYear(2026),
      date: formatDate(0, { month: 'long' }),
    };
    expect(english).toEqual({
      price: '$1,234.50',
      year: '2026',
      date: expect.stringMatching(/^(December|January)$/),
    });
    await activate('fr-CA');
    expect(formatPrice(1234.5)).toMatch(/^1\s234,50\s\$$/);
    expect(formatYear(2026)).toBe('2026');
    expect(formatDate(0, { month: 'long' })).toMatch(/^(décembre|janvier)$/);
    await activate('en');
    expect(formatPrice(1234.5)).toBe(english.price);
  });

  // formatYear writes digits itself and formatList skips Intl for one item: both must still say
  // what Intl says in every language (a language added with digits of its own fails here).
  it.each(LOCALES)('%s: years and lists read as Intl writes them', async (locale) => {
    await activate(locale);
    const tag = intlTag();
    for (const year of [2019, 2026, 1900]) {
      expect(formatYear(year)).toBe(new Intl.NumberFormat(tag, { useGrouping: false }).format(year));
    }
    const list = new Intl.ListFormat(tag, { style: 'short', type: 'unit' });
    for (const items of [[], ['Fiction'], ['Fiction', 'Poetry'], ['Fiction', 'Poetry', 'History']]) {
      expect(formatList(items)).toBe(list.format(items));
    }
    await activate('en');
  });
});
