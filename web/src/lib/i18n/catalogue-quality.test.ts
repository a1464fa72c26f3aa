// What a native reader would catch in the catalogues (web.json, emails.json, pages.json,
// unsubscribe.json), checked on every message of the five translations: broken characters and letters
// of another script, French typography (a no-break space before : ; ? ! and inside « »), every plural
// form the language has (CLDR's categories), Chinese full-width punctuation, one English text
// translated one way (or a description in descriptions.json saying why not), and a button named in an
// email or on the unsubscribe page by its web label.
// (Persian subjects that open with member text: email-catalogues.test.ts reads the rendered emails.)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../../shared/src/i18n');
const FILES = ['web', 'emails', 'pages', 'unsubscribe'] as const;
type Messages = Record<string, string>;
const read = (locale: Locale): Messages =>
  Object.assign(
    {},
    ...FILES.map((file) => {
      const messages = JSON.parse(
        readFileSync(`${root}/catalogues/${locale}/${file}.json`, 'utf8'),
      ) as Messages;
      return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${file}:${key}`, text]));
    }),
  );
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<
  Locale,
  Messages
>;
const translated = LOCALES.filter((locale) => locale !== 'en');
/** Notes for translators, by key ("web:offerDrawer.by"): where the English alone is ambiguous. A
 * described key may differ from another key with the same English (the description says why). */
const descriptions = JSON.parse(readFileSync(`${root}/descriptions.json`, 'utf8')) as Messages;

type Part = string | [string, string?, (string | Record<string, string | Part[]>)?];
/** A message's parts, branch by branch: what a reader sees (no variable names), and each plural
 * variable with the categories it spells out. */
function parts(message: string) {
  const text: string[] = [];
  const plural: { name: string; categories: string[] }[] = [];
  const walk = (nodes: Part[]): void => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        text.push(node);
        continue;
      }
      const [name, type, format] = node;
      if (!format || typeof format !== 'object') continue;
      if (type === 'plural')
        plural.push({
          name,
          categories: Object.keys(format).filter((c) => !c.startsWith('=') && c !== 'offset'),
        });
      for (const branch of Object.values(format))
        if (branch !== undefined) walk(typeof branch === 'string' ? [branch] : branch);
    }
  };
  const compiled = compileMessage(message) as string | Part[];
  walk(typeof compiled === 'string' ? [compiled] : compiled);
  return { text, plural };
}
const words = (message: string) => parts(message).text;
const plurals = (message: string) => parts(message).plural;

/** The scripts a language's own words are written in. Latin is allowed everywhere for names, titles,
 * Bookwish, CAD, JPG and addresses (the next check holds Latin words to a list). */
const SCRIPTS: Record<Locale, RegExp> = {
  en: /\p{Script=Latin}/u,
  'fr-CA': /\p{Script=Latin}/u,
  'zh-Hant': /[\p{Script=Han}\p{Script=Latin}]/u,
  'zh-Hans': /[\p{Script=Han}\p{Script=Latin}]/u,
  pa: /[\p{Script=Gurmukhi}\p{Script=Latin}]/u,
  fa: /[\p{Script=Arabic}\p{Script=Latin}]/u,
};
/** Arabic letters and digits that Persian writes otherwise (ی ک ۱۲۳). */
const NOT_PERSIAN = /[\u064A\u0643\u0660-\u0669]/u;

/** Latin words a non-Latin catalogue may hold: names, book titles, brands, file kinds, web addresses. */
const LATIN_NAMES = new Set(
  // Formats and codes a reader meets in Latin letters in every language (the book's number, the file
  // types, SHA-256 of a giveaway's draw), and the carriers whose brand is written in Latin letters everywhere.
  `Bookwish bookwish CAD JPG PNG CSV ISBN SHA zip PIPA Personal Information Protection Act https http wishlist Canada
  Anne Green Gables Ramona the The Pest Westing Game Ellen Raskin Louise Penny Hardy Boys Daniel Elena
  Hannah Jonah Lin Lucas Mary Mei Oliver Priya Sam Whitfield Park Ferries Devotions Renewal Cookie
  Purolator UPS FedEx USPS JavaScript`.split(/\s+/),
);

function offending(check: (locale: Locale, key: string, message: string) => string[]) {
  return Object.fromEntries(
    translated.map((locale) => {
      const found = Object.entries(catalogues[locale]).flatMap(([key, message]) =>
        check(locale, key, message).map((what) => `${key}: ${what}`),
      );
      return [locale, found];
    }),
  );
}
const none = Object.fromEntries(translated.map((locale) => [locale, []]));

describe('the catalogues as a native reader reads them', () => {
  it('hold no broken character (U+FFFD) and no letter of another script', () => {
    const found = offending((locale, _key, message) => {
      const text = words(message).join(' ');
      const wrong = [...text].filter(
        (char) =>
          char === '\uFFFD' ||
          (/\p{L}|\p{M}/u.test(char) &&
            !SCRIPTS[locale].test(char) &&
            !/\p{Script=Inherited}|\p{Script=Common}/u.test(char)) ||
          (locale === 'fa' && NOT_PERSIAN.test(char)),
      );
      return wrong.length ? [wrong.join('')] : [];
    });
    expect(found).toEqual(none);
  });

  it('keep Latin words in a non-Latin language to names, titles and brands', () => {
    const found = offending((locale, _key, message) =>
      locale === 'fr-CA'
        ? []
        : [
            ...words(message)
              .join(' ')
              .matchAll(/\p{Script=Latin}{3,}/gu),
          ]
            .map(([word]) => word)
            .filter((word) => !LATIN_NAMES.has(word)),
    );
    expect(found).toEqual(none);
  });

  it('write French with a no-break space before : ; ? ! and inside « »', () => {
    const found = offending((locale, _key, message) => {
      if (locale !== 'fr-CA') return [];
      const text = words(message).join('\u0000');
      const bad = [
        // A plain space, or none after a letter, before the high punctuation (a time 10:30 and a web
        // address https:// are not punctuation).
        ...text.matchAll(/(?: |(?<=[\p{L}»)]))[:;?!](?!\/\/)/gu),
        ...text.matchAll(/« |«(?=[^\u00A0\u202F])| »|(?<=[^\u00A0\u202F])»/gu),
      ];
      return bad.map((match) => JSON.stringify(text.slice(Math.max(0, match.index - 12), match.index + 3)));
    });
    expect(found).toEqual(none);
  });

  it('write Chinese with full-width punctuation beside Chinese words', () => {
    const found = offending((locale, _key, message) => {
      if (!locale.startsWith('zh')) return [];
      const text = words(message).join('\u0000');
      // A comma, full stop, colon, semicolon, question or exclamation mark, or bracket of ASCII touching a
      // Han character (a web address, 10:30 and "Bookwish." in Latin text are not touched).
      const bad = [...text.matchAll(/(?<=\p{Script=Han})\s*[,.;:?!()]|[(]\s*(?=\p{Script=Han})/gu)];
      return bad.map((match) => JSON.stringify(text.slice(Math.max(0, match.index - 6), match.index + 3)));
    });
    expect(found).toEqual(none);
  });

  it('spell out every plural form the language has (CLDR)', () => {
    const found = offending((locale, _key, message) => {
      const needed = new Intl.PluralRules(LOCALE_INFO[locale].intl).resolvedOptions().pluralCategories;
      return plurals(message).flatMap(({ name, categories }) =>
        needed
          .filter((category) => !categories.includes(category))
          .map((category) => `${name} lacks ${category}`),
      );
    });
    expect(found).toEqual(none);
  });

  it('translate one English text one way, unless a description says why not', () => {
    const byEnglish = new Map<string, string[]>();
    for (const [key, message] of Object.entries(catalogues.en)) {
      byEnglish.set(message, [...(byEnglish.get(message) ?? []), key]);
    }
    const found = offending((locale, key, message) => {
      const siblings = (byEnglish.get(catalogues.en[key] ?? '') ?? []).filter(
        (other) => other !== key && descriptions[other] === undefined,
      );
      if (descriptions[key] !== undefined) return [];
      const first = siblings[0];
      // Each differing pair once: against the group's first undescribed key, from the others.
      if (!first || first > key) return [];
      return catalogues[locale][first] === message
        ? []
        : [`${JSON.stringify(message)} but ${first}: ${JSON.stringify(catalogues[locale][first])}`];
    });
    expect(found).toEqual(none);
  });

  it("name a button in an email with the web's label for it", () => {
    // An email or the unsubscribe page that says to press Book Received, or to look in Account Setting,
    // uses the very words on the button, in every language.
    const buttons = ['web:closeForm.bookReceived', 'web:profilePage.accountSetting'];
    const found = offending((locale, key, message) =>
      key.startsWith('emails:') || key.startsWith('unsubscribe:')
        ? buttons
            .filter((button) => (catalogues.en[key] ?? '').includes(catalogues.en[button] ?? '\u0000'))
            .filter((button) => !message.includes(catalogues[locale][button] ?? '\u0000'))
            .map((button) => `lacks ${JSON.stringify(catalogues[locale][button])}`)
        : [],
    );
    expect(found).toEqual(none);
  });

  it('describe only keys that exist', () => {
    expect(Object.keys(descriptions).filter((key) => catalogues.en[key] === undefined)).toEqual([]);
  });

  it('the checks read words, not variable names, and every plural branch', () => {
    expect(words('Offrir {count, plural, one {# livre} other {# livres}} à {name}')).toEqual([
      'Offrir ',
      '#',
      ' livre',
      '#',
      ' livres',
      ' à ',
    ]);
    expect(plurals('{n, plural, one {#} other {#}} {d, plural, one {x} many {y} other {z}}')).toEqual([
      { name: 'n', categories: ['one', 'other'] },
      { name: 'd', categories: ['one', 'many', 'other'] },
    ]);
    expect(new Intl.PluralRules('fr-CA').resolvedOptions().pluralCategories).toContain('many');
  });
});
