// The server's texts come from the English catalogue, written there once: server-texts.ts is what
// server-texts.derive.ts makes of catalogues/en/web.json, and messages.ts only names and fills them.
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE_MAX } from './constants.ts';
import { authMessages, commonMessages, fill, messages } from './messages.ts';
import { deriveServerTexts, serverTextsSource } from './server-texts.derive.ts';
import * as serverTexts from './server-texts.ts';

describe('the server texts', () => {
  it('are the English catalogue’s msg.* texts, as server-texts.derive.ts makes them', () => {
    const derived = Object.fromEntries(
      Object.entries(deriveServerTexts()).map(([group, tree]) => [`${group}Texts`, tree]),
    );
    expect({ ...serverTexts }, 'a msg.* text changed in en/web.json: run `npm run server-texts`').toEqual(
      derived,
    );
  });

  it('every group of the catalogue is a group of messages.ts, under the same name', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(deriveServerTexts()).sort());
  });

  it('a text added to the catalogue is reached by its name with nothing else written', () => {
    const catalogue = {
      'msg.reports.newRefusal': 'You cannot do this twice.',
      'other.key': 'Not a server text',
    };
    expect(deriveServerTexts(catalogue)).toEqual({ reports: { newRefusal: 'You cannot do this twice.' } });
    expect(serverTextsSource(catalogue)).toContain(
      'export const reportsTexts = { newRefusal: "You cannot do this twice." } as const;',
    );
  });

  it('writes words that several keys share once, as a constant the groups name', () => {
    const source = serverTextsSource({
      'msg.post.titleRequired': 'Please enter the title of the book.',
      'msg.treat.titleRequired': 'Please enter the title of the book.',
      'msg.treat.notFound': 'This treat could not be found.',
    });
    expect(source.match(/Please enter the title of the book\./g)).toHaveLength(1);
    expect(source).toContain(
      'export const treatTexts = { titleRequired: postTitleRequired, notFound: "This treat could not be found." }',
    );
  });

  it('refuses a server text the server could not fill in itself (a plural, a select, ICU quoting)', () => {
    expect(() => deriveServerTexts({ 'msg.a.b': '{count, plural, one {# day} other {# days}}' })).toThrow(
      'msg.a.b',
    );
    expect(() => deriveServerTexts({ 'msg.a.b': "It is '{literal}'" })).toThrow('msg.a.b');
    expect(deriveServerTexts({ 'msg.a.b': "You don't have {count, number} left, {name}." })).toEqual({
      a: { b: "You don't have {count, number} left, {name}." },
    });
  });

  it('fills variables, a number in plain digits', () => {
    expect(commonMessages.tooLong(1500)).toBe('Please keep this under 1500 characters.');
    expect(commonMessages.invalidLimit).toBe(`Please ask for between 1 and ${LIST_PAGE_SIZE_MAX} items.`);
    // Plain digits: the web reads the number back and formats it in the reader's language.
    expect(fill('Wait {days, number} days, {name}.', { days: 1200, name: 'Ana' })).toBe(
      'Wait 1200 days, Ana.',
    );
    expect(authMessages.accountExchangeInProgress(['Emma', 'Persuasion'])).toBe(
      'You have an exchange in progress on "Emma", "Persuasion". Please finish it or contact us before deleting your account.',
    );
  });

  it('tsc names a missing text and a missing or unknown variable', () => {
    // @ts-expect-error: no such text in the catalogue
    expect(commonMessages.noSuchText).toBeUndefined();
    // @ts-expect-error: {max} is not given
    expect(fill(serverTexts.commonTexts.tooLong, {})).toBe('Please keep this under {max} characters.');
    // @ts-expect-error: the text has no {days}
    expect(fill(serverTexts.commonTexts.tooLong, { max: 3, days: 2 })).toBe(
      'Please keep this under 3 characters.',
    );
  });
});
