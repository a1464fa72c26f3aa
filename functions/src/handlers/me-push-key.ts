// GET /api/me/push?endpoint=: the key a browser subscribes with (the VAPID public key) and whether
// this device gets the caller's notifications, for Account Setting's switch; a 503 in our words while
// the deployment has no push keys.

import { pushStatus } from '../app/push-devices.ts';
import { vapidKeys } from '../aws/vapid-keys.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller, query }) =>
  json(
    200,
    await pushStatus(
      { devices: dynamoPushDevices, publicKey: async () => (await vapidKeys())?.publicKey ?? null },
      { caller, endpoint: query.endpoint },
    ),
  ),
);
