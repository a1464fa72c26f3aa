// The demo's Writer's Spotlight: the first two interviews as records, their words in six languages
// from the catalogues the app translated them in (the keys the web's first-interviews.ts names), and
// a few applications in the volunteers' inbox (one new, one shortlisted by the volunteer), as a
// member and a volunteer would meet them. A record already there (a volunteer's edit) is left alone.

import type { SpotlightApplication, SpotlightInterview } from '@bookwish/shared/api/spotlight';
import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import { ANSWER_FIELDS, type InterviewField } from '@bookwish/shared/domain/spotlight';
import type { Actor } from '@bookwish/shared/domain/types';
import en from '@bookwish/shared/i18n/catalogues/en/web.json' with { type: 'json' };
import fa from '@bookwish/shared/i18n/catalogues/fa/web.json' with { type: 'json' };
import frCA from '@bookwish/shared/i18n/catalogues/fr-CA/web.json' with { type: 'json' };
import pa from '@bookwish/shared/i18n/catalogues/pa/web.json' with { type: 'json' };
import zhHans from '@bookwish/shared/i18n/catalogues/zh-Hans/web.json' with { type: 'json' };
import zhHant from '@bookwish/shared/i18n/catalogues/zh-Hant/web.json' with { type: 'json' };
import type { Locale } from '@bookwish/shared/i18n/locales';
import {
  FIRST_INTERVIEWS,
  type FirstInterview,
} from '../../../web/src/features/spotlight/first-interviews.ts';
import { getInterview, putApplication, putInterview } from '../store/spotlight-store.ts';

const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  'fr-CA': frCA,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  pa,
  fa,
};

/** A catalogue text as a reader reads it: ICU's doubled apostrophe is one. */
const plain = (text: string | undefined) => (text ?? '').replaceAll("''", "'");

function keysOf(first: FirstInterview): Record<InterviewField, string> {
  const { role, home, teaser, intro, answers } = first.keys;
  return {
    role,
    home,
    teaser,
    intro,
    ...Object.fromEntries(ANSWER_FIELDS.map((field, index) => [field, answers[index] ?? ''])),
  } as Record<InterviewField, string>;
}

export function firstInterviewRecord(first: FirstInterview): SpotlightInterview {
  const keys = keysOf(first);
  const fieldsIn = (catalogue: Record<string, string>) =>
    Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, plain(catalogue[key])])) as Record<
      InterviewField,
      string
    >;
  const texts: ProgramTexts<InterviewField> = {
    en: fieldsIn(en as Record<string, string>),
    translations: Object.fromEntries(
      Object.entries(CATALOGUES).map(([locale, catalogue]) => [locale, fieldsIn(catalogue)]),
    ),
  };
  return {
    slug: first.slug,
    name: first.name,
    portrait: first.portrait,
    texts,
    publishedAt: first.publishedAt,
    applicationId: '',
  };
}

export async function seedSpotlight(cast: { wisher: Actor; treater: Actor; volunteer: Actor }, now: number) {
  for (const first of FIRST_INTERVIEWS) {
    if (await getInterview(first.slug)) continue;
    await putInterview(firstInterviewRecord(first), {
      uid: cast.volunteer.uid,
      name: cast.volunteer.name,
      at: first.publishedAt,
    });
  }
  const day = 86_400_000;
  const applications: SpotlightApplication[] = [
    {
      id: 'demo-spotlight-tessa',
      uid: cast.treater.uid,
      name: cast.treater.name,
      answers: [
        'I write short stories on the bus between Richmond and downtown Vancouver.',
        'Anne of Green Gables, read aloud by my grandmother.',
        'When a library zine printed my first story at fourteen.',
        'A collection of stories about night-shift workers in Richmond.',
        'An hour before work, a pot of tea, and my phone on silent.',
        'The Steveston docks: half my stories end there.',
        'The Joy Luck Club, to every friend who has a mother.',
        'Write the story only you could write.',
        'Read everything, and finish what you start.',
        'A signed copy of Obasan, for my reading group.',
      ],
      status: 'shortlisted',
      createdAt: now - 9 * day,
      decisions: [
        {
          from: 'new',
          to: 'shortlisted',
          at: now - 5 * day,
          volunteerUid: cast.volunteer.uid,
          volunteerName: cast.volunteer.name,
        },
      ],
    },
    {
      id: 'demo-spotlight-wendy',
      uid: cast.wisher.uid,
      name: cast.wisher.name,
      answers: [
        'I am a retired teacher in Kamloops writing poems about the Thompson River.',
        'Charlotte’s Web, in grade two.',
        'After I retired, when I finally had mornings to myself.',
        'A chapbook of river poems for my grandchildren.',
        'Early, before the house wakes up, with the window open.',
        'The Thompson River in every season.',
        'Mary Oliver’s poems, to anyone who walks.',
        'Keep the pencil moving.',
        'Your notebook is your best friend: carry it everywhere.',
        'A book of Pauline Johnson’s poems for my granddaughter.',
      ],
      status: 'new',
      createdAt: now - 2 * day,
      decisions: [],
    },
  ];
  for (const application of applications) await putApplication(application);
}
