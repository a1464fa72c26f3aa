// The published interviews for the home page and /event: the API's records, newest first; the first
// two from the catalogue until they arrive (and when they cannot), so the lists are never empty.

import { useLanguage } from '../../lib/i18n/i18n-provider.tsx';
import { useInterviews } from './api/spotlight-api.ts';
import { firstInterviewsShown, type ShownInterview } from './first-shown.ts';
import { shownInterview } from './shown-interview.ts';

export function useShownInterviews(): ShownInterview[] {
  const { locale } = useLanguage();
  const interviews = useInterviews();
  const items = interviews.data?.items;
  if (items && items.length > 0) return items.map((record) => shownInterview(record, locale));
  return firstInterviewsShown(locale);
}
