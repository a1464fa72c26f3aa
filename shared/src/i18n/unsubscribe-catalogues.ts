// The unsubscribe page's catalogue, one per language (catalogues/<locale>/unsubscribe.json): the page
// an email's unsubscribe link opens. Data only, formatted by the functions (intl-messageformat).
// English is the source. Kept apart from the emails catalogue so the unsubscribe function carries only
// the words it shows, not every email in six languages.

import enUnsubscribe from './catalogues/en/unsubscribe.json' with { type: 'json' };
import faUnsubscribe from './catalogues/fa/unsubscribe.json' with { type: 'json' };
import frUnsubscribe from './catalogues/fr-CA/unsubscribe.json' with { type: 'json' };
import paUnsubscribe from './catalogues/pa/unsubscribe.json' with { type: 'json' };
import zhHansUnsubscribe from './catalogues/zh-Hans/unsubscribe.json' with { type: 'json' };
import zhHantUnsubscribe from './catalogues/zh-Hant/unsubscribe.json' with { type: 'json' };
import type { Catalogue } from './email-catalogues.ts';
import type { Locale } from './locales.ts';

export type UnsubscribeMessageKey = keyof typeof enUnsubscribe;

export const UNSUBSCRIBE_CATALOGUES: Record<Locale, Catalogue> = {
  en: enUnsubscribe,
  'fr-CA': frUnsubscribe,
  'zh-Hant': zhHantUnsubscribe,
  'zh-Hans': zhHansUnsubscribe,
  pa: paUnsubscribe,
  fa: faUnsubscribe,
};
