// GET|POST /api/unsubscribe?token=...: the link in every email, without signing in. The signed token
// names its purpose, the member, the kind and the member's link generation. GET only shows the choice
// with a button: mail security scanners open every link, and a member must not be unsubscribed by one.
// POST changes the setting: the button, or RFC 8058 one-click (mail providers POST
// List-Unsubscribe=One-Click). A deleted member's link, or one from before a settings reset, changes
// nothing and writes nothing. The page speaks the member's language (the one their emails use); a link
// that names no member speaks the visitor's (their cookie, else their browser's).

import { LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import type { UnsubscribeMessageKey } from '@bookwish/shared/i18n/unsubscribe-catalogues';
import { visitorLocale } from '@bookwish/shared/i18n/visitor-locale';
import { escapeHtml } from '@bookwish/shared/web/escape-html';
import { unsubscribeMessage } from '../app/messages.ts';
import { unsubscribe } from '../app/notification-settings.ts';
import { cognitoDirectory } from '../aws/cognito-directory.ts';
import { unsubscribeSecret } from '../aws/notify-secret.ts';
import { publicHandler } from '../http/public-handler.ts';
import type { ApiResponse } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';

function page(
  locale: Locale,
  status: number,
  message: UnsubscribeMessageKey,
  choice?: { category: string; token?: string },
): ApiResponse {
  const t = (key: UnsubscribeMessageKey) =>
    escapeHtml(unsubscribeMessage(locale, key, { category: choice?.category ?? '' }));
  const form = choice?.token === undefined ? undefined : { token: choice.token };
  const button = form
    ? `<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(form.token))}"><button type="submit" style="font: inherit; padding: 0.5rem 1.25rem">${t('unsubscribe.button')}</button></form>`
    : '';
  const html = `<!doctype html><html lang="${locale}" dir="${LOCALE_INFO[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t('unsubscribe.title')}</title></head><body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>${t('unsubscribe.title')}</h1><p>${t(message)}</p>${button}<p><a href="/profile">${t('unsubscribe.accountSetting')}</a></p></body></html>`;
  return {
    statusCode: status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-language': locale,
    },
    body: html,
  };
}

export const handler = publicHandler({}, async ({ event, query }) => {
  const result = await unsubscribe(
    { settings: dynamoNotificationSettings, directory: cognitoDirectory, secret: unsubscribeSecret },
    { token: query.token, confirmed: event.requestContext.http.method === 'POST' },
  );
  const visitor = visitorLocale({
    cookies: event.cookies ?? event.headers?.cookie,
    acceptLanguage: event.headers?.['accept-language'],
  });
  const locale = ('language' in result && result.language) || visitor;
  switch (result.status) {
    case 'invalid':
      return page(locale, 400, 'unsubscribe.invalid');
    case 'account-gone':
      return page(locale, 200, 'unsubscribe.accountGone');
    case 'voided':
      return page(locale, 400, 'unsubscribe.voided');
    case 'confirm':
      return page(locale, 200, 'unsubscribe.confirm', {
        category: result.category,
        token: query.token ?? '',
      });
    case 'unsubscribed':
      return page(locale, 200, 'unsubscribe.done', { category: result.category });
  }
});
