// GET|POST /api/unsubscribe?token=...: the link in every email, without signing in. The signed token
// names the member and the kind; it is honoured at once. POST is RFC 8058 one-click (mail providers send
// List-Unsubscribe=One-Click); GET is a person following the link, who gets a short page.

import { notifySecret } from '../aws/notify-secret.ts';
import { apiHandler } from '../http/api-handler.ts';
import type { ApiResponse } from '../http/respond.ts';
import { verifyUnsubscribe } from '../notify/unsubscribe-token.ts';
import { setPrefs } from '../store/notification-prefs-store.ts';

const WHAT = {
  turn: 'emails when it is your turn',
  updates: 'update emails',
  alerts: 'book alerts',
} as const;

function page(status: number, message: string): ApiResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bookwish emails</title></head><body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>Bookwish emails</h1><p>${message}</p><p><a href="/profile">Account Setting</a></p></body></html>`;
  return {
    statusCode: status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: html,
  };
}

export const handler = apiHandler({ auth: 'none' }, async ({ query }) => {
  const secret = await notifySecret();
  const parsed = secret && query.token ? verifyUnsubscribe(secret, query.token) : null;
  if (!parsed) {
    return page(
      400,
      'This unsubscribe link is not valid. You can switch emails off in your Account Setting.',
    );
  }
  await setPrefs(parsed.uid, { [parsed.category]: false });
  return page(
    200,
    `You will no longer get ${WHAT[parsed.category]}. You can switch them back on in your Account Setting.`,
  );
});
