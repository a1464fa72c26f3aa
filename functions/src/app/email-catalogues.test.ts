// The server's catalogues (emails.json, pages.json, unsubscribe.json) in every language: the same keys
// as English, the same ICU variables (name and kind) in each message, every message parses, and no
// translated catalogue keeps an English sentence. Then every email kind renders in every language with
// its own words, and the email table, the renderer and the unsubscribe page hold no English of their
// own: all of it comes from the catalogues, so a volunteer's correction reaches every email.

import { readFileSync } from 'node:fs';
import { type Catalogue, EMAIL_CATALOGUES } from '@bookwish/shared/i18n/email-catalogues';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { PAGE_CATALOGUES } from '@bookwish/shared/i18n/page-catalogues';
import { UNSUBSCRIBE_CATALOGUES } from '@bookwish/shared/i18n/unsubscribe-catalogues';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_NAMES, PROGRAM_EMAIL_KINDS } from './email-kinds.ts';
import { renderEmail } from './render-email.ts';

const KIND_NAMES: Record<number, string> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** Every variable a message uses, as "name:kind", sorted: plural and select options included. */
function variablesOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KIND_NAMES[element.type];
      if (kind && 'value' in element && typeof element.value === 'string')
        found.add(`${element.value}:${kind}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const catalogues: [string, Record<(typeof LOCALES)[number], Catalogue>][] = [
  ['emails', EMAIL_CATALOGUES],
  ['pages', PAGE_CATALOGUES],
  ['unsubscribe', UNSUBSCRIBE_CATALOGUES],
];

describe.each(catalogues)('the %s catalogue', (_name, byLocale) => {
  const english = byLocale.en;
  const translated = LOCALES.filter((locale) => locale !== 'en');

  it('English has messages, and each parses', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const message of Object.values(english)) expect(() => parse(message)).not.toThrow();
  });

  it.each(translated)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(byLocale[locale]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(translated)('%s uses the same variables in every message', (locale) => {
    const differ = Object.keys(english).filter((key) => {
      const own = byLocale[locale][key];
      return own === undefined || variablesOf(own).join() !== variablesOf(english[key] ?? '').join();
    });
    expect(differ).toEqual([]);
  });

  it.each(translated)('%s keeps no English sentence', (locale) => {
    const words = /\p{L}{2,}\s+\p{L}{2,}/u;
    const kept = Object.keys(english).filter(
      (key) =>
        words.test(english[key]?.replace(/\{[^{}]*\}/g, '') ?? '') && byLocale[locale][key] === english[key],
    );
    expect(kept).toEqual([]);
  });
});

describe('the variable check', () => {
  it('sees a variable renamed or a plural turned into a plain value', () => {
    expect(variablesOf('{who} offered "{book}"')).toEqual(['book:argument', 'who:argument']);
    expect(variablesOf('{days, plural, one {# day} other {# days}}')).toEqual(['days:plural']);
    expect(variablesOf('{x, select, none {} other { by {deadline}}}')).toEqual([
      'deadline:argument',
      'x:select',
    ]);
    expect(variablesOf('{who} a offert «{livre}»')).not.toEqual(variablesOf('{who} offered "{book}"'));
  });
});

describe('every email in every language', () => {
  const input = {
    recipientName: 'Zoë',
    otherName: 'Jean-Luc',
    bookTitle: 'Les Misérables',
    postUrl: 'https://bookwish.example/wishlist/abc123',
    unsubscribeUrl: 'https://bookwish.example/api/unsubscribe?token=a.b.c',
    deadline: Date.UTC(2026, 11, 12, 20),
    folded: 2,
  };

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s: each kind has its own words, not English',
    (locale) => {
      for (const kind of EMAIL_KIND_NAMES) {
        const english = renderEmail({ ...input, kind });
        const email = renderEmail({ ...input, kind, locale });
        if (!PROGRAM_EMAIL_KINDS.includes(kind)) expect(email.subject).toContain('Les Misérables');
        expect(email.subject).not.toBe(english.subject);
        expect(email.text).toContain(input.postUrl);
        expect(email.text).toContain(input.unsubscribeUrl);
        expect(email.text).not.toMatch(/Hi Zoë|Bookwish - getting books|Don't want these emails/);
        expect(email.html).toContain(`lang="${locale}"`);
      }
    },
  );
});

describe('member text in a translated email', () => {
  it('is shown as written: ICU braces, apostrophes and # in a title or a name are not message syntax', () => {
    const title = "L'{who} d'#1 {count, plural, other {x}}";
    const email = renderEmail({
      kind: 'offerReceived',
      locale: 'fr-CA',
      recipientName: "Zoë '{name}'",
      otherName: "Jean '#'",
      bookTitle: title,
      postUrl: 'https://bookwish.example/wishlist/abc123',
      unsubscribeUrl: 'https://bookwish.example/api/unsubscribe?token=a.b.c',
    });
    expect(email.subject).toBe(`Jean '#' propose de vous envoyer «\u00a0${title}\u00a0»`);
    expect(email.text).toContain("Bonjour Zoë '{name}',");
    expect(email.html).toContain('L&#39;{who} d&#39;#1 {count, plural, other {x}}');
  });
});

/** String and template literals of a source file that read as English words: two words in a row, or a
 * capitalised word, once code (interpolations), HTML tags and entities are set aside. Imports are not
 * text. */
export function englishLiterals(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import[\s\S]*?;$/gm, '');
  const literals = code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return literals.filter((literal) => {
    const text = literal
      .slice(1, -1)
      .replace(/\$\{[^}]*\}/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#?\w+;/g, ' ')
      // A media type ('text/html; charset=utf-8') is a header's value, not words.
      .replace(/[\w.+-]+\/[\w.+-]+(;\s*\w+=[\w-]+)?/g, ' ');
    return /\p{L}{2,}[,.:;!?]?\s+\p{L}{2,}/u.test(text) || /(^|\s)[A-Z][a-z]+/.test(text);
  });
}

describe('no email text outside the catalogue', () => {
  it.each(['email-kinds.ts', 'render-email.ts', '../handlers/unsubscribe.ts'])(
    '%s has no English text',
    (file) => {
      expect(englishLiterals(readFileSync(new URL(file, import.meta.url), 'utf8'))).toEqual([]);
    },
  );

  it('the scan finds a subject, a line and a button written in code', () => {
    // Source text as the scan reads it: '#{' stands for a template's placeholder opening.
    const source = (lines: string[]) => lines.map((line) => line.replaceAll('#{', '$' + '{'));
    expect(
      englishLiterals(
        source([
          'const subject = `#{who} offered to send you "#{book}"`;',
          "const action = 'Open the post';",
          'const link = `<a href="#{url}">Unsubscribe</a>`;',
          "import { x } from './email-kinds.ts';",
          'const style = \'<p style="color: #666; font-size: 12px">\';',
        ]).join('\n'),
      ),
    ).toEqual(
      source([
        '`#{who} offered to send you "#{book}"`',
        "'Open the post'",
        '`<a href="#{url}">Unsubscribe</a>`',
      ]),
    );
  });
});

