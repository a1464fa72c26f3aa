// The first two Writer's Spotlight writers as pages and lists show them before (or without) their
// records: from the catalogue's words, which are the same. No API and no schema code here: the home
// page draws them in its first paint (its initial JavaScript stays small).

import type { ProgramText } from '@bookwish/shared/domain/program-texts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@bookwish/shared/i18n/locales';
import { type ActiveLocale, t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { FIRST_INTERVIEWS, type FirstInterview } from './first-interviews.ts';

/** An interview as a page or a list shows it: every field in the reader's language, or in English
 * marked as English where no volunteer translated it (ProgramText). */
export interface ShownInterview {
  slug: string;
  /** Its page: the first two keep /writerspotlight1 and 2, every other is /writerspotlight/<slug>. */
  to: string;
  name: string;
  portrait: string;
  role: ProgramText;
  home: ProgramText;
  teaser: ProgramText;
  intro: ProgramText;
  answers: ProgramText[];
}

export function interviewPath(slug: string): string {
  return FIRST_INTERVIEWS.find((first) => first.slug === slug)?.path ?? paths.interview(slug);
}

export const readerLocale = (locale: ActiveLocale): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** One of the first two from the catalogue, in the reader's language (the app translates them all). */
export function firstInterviewShown(first: FirstInterview, locale: ActiveLocale): ShownInterview {
  const lang = readerLocale(locale);
  const text = (key: Parameters<typeof t>[0]): ProgramText => ({ text: t(key), lang });
  return {
    slug: first.slug,
    to: first.path,
    name: first.name,
    portrait: first.portrait,
    role: text(first.keys.role),
    home: text(first.keys.home),
    teaser: text(first.keys.teaser),
    intro: text(first.keys.intro),
    answers: first.keys.answers.map(text),
  };
}

/** The first two, newest first as the API lists every interview, so the cards keep their places when
 * the records arrive. */
export const firstInterviewsShown = (locale: ActiveLocale): ShownInterview[] =>
  [...FIRST_INTERVIEWS]
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .map((first) => firstInterviewShown(first, locale));
