import { describe, expect, it } from 'vitest';
import { languageMark } from './program-words.tsx';

describe('a program text’s language mark', () => {
  it('marks English shown on a Persian page as English, left to right', () => {
    expect(languageMark({ text: 'Book drive', lang: 'en' }, 'fa')).toEqual({ lang: 'en-CA', dir: 'ltr' });
  });
  it('marks nothing when the text is in the page’s language', () => {
    expect(languageMark({ text: 'کتاب', lang: 'fa' }, 'fa')).toEqual({});
  });
});
