import { describe, expect, it } from 'vitest';
import { spotlightMessages } from './messages.ts';
import { validate } from './schemas/errors.ts';
import { spotlightApplicationSchema, spotlightInterviewSchema } from './schemas/spotlight.ts';
import {
  interviewTextsFrom,
  mayDecide,
  nextDecisions,
  portraitOf,
  SPOTLIGHT_STATUSES,
  slugOf,
} from './spotlight.ts';

const ten = (word: string) => Array.from({ length: 10 }, (_, i) => `${word} ${i + 1}`);

describe("Writer's Spotlight decisions", () => {
  it('a new or shortlisted application may be decided; featured is final; declined may be shortlisted again', () => {
    expect(nextDecisions('new')).toEqual(['shortlisted', 'featured', 'declined']);
    expect(nextDecisions('shortlisted')).toEqual(['featured', 'declined']);
    expect(nextDecisions('featured')).toEqual([]);
    expect(nextDecisions('declined')).toEqual(['shortlisted']);
  });

  it('the status an application has already is never a decision (no second email)', () => {
    for (const status of SPOTLIGHT_STATUSES) {
      if (status !== 'new') expect(mayDecide(status, status)).toBe(false);
    }
  });
});

describe('the questionnaire', () => {
  it('takes ten answers, trimmed; a blank, a missing or an eleventh answer is refused in our words', () => {
    const ok = validate(spotlightApplicationSchema, { answers: ten('  Yes').map((a) => `${a}  `) });
    expect(ok.ok && ok.data.answers[0]).toBe('Yes 1');
    const blank = ten('A');
    blank[9] = ' \u200b ';
    const refused = validate(spotlightApplicationSchema, { answers: blank });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe(spotlightMessages.answerRequired);
    expect(validate(spotlightApplicationSchema, { answers: ten('A').slice(1) }).ok).toBe(false);
    expect(validate(spotlightApplicationSchema, { answers: [...ten('A'), 'B'] }).ok).toBe(false);
  });
});

describe('an interview', () => {
  const texts = interviewTextsFrom(ten('Answer'));
  const body = {
    name: 'Elena Park',
    slug: 'elena-park',
    portrait: '/img/writers/elena-park.svg',
    texts: { ...texts, en: { ...texts.en, role: 'Poet', home: 'Burnaby, BC', teaser: 'T', intro: 'I' } },
  };

  it("starts from the application's answers, in order", () => {
    expect(texts.en.a1).toBe('Answer 1');
    expect(texts.en.a10).toBe('Answer 10');
    expect(texts.en.intro).toBe('');
  });

  it('has a slug of lower-case words and dashes and every English field; a portrait sent is not taken', () => {
    expect(validate(spotlightInterviewSchema, body).ok).toBe(true);
    const slug = validate(spotlightInterviewSchema, { ...body, slug: 'Elena Park' });
    expect(!slug.ok && slug.error.message).toBe(spotlightMessages.slugInvalid);
    const portrait = validate(spotlightInterviewSchema, { ...body, portrait: 'https://evil.example/x.png' });
    expect(portrait.ok && 'portrait' in portrait.data).toBe(false);
    expect(
      validate(spotlightInterviewSchema, {
        ...body,
        texts: { ...body.texts, en: { ...body.texts.en, a4: '' } },
      }).ok,
    ).toBe(false);
  });

  it("shows each drawing only on its own writer's page; another writer has none (their initials)", () => {
    expect(portraitOf({ slug: 'elena-park', portrait: '' })).toBe('/img/writers/elena-park.svg');
    expect(portraitOf({ slug: 'jonah-whitfield' })).toBe('/img/writers/jonah-whitfield.svg');
    expect(portraitOf({ slug: 'tessa-moon', portrait: '/img/writers/elena-park.svg' })).toBe('');
    expect(portraitOf({ slug: 'tessa-moon', portrait: '/img/writers/jonah-whitfield.svg' })).toBe('');
    expect(portraitOf({ slug: 'tessa-moon', portrait: '' })).toBe('');
  });

  it('suggests a slug from the name', () => {
    expect(slugOf('Elena Park')).toBe('elena-park');
    expect(slugOf('  Zoë  Québec-Ñandú! ')).toBe('zoe-quebec-nandu');
  });
});
