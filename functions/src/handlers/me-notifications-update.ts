// PUT /api/me/notifications { turn?, updates?, alerts? }: switch email kinds on or off; returns the result.
// { reset: true } alone puts every kind back on and voids every unsubscribe link sent so far.

import { changeNotificationSettings } from '../app/notification-settings.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) =>
  json(200, await changeNotificationSettings({ settings: dynamoNotificationSettings }, { caller, body })),
);
