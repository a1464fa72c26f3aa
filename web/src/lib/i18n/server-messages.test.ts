// Every message the API can answer comes from the catalogue, and a member reads it in their language:
// the server writes English (DESIGN.md: `{ error: { code, message, fields } }`), the web finds its
// msg.* key by those words (serverText) and shows the member's translation. The messages are walked,
// not listed: every text of messages.ts (the server's only source of words), every answer of every
// zod schema to the odd values a caller can send, and the server's code, scanned for a sentence
// written anywhere a message leaves from.
// i18n: readable keys (this file reads the catalogues by key).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { messages } from '@bookwish/shared/domain/messages';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { afterAll, describe, expect, it } from 'vitest';
import { activate, serverKey, serverText } from './i18n.ts';

const repo = resolve(import.meta.dirname, '../../../..');

type Texts = typeof messages;
type Fill<Group> = {
  [Name in keyof Group as Group[Name] extends (...args: never[]) => string
    ? Name
    : never]: Group[Name] extends (...args: infer Args) => string ? Args : never;
};
type GroupsWithFills = {
  [Group in keyof Texts as keyof Fill<Texts[Group]> extends never ? never : Group]: Fill<Texts[Group]>;
};
/** What each text with a variable is filled with here: typed by messages.ts, so tsc names a new one. */
const FILLED_WITH: GroupsWithFills = {
  common: { tooLong: [300] },
  auth: { accountExchangeInProgress: [['Persuasion', 'Emma']] },
  wishlist: { moreTimeBody: [14] },
  timeline: { moreTime: [14] },
  deadline: {
    shareAddress: ['12 March 2027'],
    sendGift: ['12 March 2027'],
    shipTreat: ['12 March 2027'],
    proposeMeeting: ['12 March 2027'],
  },
  parcel: { trackingNumberInvalid: ['Canada Post'] },
  push: { endpointTooLong: [1000] },
  settings: { unknownLanguage: [['Français (fr-CA)', 'فارسی (fa)']] },
  giveaway: { placesInvalid: [100], answerDaysInvalid: [60], answerTime: ['2026-10-15'] },
};

/** Every text messages.ts gives the server, each text with a variable filled in. */
function serverTexts(): string[] {
  const texts: string[] = [];
  const walk = (node: unknown, fills: Record<string, readonly unknown[]> | undefined): void => {
    for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'function') texts.push(value(...(fills?.[name] ?? [])) as string);
      else walk(value, undefined);
    }
  };
  for (const [group, node] of Object.entries(messages)) {
    walk(node, (FILLED_WITH as Record<string, Record<string, readonly unknown[]>>)[group]);
  }
  return texts;
}

/** Every message the zod schemas answer: each schema given each odd value, and each of an object
 * schema's fields given each in turn (the web's forms and the API's parsers share these schemas). */
const ODD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '\u200b',
  'x',
  'x'.repeat(5001),
  'not an email',
  'http://example.com',
  0,
  -1,
  1.5,
  Number.NaN,
  true,
  false,
  [],
  ['x'],
  {},
  { x: 1 },
];
interface ZodLike {
  _zod: { def: { shape?: Record<string, unknown> } };
  safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}
const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../shared/src/domain/schemas/*.ts', '!**/*.test.ts', '!**/*.derive.ts'],
  { eager: true },
);
let zodAnswersRead: Map<string, string> | undefined;
function zodAnswers(): Map<string, string> {
  if (zodAnswersRead) return zodAnswersRead;
  const answers = new Map<string, string>();
  for (const [file, module] of Object.entries(schemaModules)) {
    for (const [name, value] of Object.entries(module)) {
      const schema = value as Partial<ZodLike> | undefined;
      if (!schema?._zod || typeof schema.safeParse !== 'function') continue;
      const fields = Object.keys(schema._zod.def.shape ?? {});
      const inputs = [
        ...ODD_VALUES,
        ...fields.flatMap((field) => ODD_VALUES.map((odd) => ({ [field]: odd }))),
      ];
      for (const input of inputs) {
        for (const issue of schema.safeParse(input).error?.issues ?? []) {
          answers.set(issue.message, `${file.replace(/^.*\//, '')} ${name}`);
        }
      }
    }
  }
  zodAnswersRead = answers;
  return answers;
}

/** Where the server's code hands a text to a member: an AppError, a field's message, a parser's
 * refusal, a returned or named text. A sentence there is English the catalogue does not have. */
const MESSAGE_PLACE =
  /(?:new AppError\(\s*'[A-Z_]+',\s*|\bfields(?:\[[^\]\n]+\]|\.\w+)\s*=\s*|\bmessage\s*[:=]\s*|\brefuse\(\s*|\boutOfBounds\(\s*|\berror:\s*|\breturn\s+|\bconst \w+\s*=\s*)(['"`])((?:(?!\1)[^\\]|\\.)*?)\1/gs;
const SENTENCE = /^\p{Lu}\p{Ll}*\s+\p{L}/u;
/** The server's code: the functions and the domain, without tests, the local stack's developer routes
 * and the command-line tools (neither answers a member), and server-texts.ts, the catalogue's copy. */
function sentencesInServerCode(): string[] {
  const roots = ['functions/src', 'shared/src/domain', 'shared/src/api'];
  return roots
    .flatMap((root) =>
      readdirSync(resolve(repo, root), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${root}/${file}`,
      ),
    )
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !/\.test\.ts$|\/test-[^/]*$|-contract\.ts$|\.derive\.ts$|\/server-texts\.ts$/.test(file) &&
        !/^functions\/src\/(local|cli|api-tests|bench)\//.test(file),
    )
    .flatMap((file) =>
      [...readFileSync(resolve(repo, file), 'utf8').matchAll(MESSAGE_PLACE)]
        .map((match) => match[2] ?? '')
        .filter((text) => SENTENCE.test(text))
        .map((text) => `${file}: ${text}`),
    );
}

describe('every message the API can answer', () => {
  afterAll(() => activate('en'));

  it('is written nowhere in the server’s code but the catalogue (messages.ts names it)', () => {
    expect(sentencesInServerCode()).toEqual([]);
  });

  it('from a zod schema, is a catalogue text, never zod’s own English', () => {
    const strangers = [...zodAnswers()]
      .filter(([text]) => serverKey(text) === undefined)
      .map(([text, where]) => `${where}: ${text}`);
    expect(strangers).toEqual([]);
  });

  it('has its key in the catalogue, found by its English words', () => {
    const texts = [...serverTexts(), ...zodAnswers().keys()];
    expect(texts.length).toBeGreaterThan(250);
    expect(texts.filter((text) => serverKey(text) === undefined)).toEqual([]);
  });

  it('reads in every other language in that language, never in English', async () => {
    const texts = [...new Set([...serverTexts(), ...zodAnswers().keys()])];
    const english: Record<string, string[]> = {};
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await activate(locale);
      english[locale] = texts.filter((text) => {
        const shown = serverText(text);
        // A number the web could not read back shows as NaN.
        return shown === text || /[{}]|NaN/.test(shown);
      });
    }
    expect(english).toEqual(Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, []])));
  });
});
