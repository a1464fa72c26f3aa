// The web app manifest in each language (shared/src/web/app-manifest.ts): the name is Bookwish in every
// language (a name, never translated), the description is the home page's own (pages.json's
// 'page./.description', which the servers put in the home page's head), lang and dir the language's.
// English's goes to vite-plugin-pwa, which writes manifest.webmanifest and links it; this plugin writes
// the five others beside it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LOCALE_INFO, LOCALES, type Locale } from '../shared/src/i18n/locales.ts';
import { manifestPath } from '../shared/src/web/app-manifest.ts';
import { CATALOGUES_DIR } from './i18n-catalogues.ts';

export function appManifest(locale: Locale) {
  const pages = JSON.parse(readFileSync(`${CATALOGUES_DIR}/${locale}/pages.json`, 'utf8')) as Record<
    string,
    string
  >;
  const description = pages['page./.description'];
  if (!description) throw new Error(`${locale}/pages.json has no 'page./.description' for the app manifest`);
  return {
    id: '/',
    name: 'Bookwish',
    short_name: 'Bookwish',
    description,
    lang: LOCALE_INFO[locale].intl,
    dir: LOCALE_INFO[locale].dir,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    background_color: '#fff8ef',
    theme_color: '#fff8ef',
    icons: [
      { src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/img/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Emits manifest.<locale>.webmanifest for every language but English (vite-plugin-pwa writes that). */
export function localisedManifests(): Plugin {
  return {
    name: 'bookwish-localised-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: `${JSON.stringify(appManifest(locale))}\n`,
        });
      }
    },
  };
}
