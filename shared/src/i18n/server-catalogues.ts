// The server's catalogues, one per language: every email's words and the unsubscribe page
// (emails.json), and the titles and descriptions of the pages the server fills in (pages.json). Data
// only: the ICU messages are formatted by the functions (intl-messageformat). English is the source.

import enEmails from './catalogues/en/emails.json' with { type: 'json' };
import enPages from './catalogues/en/pages.json' with { type: 'json' };
import faEmails from './catalogues/fa/emails.json' with { type: 'json' };
import faPages from './catalogues/fa/pages.json' with { type: 'json' };
import frEmails from './catalogues/fr-CA/emails.json' with { type: 'json' };
import frPages from './catalogues/fr-CA/pages.json' with { type: 'json' };
import paEmails from './catalogues/pa/emails.json' with { type: 'json' };
import paPages from './catalogues/pa/pages.json' with { type: 'json' };
import zhHansEmails from './catalogues/zh-Hans/emails.json' with { type: 'json' };
import zhHansPages from './catalogues/zh-Hans/pages.json' with { type: 'json' };
import zhHantEmails from './catalogues/zh-Hant/emails.json' with { type: 'json' };
import zhHantPages from './catalogues/zh-Hant/pages.json' with { type: 'json' };
import type { Locale } from './locales.ts';

/** A catalogue: flat keys to ICU MessageFormat messages. */
export type Catalogue = Readonly<Record<string, string>>;

export type EmailMessageKey = keyof typeof enEmails;
export type PageMessageKey = keyof typeof enPages;

export const EMAIL_CATALOGUES: Record<Locale, Catalogue> = {
  en: enEmails,
  'fr-CA': frEmails,
  'zh-Hant': zhHantEmails,
  'zh-Hans': zhHansEmails,
  pa: paEmails,
  fa: faEmails,
};

export const PAGE_CATALOGUES: Record<Locale, Catalogue> = {
  en: enPages,
  'fr-CA': frPages,
  'zh-Hant': zhHantPages,
  'zh-Hans': zhHansPages,
  pa: paPages,
  fa: faPages,
};
