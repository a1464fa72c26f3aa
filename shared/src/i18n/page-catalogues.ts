// The pages catalogue, one per language: the titles, descriptions and share texts of the pages the
// server fills in (catalogues/<locale>/pages.json). Data only, formatted by the functions
// (intl-messageformat). English is the source: the route table's titles and the share tags' words.

import enPages from './catalogues/en/pages.json' with { type: 'json' };
import faPages from './catalogues/fa/pages.json' with { type: 'json' };
import frPages from './catalogues/fr-CA/pages.json' with { type: 'json' };
import paPages from './catalogues/pa/pages.json' with { type: 'json' };
import zhHansPages from './catalogues/zh-Hans/pages.json' with { type: 'json' };
import zhHantPages from './catalogues/zh-Hant/pages.json' with { type: 'json' };
import type { Catalogue } from './email-catalogues.ts';
import type { Locale } from './locales.ts';

export type PageMessageKey = keyof typeof enPages;

export const PAGE_CATALOGUES: Record<Locale, Catalogue> = {
  en: enPages,
  'fr-CA': frPages,
  'zh-Hant': zhHantPages,
  'zh-Hans': zhHansPages,
  pa: paPages,
  fa: faPages,
};
