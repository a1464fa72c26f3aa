// The edge's page-request step (a CloudFront Function, so plain JavaScript with no imports) picks the
// visitor's language exactly as the app's own rules do (locales.ts pickLocale, after the cookie), and
// hands the page function the viewer's host.

import { describe, expect, it } from 'vitest';
import { visitorLocale } from '../i18n/visitor-locale.ts';
import { PAGE_LANGUAGE_HEADER, PAGE_REQUEST } from './edge-cache.ts';

type Request = {
  headers: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
};
const handler = new Function(`${PAGE_REQUEST}; return handler;`)() as (event: {
  request: Request;
}) => Request;

function edgeLanguage(cookie: string | undefined, acceptLanguage: string | undefined) {
  const request = handler({
    request: {
      headers: {
        host: { value: 'bookwish.example' },
        ...(acceptLanguage === undefined ? {} : { 'accept-language': { value: acceptLanguage } }),
      },
      cookies: cookie === undefined ? {} : { bookwish_lang: { value: cookie } },
    },
  });
  expect(request.headers['x-bookwish-host']?.value).toBe('bookwish.example');
  return request.headers[PAGE_LANGUAGE_HEADER]?.value;
}

const ACCEPT = [
  undefined,
  '',
  '*',
  'fr-FR,fr;q=0.9,en;q=0.8',
  'de-DE,de;q=0.9',
  'de-DE,zh-TW;q=0.8,en;q=0.5',
  'zh-CN,zh;q=0.9',
  'zh-HK',
  'zh-Hant-CA;q=0.7, en;q=0.6',
  'yue',
  'pa-IN',
  'pa-Arab-PK,pa-Guru;q=0.5',
  'pa-PK,en;q=0.1',
  'fa-IR,fa;q=0.9,en-US;q=0.8',
  'en;q=0.5, fr;q=0.9',
  'en;q=0, fr-CA;q=0.1',
  'es, fa;q=0.2, pa;q=0.2',
  'pa;q=0.2, fa;q=0.2',
  'EN_ca',
];
const COOKIES = [
  undefined,
  '',
  'fr-CA',
  'fa',
  'zh-Hant',
  'zh-Hans',
  'pa',
  'en',
  'klingon',
  'fr',
  'zh%2DHant',
  '%E0%A4',
];

describe('the edge picks the page language as the app does', () => {
  it.each(COOKIES)('cookie %s, with every Accept-Language', (cookie) => {
    for (const accept of ACCEPT) {
      expect(edgeLanguage(cookie, accept), `${cookie} / ${accept}`).toBe(
        visitorLocale({
          cookies: cookie === undefined ? undefined : `bookwish_lang=${cookie}`,
          acceptLanguage: accept,
        }),
      );
    }
  });

  it('the cookie wins over the browser; an unknown cookie is the browser', () => {
    expect(edgeLanguage('pa', 'fr-CA,fr')).toBe('pa');
    expect(edgeLanguage('de', 'fa-IR')).toBe('fa');
    expect(edgeLanguage(undefined, 'de-DE')).toBe('en');
  });
});
