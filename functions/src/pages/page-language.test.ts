// Pages in the visitor's language: the pages catalogue's English is the build's own head (the route
// table's titles, the post head's words), and a French or Persian answer carries its own title,
// description, Open Graph texts and <html lang dir>, with member text as written and escaped.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { notFoundPage, staticPages } from '@bookwish/shared/web/app-routes';
import { ENGLISH_POST_WORDS, injectHead, pageHead, postHead } from '@bookwish/shared/web/share-tags';
import { describe, expect, it } from 'vitest';
import { pageMessage, pageTexts, postWords, withLanguage, withPageTexts } from './page-language.ts';

const BUILT = injectHead(
  '<!doctype html><html lang="en-CA" data-x="1"><head><title>x</title><meta name="description" content="x" /></head><body></body></html>',
  pageHead(staticPages.find((page) => page.path === '/about') ?? notFoundPage),
);

describe('the pages catalogue', () => {
  it("English is the route table's titles and descriptions, word for word", () => {
    for (const page of staticPages) {
      expect(pageTexts('en', page.path), page.path).toEqual({
        title: page.title,
        description: page.description,
      });
    }
    expect(pageTexts('en', 'notFound')).toEqual({ ...notFoundPage });
  });

  it("English post words are the share tags' own", () => {
    const words = postWords('en');
    for (const name of Object.keys(ENGLISH_POST_WORDS) as (keyof typeof ENGLISH_POST_WORDS)[]) {
      expect(words[name]('A {b}', 'C')).toBe(ENGLISH_POST_WORDS[name]('A {b}', 'C'));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has its own words for every page', (locale) => {
    // A title may be the same word ("Contact" in French); the description never is.
    for (const page of staticPages)
      expect(pageTexts(locale, page.path).description).not.toBe(page.description);
  });
});

describe('a page in the visitor’s language', () => {
  it('English is the build as it is', () => {
    expect(withPageTexts(BUILT, 'en', pageTexts('en', '/about'))).toBe(BUILT);
  });

  it('French: the head’s texts and <html lang>, other attributes kept', () => {
    const page = withPageTexts(BUILT, 'fr-CA', pageTexts('fr-CA', '/about'));
    expect(page).toContain('<html lang="fr-CA" dir="ltr" data-x="1">');
    expect(page).toContain('<title>À propos · Bookwish</title>');
    expect(page).toContain('<meta property="og:title" content="À propos · Bookwish" />');
    expect(page).toMatch(/<meta name="description" content="Qui nous sommes\u00a0: /);
    expect(page).toMatch(/<meta property="og:description" content="Qui nous sommes\u00a0: /);
    expect(page).not.toContain('About Us');
  });

  it('Persian is right to left', () => {
    expect(withLanguage(BUILT, 'fa')).toContain('<html lang="fa" dir="rtl" data-x="1">');
  });

  it('the page links the web app manifest of its language', () => {
    const built = BUILT.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest"></head>');
    expect(withLanguage(built, 'en')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(withLanguage(built, 'zh-Hant')).toContain(
      '<link rel="manifest" href="/manifest.zh-Hant.webmanifest">',
    );
    expect(withPageTexts(built, 'fa', pageTexts('fa', '/about'))).toContain(
      '<link rel="manifest" href="/manifest.fa.webmanifest">',
    );
  });

  it('a browser without JavaScript is told so in the language, and English is the build’s own notice', () => {
    const index = readFileSync(resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const english = /<noscript>([^<]*)<\/noscript>/.exec(index)?.[1];
    expect(english).toBe(pageMessage('en', 'noscript'));
    const built = index.replace('<html lang="en-CA">', '<html lang="en-CA" data-x="1">');
    expect(withLanguage(built, 'fr-CA')).toContain(
      '<noscript>Bookwish a besoin de JavaScript pour fonctionner. Veuillez l’activer, puis recharger la page.</noscript>',
    );
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(withLanguage(built, locale), locale).not.toContain(english);
      expect(withLanguage(built, locale), locale).toContain(
        `<noscript>${pageMessage(locale, 'noscript')}</noscript>`,
      );
    }
  });

  it('a post’s head names the member text as written, escaped, in the words of the language', () => {
    const head = postHead(
      {
        kind: 'treat',
        id: 't1',
        title: 'Le "Petit" <Prince>',
        author: 'Saint-Exupéry',
        ownerName: 'Harpreet',
        price: '',
        destination: 'Canada',
        coverURL: '',
        coverSrcset: '',
      },
      'https://bookwish.example',
      postWords('pa'),
    );
    expect(head.title).toBe('Le "Petit" <Prince> · Bookwish');
    expect(head.description).toBe(
      'Le "Petit" <Prince>, ਲੇਖਕ Saint-Exupéry · Harpreet ਵੱਲੋਂ ਤੋਹਫ਼ਾ · Canada ਨੂੰ ਭੇਜੀ ਜਾਂਦੀ ਹੈ',
    );
    expect(head.meta).toContain('content="Le &quot;Petit&quot; &lt;Prince&gt; ਦਾ ਕਵਰ"');
  });
});
