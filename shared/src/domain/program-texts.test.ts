import { describe, expect, it } from 'vitest';
import {
  type ProgramTexts,
  programText,
  programTextsIn,
  programTextsSchema,
  translationState,
} from './program-texts.ts';

const drive: ProgramTexts<'name' | 'purpose'> = {
  en: { name: 'Books for Sir Charles Kingsford-Smith', purpose: '100 books for the school library' },
  translations: {
    fa: { name: 'کتاب برای مدرسه', purpose: '  ' },
    'fr-CA': { name: 'Des livres pour l’école', purpose: '100 livres pour la bibliothèque' },
  },
};

describe('a program text in the reader’s language', () => {
  it('reads the translation when the volunteer wrote one', () => {
    expect(programText(drive, 'name', 'fa')).toEqual({ text: 'کتاب برای مدرسه', lang: 'fa' });
  });
  it('falls back to English, marked as English, when the field is missing or blank', () => {
    expect(programText(drive, 'purpose', 'fa')).toEqual({
      text: '100 books for the school library',
      lang: 'en',
    });
    expect(programText(drive, 'name', 'pa')).toEqual({ text: drive.en.name, lang: 'en' });
  });
  it('reads every field, each on its own', () => {
    const fa = programTextsIn(drive, 'fa');
    expect(fa.name.lang).toBe('fa');
    expect(fa.purpose.lang).toBe('en');
  });
  it('tells the console which languages are complete, partial or missing', () => {
    expect(translationState(drive)).toEqual({
      en: 'complete',
      'fr-CA': 'complete',
      fa: 'partial',
      pa: 'missing',
      'zh-Hans': 'missing',
      'zh-Hant': 'missing',
    });
  });
});

describe('what a volunteer may send', () => {
  const schema = programTextsSchema({ name: 80, purpose: 400 }, 'This field is required.');
  it('requires every English field and keeps translations optional', () => {
    const parsed = schema.safeParse({ en: { name: ' Drive ', purpose: 'Why' } });
    expect(parsed.success && parsed.data).toEqual({
      en: { name: 'Drive', purpose: 'Why' },
      translations: {},
    });
    const missing = schema.safeParse({ en: { name: 'Drive', purpose: '   ' } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('This field is required.');
  });
  it('refuses a translation longer than the field’s limit', () => {
    const long = schema.safeParse({
      en: { name: 'Drive', purpose: 'Why' },
      translations: { fa: { name: 'x'.repeat(81) } },
    });
    expect(long.success).toBe(false);
  });
});
