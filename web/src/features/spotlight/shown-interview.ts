// A published interview's record as pages and lists show it (ShownInterview, first-shown.ts).

import type { SpotlightInterview } from '@bookwish/shared/api/spotlight';
import { programTextsIn } from '@bookwish/shared/domain/program-texts';
import { ANSWER_FIELDS } from '@bookwish/shared/domain/spotlight';
import type { ActiveLocale } from '../../lib/i18n/i18n.ts';
import { interviewPath, readerLocale, type ShownInterview } from './first-shown.ts';

export function shownInterview(record: SpotlightInterview, locale: ActiveLocale): ShownInterview {
  const words = programTextsIn(record.texts, readerLocale(locale));
  return {
    slug: record.slug,
    to: interviewPath(record.slug),
    name: record.name,
    portrait: record.portrait,
    role: words.role,
    home: words.home,
    teaser: words.teaser,
    intro: words.intro,
    answers: ANSWER_FIELDS.map((field) => words[field]),
  };
}
