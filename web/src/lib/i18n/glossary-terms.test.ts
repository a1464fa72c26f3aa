// One word for each product word, and one register, in every language, read from the catalogues'
// READMEs (which a volunteer edits), not from a list here: English's "Glossary" gives each term's
// English forms, each language's gives the forms it accepts. A message whose English holds a term
// (wish, treat, offer, ...) must hold one of them, and no message may hold a word the language's
// "Register" line rules out.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { drifts, englishTerms, offRegister, readCatalogue, register, renderings } from './glossary-check.ts';

const root = resolve(import.meta.dirname, '../../../../shared/src/i18n/catalogues');
const read = (locale: Locale) => readCatalogue(`${root}/${locale}`);
const translated = LOCALES.filter((locale) => locale !== 'en');
const english = read('en');

const terms = englishTerms(readFileSync(`${root}/en/README.md`, 'utf8'));
/** The product's core words: English's glossary may grow, never lose one of these. */
const CORE = [
  'wish',
  'treat',
  'offer',
  'request',
  'giver',
  'recipient',
  'post',
  'send',
  'ship',
  'Book Received',
  'thank-you',
  'volunteer',
  'report',
];

it("English's glossary names every core term, with its English forms", () => {
  expect(CORE.filter((core) => !terms.some((term) => term.term === core && term.english.length))).toEqual([]);
});

describe.each(translated)('%s keeps its glossary and its register', (locale) => {
  const readme = readFileSync(`${root}/${locale}/README.md`, 'utf8');
  const forms = renderings(readme);
  const target = read(locale);

  it("renders every term of English's glossary", () => {
    expect(terms.filter((term) => !forms.get(term.term)?.length).map((term) => term.term)).toEqual([]);
  });

  it.each(terms.map((term) => [term.term, term] as const))(
    'renders "%s" the same way wherever English has it',
    (_name, term) => {
      expect(drifts(term, forms.get(term.term) ?? [], english, target)).toEqual([]);
    },
  );

  it('keeps to one register, and leaves out the wordings its README rules out', () => {
    const banned = register(readme);
    expect(banned.length).toBeGreaterThan(0);
    expect(offRegister(banned, target)).toEqual([]);
  });
});

describe('the glossary check', () => {
  const english = `## Glossary

| Term | English forms | Not this sense |
|---|---|---|
| post | post, posts | Canada Post |
`;
  const french = `## Glossary

| Term | Rendering | Also accepted |
|---|---|---|
| post | annonce | annonces, publie (to post: publier) |

## Register

Never in this language: tu, ton.
`;
  const [post] = englishTerms(english);
  const accepted = renderings(french).get('post') ?? [];

  it('reads the README tables and the register line', () => {
    expect(post).toEqual({ term: 'post', english: ['post', 'posts'], notIn: ['Canada Post'] });
    expect(accepted).toEqual(['annonce', 'annonces', 'publie']);
    expect(register(french)).toEqual(['tu', 'ton']);
  });

  it('fails a message that renders the term otherwise, not one that uses another sense or another word', () => {
    if (!post) throw new Error('no term read');
    const source = {
      a: 'Open the post',
      b: 'Ship it by Canada Post',
      c: 'A poster',
      d: 'Open {count, plural, one {# post} other {# posts}}',
    };
    const target = { a: 'Ouvrir l’offre', b: 'Expédier', c: 'Une affiche', d: 'x' };
    expect(drifts(post, accepted, source, target)).toEqual(['a', 'd']);
    expect(
      drifts(post, accepted, source, { a: 'Ouvrir l’annonce', d: '{count, plural, other {# annonces}}' }),
    ).toEqual([]);
  });

  it('finds a banned word only as a whole word (Persian joined words included), a Chinese one anywhere', () => {
    expect(offRegister(['tu', 'نکن'], { a: 'Tu peux', b: 'Tulipe', c: 'فراموش نکن', d: 'نکنید' })).toEqual([
      'a: tu',
      'c: نکن',
    ]);
    expect(offRegister(['你', '「'], { a: '你可以', b: '您可以', c: '按「下一页」' })).toEqual([
      'a: 你',
      'c: 「',
    ]);
  });
});