/** The direction a plain-text line takes in a mail client: its first strong letter's (Unicode's
 * bidi rule P2), skipping what sits inside isolates (FSI, LRI, RLI … PDI). */
export function lineDirection(line: string): 'rtl' | 'ltr' | 'none' {
  let depth = 0;
  for (const char of line) {
    if (/[\u2066\u2067\u2068]/.test(char)) depth += 1;
    else if (char === '\u2069') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(char) && /\p{L}/u.test(char))
      return 'rtl';
    else if (depth === 0 && /\p{L}/u.test(char)) return 'ltr';
  }
  return 'none';
}

describe('a Persian email with a Latin name and title', () => {
  const input = {
    locale: 'fa' as const,
    recipientName: 'Zoë',
    otherName: 'Jean-Luc',
    bookTitle: 'The Hobbit',
    postUrl: 'https://bookwish.example/wishlist/abc123',
    unsubscribeUrl: 'https://bookwish.example/api/unsubscribe?token=a.b.c',
    deadline: Date.UTC(2026, 11, 12, 20),
    folded: 2,
  };

  it('reads right to left in every subject and line: member text is isolated, not the sentence', () => {
    const leftToRight = EMAIL_KIND_NAMES.flatMap((kind) => {
      const email = renderEmail({ ...input, kind });
      return [email.subject, ...email.text.split('\n')]
        .filter((line) => line.trim() !== '' && lineDirection(line) === 'ltr')
        .map((line) => `${kind}: ${line}`);
    });
    expect(leftToRight).toEqual([]);
  });

  it('keeps the name and the title whole and in order inside their isolates', () => {
    const email = renderEmail({ ...input, kind: 'offerReceived' });
    expect(email.subject).toContain('\u2068Jean-Luc\u2069');
    expect(email.subject).toContain('\u2068The Hobbit\u2069');
    expect(email.text.split('\n')[0]).toBe('سلام \u2068Zoë\u2069،');
  });

  it('the direction check sees a line a Latin name would turn left to right', () => {
    expect(lineDirection('Jean-Luc پیشنهاد داد')).toBe('ltr');
    expect(lineDirection('\u2068Jean-Luc\u2069 پیشنهاد داد')).toBe('rtl');
    expect(lineDirection('https://bookwish.example')).toBe('ltr');
  });
});
