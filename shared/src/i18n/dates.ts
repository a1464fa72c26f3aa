// Dates as a language writes them: a deadline's day in British Columbia ("12 Dec", "12 déc.",
// "12月12日"), from Intl with the language's own tag (LOCALE_INFO). English keeps the spec's "12 Dec".

import { TIME_ZONE } from '../domain/constants.ts';
import { formatDeadline } from '../domain/timers.ts';
import { LOCALE_INFO, type Locale } from './locales.ts';

const dayMonth = new Map<Locale, Intl.DateTimeFormat>();

/** A deadline's day (epoch ms) in British Columbia, day and short month, in `locale`. Persian follows
 * Intl's own calendar for 'fa' (the Solar Hijri calendar Iranian readers use). */
export function formatDeadlineIn(at: number, locale: Locale): string {
  if (locale === 'en') return formatDeadline(at);
  let format = dayMonth.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      day: 'numeric',
      month: 'short',
      timeZone: TIME_ZONE,
    });
    dayMonth.set(locale, format);
  }
  return format.format(at);
}
