// The installed app in the member's language: one web app manifest per language, the same app (one
// id, start URL and icons) with its description, lang and dir in that language. The build writes them
// (web/app-manifests.ts); the page function links the visitor's language's in the page it serves
// (functions/src/pages/page-language.ts) and the app keeps the link in step with the active language
// (web/src/lib/i18n/i18n-provider.tsx), so a phone installs "Bookwish" described in its reader's words.
import type { Locale } from '../i18n/locales.ts';

/** Where a language's manifest is served: English keeps the address installed apps already know. */
export function manifestPath(locale: Locale): string {
  return locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
}
