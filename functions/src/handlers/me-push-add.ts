// POST /api/me/push { endpoint, keys: { p256dh, auth } }: this device gets the caller's notifications
// (the browser's PushSubscription as JSON); only at a push service we know.

import { addPushDevice } from '../app/push-devices.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { pushServices } from '../notify/push-services.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) =>
  json(
    201,
    await addPushDevice(
      { devices: dynamoPushDevices, services: pushServices(), now: Date.now },
      { caller, body },
    ),
  ),
);
