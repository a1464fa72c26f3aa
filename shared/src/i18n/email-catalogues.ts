// The emails catalogue, one per language: every email's words (catalogues/<locale>/emails.json). Data
// only: the ICU messages are formatted by the functions (intl-messageformat). English is the source.
// Kept apart from the pages and unsubscribe page catalogues so each function carries only the words
// it uses.

import enEmails from './catalogues/en/emails.json' with { type: 'json' };
import faEmails from './catalogues/fa/emails.json' with { type: 'json' };
import frEmails from './catalogues/fr-CA/emails.json' with { type: 'json' };
import paEmails from './catalogues/pa/emails.json' with { type: 'json' };
import zhHansEmails from './catalogues/zh-Hans/emails.json' with { type: 'json' };
import zhHantEmails from './catalogues/zh-Hant/emails.json' with { type: 'json' };
import type { Locale } from './locales.ts';

/** A catalogue: flat keys to ICU MessageFormat messages. */
export type Catalogue = Readonly<Record<string, string>>;

export type EmailMessageKey = keyof typeof enEmails;

export const EMAIL_CATALOGUES: Record<Locale, Catalogue> = {
  en: enEmails,
  'fr-CA': frEmails,
  'zh-Hant': zhHantEmails,
  'zh-Hans': zhHansEmails,
  pa: paEmails,
  fa: faEmails,
};
