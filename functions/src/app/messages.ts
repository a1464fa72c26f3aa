// The server's words in a member's or visitor's language: one ICU message from a catalogue
// (shared/src/i18n/catalogues/<locale>/), formatted with FormatJS's intl-messageformat, the ICU runtime
// the web's libraries build on, so a plural or a select reads the same in an email as on the page.
// A key a language lacks falls back to English (the source), so a half-translated catalogue never
// sends an empty line.

import {
  type Catalogue,
  EMAIL_CATALOGUES,
  type EmailMessageKey,
} from '@bookwish/shared/i18n/email-catalogues';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import {
  UNSUBSCRIBE_CATALOGUES,
  type UnsubscribeMessageKey,
} from '@bookwish/shared/i18n/unsubscribe-catalogues';
import { IntlMessageFormat } from 'intl-messageformat';

export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

/** One message of `catalogues` (named `name`, for the cache and errors) in `locale`. */
export function formatMessage(
  catalogues: Record<Locale, Catalogue>,
  name: string,
  locale: Locale,
  key: string,
  values: MessageValues = {},
): string {
  const own = catalogues[locale][key];
  const use = own === undefined ? DEFAULT_LOCALE : locale;
  const cacheKey = `${name}\u0000${use}\u0000${key}`;
  let message = compiled.get(cacheKey);
  if (!message) {
    const source = catalogues[use][key];
    if (source === undefined) throw new Error(`No message ${key} in the ${name} catalogue`);
    message = new IntlMessageFormat(source, LOCALE_INFO[use].intl);
    compiled.set(cacheKey, message);
  }
  return String(message.format(values));
}

/** One email message (emails.json) in `locale`. */
export function emailMessage(locale: Locale, key: EmailMessageKey, values: MessageValues = {}): string {
  return formatMessage(EMAIL_CATALOGUES, 'emails', locale, key, values);
}

/** One message of the unsubscribe page (unsubscribe.json) in `locale`. */
export function unsubscribeMessage(
  locale: Locale,
  key: UnsubscribeMessageKey,
  values: MessageValues = {},
): string {
  return formatMessage(UNSUBSCRIBE_CATALOGUES, 'unsubscribe', locale, key, values);
}
