// The demo's first two interviews are the catalogue's words, in every language the app has them in.
import { programText } from '@bookwish/shared/domain/program-texts';
import { describe, expect, it } from 'vitest';
import { FIRST_INTERVIEWS } from '../../../web/src/features/spotlight/first-interviews.ts';
import { firstInterviewRecord } from './seed-spotlight.ts';

describe("the demo's first interviews", () => {
  it('carry every field in English and in the five other languages, apostrophes as a reader reads them', () => {
    const elena = firstInterviewRecord(FIRST_INTERVIEWS[0]);
    expect(elena.slug).toBe('elena-park');
    expect(elena.texts.en.a7).toMatch(/^Mary Oliver's Devotions/);
    for (const locale of ['fr-CA', 'zh-Hant', 'zh-Hans', 'pa', 'fa'] as const) {
      for (const field of Object.keys(elena.texts.en) as (keyof typeof elena.texts.en)[]) {
        expect(programText(elena.texts, field, locale).lang, `${locale} ${field}`).toBe(locale);
      }
    }
    expect(firstInterviewRecord(FIRST_INTERVIEWS[1]).texts.en.role).toBe('Mystery novelist');
  });
});
