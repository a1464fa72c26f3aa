// PUT /api/me/notifications { turn?, updates?, alerts? }: switch email kinds on or off; returns the result.
// { reset: true } alone puts every kind back on and voids every unsubscribe link sent so far.

import { AppError } from '../app/app-error.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import {
  EMAIL_CATEGORIES as KEYS,
  type NotificationPrefs,
  resetPrefs,
  setPrefs,
} from '../store/notification-prefs-store.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) => {
  if (body.reset === true && Object.keys(body).length === 1) return json(200, await resetPrefs(caller.uid));
  const change: Partial<NotificationPrefs> = {};
  const fields: Record<string, string> = {};
  for (const key of KEYS) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value === 'boolean') change[key] = value;
    else fields[key] = 'Please choose on or off.';
  }
  for (const key of Object.keys(body)) {
    if (!(KEYS as readonly string[]).includes(key)) fields[key] = 'This setting does not exist.';
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION', 'Please check your email settings.', fields);
  return json(200, await setPrefs(caller.uid, change));
});
