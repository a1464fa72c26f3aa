// Writer's Spotlight: a member answers the ten questions of the interviews and sends them to the
// volunteers; a volunteer decides (shortlisted, featured, declined: each decision emails the applicant)
// and publishes a featured writer's interview, words edited in English and any translation, at an
// address of its own (/writerspotlight/<slug>). Pure: the store and the handlers keep and send.

import type { ProgramTexts } from './program-texts.ts';

/** The questionnaire's length: the interview pages' ten questions (web spotlight-questions.ts). */
export const SPOTLIGHT_QUESTION_COUNT = 10;

export const SPOTLIGHT_STATUSES = ['new', 'shortlisted', 'featured', 'declined'] as const;
export type SpotlightStatus = (typeof SPOTLIGHT_STATUSES)[number];

/** The statuses a volunteer sets; each emails the applicant (new is only ever the first). */
export const SPOTLIGHT_DECISIONS = ['shortlisted', 'featured', 'declined'] as const;
export type SpotlightDecision = (typeof SPOTLIGHT_DECISIONS)[number];

export const SPOTLIGHT_LIMITS = {
  /** One answer: a few paragraphs, as the two published interviews' longest is under 600. */
  answer: 2_000,
  name: 80,
  role: 80,
  home: 80,
  intro: 1_000,
  teaser: 160,
  slug: 60,
} as const;

/** Which decision may follow which. A featured writer stays featured (their interview is out, and
 * the email said so); a declined application may be reconsidered and shortlisted after all. Setting
 * the status an application already has is no decision (and sends no second email). */
const NEXT: Record<SpotlightStatus, readonly SpotlightDecision[]> = {
  new: ['shortlisted', 'featured', 'declined'],
  shortlisted: ['featured', 'declined'],
  featured: [],
  declined: ['shortlisted'],
};

export function mayDecide(from: SpotlightStatus, to: SpotlightDecision): boolean {
  return NEXT[from].includes(to);
}

/** The decisions a volunteer may take on an application now (the console's buttons). */
export function nextDecisions(from: SpotlightStatus): readonly SpotlightDecision[] {
  return NEXT[from];
}

/** An interview page's address: lower-case letters and digits in words joined by dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a writer's name ("Elena Park" -> "elena-park"): the console's first suggestion. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SPOTLIGHT_LIMITS.slug)
    .replace(/-+$/, '');
}

/** The words of an interview a volunteer edits in six languages: the writer's role and home, the
 * introduction, the teaser the lists show, and the ten answers. */
export const INTERVIEW_FIELDS = [
  'role',
  'home',
  'teaser',
  'intro',
  'a1',
  'a2',
  'a3',
  'a4',
  'a5',
  'a6',
  'a7',
  'a8',
  'a9',
  'a10',
] as const;
export type InterviewField = (typeof INTERVIEW_FIELDS)[number];

export const ANSWER_FIELDS = INTERVIEW_FIELDS.slice(4) as readonly `a${number}`[] as readonly Extract<
  InterviewField,
  `a${number}`
>[];

export const INTERVIEW_FIELD_LIMITS: Record<InterviewField, number> = Object.fromEntries(
  INTERVIEW_FIELDS.map((field) => [
    field,
    field.startsWith('a')
      ? SPOTLIGHT_LIMITS.answer
      : SPOTLIGHT_LIMITS[field as 'role' | 'home' | 'teaser' | 'intro'],
  ]),
) as Record<InterviewField, number>;

/** The drawn portraits, each of its own writer only (the first two, by slug): a drawing of one writer
 * is never another writer's face. */
export const DRAWN_PORTRAITS: Readonly<Record<string, string>> = {
  'elena-park': '/img/writers/elena-park.svg',
  'jonah-whitfield': '/img/writers/jonah-whitfield.svg',
};

/** The portrait an interview shows: its writer's own drawing, else the stored one unless it is another
 * writer's drawing (an interview published when volunteers picked one of the two), else '' (the page
 * then shows the writer's initials, and its preview the site's default image). */
export function portraitOf(interview: { slug: string; portrait?: string | undefined }): string {
  const own = DRAWN_PORTRAITS[interview.slug];
  if (own) return own;
  const stored = interview.portrait ?? '';
  return Object.values(DRAWN_PORTRAITS).includes(stored) ? '' : stored;
}

/** An interview's English words from an application's answers: the volunteer's starting point. */
export function interviewTextsFrom(answers: readonly string[]): ProgramTexts<InterviewField> {
  const en = Object.fromEntries(INTERVIEW_FIELDS.map((field) => [field, ''])) as Record<
    InterviewField,
    string
  >;
  ANSWER_FIELDS.forEach((field, index) => {
    en[field] = answers[index] ?? '';
  });
  return { en, translations: {} };
}
