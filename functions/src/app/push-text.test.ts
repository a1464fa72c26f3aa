// What a push shows on a lock screen: the other member's first name, never their full name; nothing
// of the book or the other member for a member who asked for discreet notifications.

import { LOCALES } from '@bookwish/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_NAMES } from './email-kinds.ts';
import { pushText } from './push-text.ts';

const about = {
  kind: 'offerReceived' as const,
  otherName: 'Gabriel Singh',
  bookTitle: 'The Body Keeps the Score',
  postUrl: 'https://bookwish.example/wishlist/w1',
};

describe('the text of a push', () => {
  it('names the other member by first name only', () => {
    expect(pushText({ ...about, discreet: false })).toBe(
      'Gabriel offered to send you "The Body Keeps the Score"',
    );
  });

  it.each(LOCALES)('in %s, never the other member’s surname', (locale) => {
    const text = pushText({ ...about, locale, otherName: 'Harpreet Kaur Dhillon', discreet: false });
    expect(text).toContain('Harpreet');
    expect(text).not.toContain('Kaur');
    expect(text).not.toContain('Dhillon');
  });

  it('a one-word name stays as written, and a name that reads as an address is not one', () => {
    expect(pushText({ ...about, otherName: '王伟', discreet: false })).toContain('王伟');
    expect(pushText({ ...about, otherName: 'Anna.Kim Lee', discreet: false })).not.toContain('Anna.Kim');
  });

  it.each(LOCALES)(
    'discreet, in %s: one sentence, the same for every kind, naming no book and no one',
    (locale) => {
      const texts = new Set(
        EMAIL_KIND_NAMES.map((kind) => pushText({ ...about, kind, locale, deadline: 0, discreet: true })),
      );
      expect(texts.size).toBe(1);
      const [text] = [...texts];
      expect(text).toContain('Bookwish');
      expect(text).not.toMatch(/Gabriel|Singh|Body|Score/);
    },
  );

  it('discreet sentences are in each member’s own language', () => {
    const sentences = LOCALES.map((locale) => pushText({ ...about, locale, discreet: true }));
    expect(new Set(sentences).size).toBe(LOCALES.length);
    expect(sentences[0]).toBe('Something new is waiting for you on Bookwish.');
  });
});
