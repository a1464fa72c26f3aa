// GET|POST /api/unsubscribe?token=...: the link in every email, without signing in. The signed token
// names its purpose, the member, the kind and the member's link generation. GET only shows the choice
// with a button: mail security scanners open every link, and a member must not be unsubscribed by one.
// POST changes the setting: the button, or RFC 8058 one-click (mail providers POST
// List-Unsubscribe=One-Click). A deleted member's link, or one from before a settings reset, changes
// nothing and writes nothing.

import { unsubscribe } from '../app/notification-settings.ts';
import { escapeHtml } from '../app/render-email.ts';
import { cognitoDirectory } from '../aws/cognito-directory.ts';
import { unsubscribeSecret } from '../aws/notify-secret.ts';
import { apiHandler } from '../http/api-handler.ts';
import type { ApiResponse } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';

const WHAT = {
  turn: 'emails when it is your turn',
  updates: 'update emails',
  alerts: 'book alerts',
} as const;

function page(status: number, message: string, form?: { token: string; what: string }): ApiResponse {
  const button = form
    ? `<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(form.token))}"><button type="submit" style="font: inherit; padding: 0.5rem 1.25rem">Unsubscribe from ${escapeHtml(form.what)}</button></form>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Bookwish emails</title></head><body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>Bookwish emails</h1><p>${message}</p>${button}<p><a href="/profile">Account Setting</a></p></body></html>`;
  return {
    statusCode: status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: html,
  };
}

export const handler = apiHandler({ auth: 'none' }, async ({ event, query }) => {
  const result = await unsubscribe(
    { settings: dynamoNotificationSettings, directory: cognitoDirectory, secret: unsubscribeSecret },
    { token: query.token, confirmed: event.requestContext.http.method === 'POST' },
  );
  switch (result.status) {
    case 'invalid':
      return page(
        400,
        'This unsubscribe link is not valid. You can switch emails off in your Account Setting.',
      );
    case 'account-gone':
      return page(200, 'This link belongs to an account that has been deleted. There is nothing to change.');
    case 'voided':
      return page(
        400,
        'This unsubscribe link is no longer valid. You can switch emails off in your Account Setting.',
      );
    case 'confirm': {
      const what = WHAT[result.category];
      return page(200, `Do you want to stop getting ${what} from Bookwish?`, {
        token: query.token ?? '',
        what,
      });
    }
    case 'unsubscribed':
      return page(
        200,
        `You will no longer get ${WHAT[result.category]}. You can switch them back on in your Account Setting.`,
      );
  }
});
