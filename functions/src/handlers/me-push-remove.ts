// DELETE /api/me/push { endpoint }: this device no longer gets the caller's notifications. Only the
// caller's own devices: another member's endpoint changes nothing.

import { removePushDevice } from '../app/push-devices.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) =>
  json(200, await removePushDevice({ devices: dynamoPushDevices }, { caller, body })),
);
