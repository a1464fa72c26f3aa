// GET /api/me/notifications: my email settings, { turn, updates, alerts } (each on until switched off).

import { getNotificationSettings } from '../app/notification-settings.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) =>
  json(200, await getNotificationSettings({ settings: dynamoNotificationSettings }, caller)),
);
