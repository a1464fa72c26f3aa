// GET /api/me/push: the key a browser subscribes with (the VAPID public key), for a member turning
// notifications on in Account Setting; a 503 in our words while the deployment has no push keys.

import { pushPublicKey } from '../app/push-devices.ts';
import { vapidKeys } from '../aws/vapid-keys.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required' }, async () =>
  json(200, await pushPublicKey({ publicKey: async () => (await vapidKeys())?.publicKey ?? null })),
);
