// The language a server-rendered page answers a visitor in: the one they chose (the web's
// 'bookwish_lang' cookie), else the first of their browser's Accept-Language we speak, else English.

import { isLocale, type Locale, pickLocale } from './locales.ts';

/** The cookie the web sets when a visitor picks a language (the page caches key on it too). */
export const LANGUAGE_COOKIE = 'bookwish_lang';

/** The chosen language in a Cookie header (or API Gateway's list of cookies), when it is one we speak. */
export function cookieLocale(cookies: string | readonly string[] | undefined | null): Locale | undefined {
  const pairs = typeof cookies === 'string' ? cookies.split(';') : (cookies ?? []);
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    let value = pair.slice(at + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A cookie that is not valid percent-encoding is simply not a language.
    }
    if (isLocale(value)) return value;
  }
  return undefined;
}

export function visitorLocale(request: {
  cookies?: string | readonly string[] | undefined | null;
  acceptLanguage?: string | undefined | null;
}): Locale {
  return cookieLocale(request.cookies) ?? pickLocale(request.acceptLanguage ?? undefined);
}
