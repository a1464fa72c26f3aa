// The catalogues as data (shared/src/i18n/catalogues/<locale>/web.json): every language has exactly
// English's keys, each message keeps English's ICU variables, and every message compiles. English
// carries the server's texts (messages.ts) word for word, so an API error can be shown by its key.
// i18n: readable keys (this file reads web.json by key; the build would give its keys short ids).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HOLD_DAYS, LIST_PAGE_SIZE_MAX } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { MORE_TIME_DAYS } from '@bookwish/shared/domain/steps/extend';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const dir = resolve(import.meta.dirname, '../../../../shared/src/i18n/catalogues');
const read = (locale: string) =>
  JSON.parse(readFileSync(`${dir}/${locale}/web.json`, 'utf8')) as Record<string, string>;
const english = read('en');
/** A number variable of a message: `{days, number}`. */
const NUMBER = /\{(\w+), number\}/g;
/** Server texts whose numbers come from constants (messages.ts writes them in; the catalogues carry
 * them as ICU variables, so changing a constant changes every language): read from English, each with
 * its variables' names. */
const NUMBERS_FROM_CONSTANTS = Object.fromEntries(
  Object.entries(english)
    .filter(([key, message]) => key.startsWith('msg.') && message.match(NUMBER))
    .map(([key, message]) => [key, [...message.matchAll(NUMBER)].map((match) => match[1] as string)]),
);
/** English with its number variables as the numbers messages.ts writes in (any digits). */
const withAnyNumber = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+, number\\\}/g, '\\d+')}$`);
/** Every language folder that has its web.json (a translation not yet started has none). */
const translated = readdirSync(dir).filter(
  (locale) => locale !== 'en' && existsSync(`${dir}/${locale}/web.json`),
);

/** The ICU variables of a message, with their kind ({count, plural} is "count:plural"). */
export function variables(message: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part)) continue;
      const [name, type, format] = part as [string, string?, unknown?];
      found.add(type ? `${name}:${type}` : name);
      if (format && typeof format === 'object') for (const branch of Object.values(format)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

describe('the web catalogues', () => {
  it('are only for the languages we speak', () => {
    expect(translated.filter((locale) => !(LOCALES as readonly string[]).includes(locale))).toEqual([]);
  });

  it('English compiles, message by message', () => {
    for (const [key, message] of Object.entries(english)) {
      expect(() => compileMessage(message), key).not.toThrow();
    }
  });

  it("every language has exactly English's keys", () => {
    for (const locale of translated) {
      const keys = Object.keys(read(locale)).sort();
      const missing = Object.keys(english).filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => english[key] === undefined);
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
  });

  it("every translation keeps English's ICU variables", () => {
    for (const locale of translated) {
      const catalogue = read(locale);
      const differing = Object.keys(english)
        .filter((key) => catalogue[key] !== undefined)
        .filter((key) => variables(catalogue[key] ?? '').join() !== variables(english[key] ?? '').join());
      expect({ locale, differing }).toEqual({ locale, differing: [] });
    }
  });

  it("English has the server's texts (messages.ts) word for word, under msg.*", () => {
    const flat: Record<string, unknown> = {};
    const walk = (node: Record<string, unknown>, prefix: string) => {
      for (const [name, value] of Object.entries(node)) {
        if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}.${name}`);
        else flat[`${prefix}.${name}`] = value;
      }
    };
    walk(messages as unknown as Record<string, unknown>, 'msg');
    for (const [key, value] of Object.entries(flat)) {
      expect(english[key], key).toBeDefined();
      if (typeof value === 'string') expect(value, key).toMatch(withAnyNumber(english[key] ?? ''));
    }
    expect(english['msg.timeline.offerLapsed']).toContain('{days, number}');
    expect(messages.timeline.offerLapsed).toContain(`${HOLD_DAYS.shareAddress} days`);
    expect(english['msg.common.invalidLimit']).toBe(
      messages.common.invalidLimit.replace(String(LIST_PAGE_SIZE_MAX), '{max, number}'),
    );
    expect(english['msg.deadline.shareAddress']).toBe(messages.deadline.shareAddress('{date}'));
    expect(english['msg.common.tooLong']).toBe(messages.common.tooLong(Number.NaN).replace('NaN', '{max}'));
  });

  it('a number that comes from a constant is a variable in every language, never written into the words', () => {
    expect(NUMBERS_FROM_CONSTANTS['msg.timeline.moreTime']).toEqual(['days']);
    expect(english['msg.timeline.moreTime']).toBe(
      messages.timeline.moreTime(MORE_TIME_DAYS).replace(String(MORE_TIME_DAYS), '{days, number}'),
    );
    for (const locale of ['en', ...translated]) {
      const catalogue = read(locale);
      for (const [key, names] of Object.entries(NUMBERS_FROM_CONSTANTS)) {
        for (const name of names) {
          expect(catalogue[key], `${locale} ${key}`).toContain(`{${name}, number}`);
        }
      }
    }
  });

  it('every English key is used by web/src (written out whole), the server texts by their words', () => {
    const sources = readdirSync(resolve(dir, '../../../../web/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(resolve(dir, '../../../../web/src', file), 'utf8'))
      .join('\n');
    const unused = Object.keys(english).filter(
      (key) => !key.startsWith('msg.') && !sources.includes(`'${key}'`),
    );
    expect(unused).toEqual([]);
  });

  it('the variable check tells a changed variable from the same one', () => {
    expect(variables('{count, plural, one {# wish by {name}} other {# wishes}}')).toEqual([
      'count:plural',
      'name',
    ]);
    expect(variables('Partagez votre adresse avant le {date}')).toEqual(['date']);
    expect(variables('Partagez votre adresse avant le {jour}')).not.toEqual(variables('Share by {date}'));
  });
});
