// The local push service: what a browser's push service (FCM, Mozilla's, Apple's) is to the notifier,
// on the front at /_dev/push/<device> (the local stack's devices are subscribed there). It keeps each
// delivery as received, still encrypted (aes128gcm), for GET /_dev/pushes, and answers like a push
// service: 201 for a push signed with a VAPID key (RFC 8292: the JWT checked against the key it
// names, for this audience), 401 for one that is not, and 410 for a device whose subscription was
// ended (DELETE /_dev/push/<device>, as a browser does when its member blocks notifications).
// Kept in memory and appended to a JSON-lines file, like the mailbox.

import { createPublicKey, verify } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface PushDelivery {
  device: string;
  at: number;
  ttl: number;
  urgency: string | null;
  contentEncoding: string | null;
  /** The VAPID public key the push was signed with (base64url). */
  vapidKey: string;
  /** The encrypted body, base64url. */
  body: string;
}

export interface PushService {
  /** One push as the notifier sent it: the status a push service would answer. */
  receive(device: string, headers: Record<string, string | undefined>, body: Buffer, origin: string): number;
  /** Ends a device's subscription: its later pushes get 410. */
  end(device: string): void;
  list(device?: string): PushDelivery[];
}

const DEVICE = /^[A-Za-z0-9_-]{8,64}$/;

export function isDeviceId(value: string): boolean {
  return DEVICE.test(value);
}

/** `vapid t=<jwt>, k=<key>` checked: an ES256 JWT by that key, for this origin, not expired. */
function vapidKeyOf(authorization: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return null;
  const [, jwt = '', key = ''] = match;
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return null;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return null;
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
  };
  if (body.aud !== origin || typeof body.exp !== 'number' || body.exp * 1000 < Date.now()) return null;
  return key;
}

export function createPushService(file?: string): PushService {
  const deliveries: PushDelivery[] = [];
  const ended = new Set<string>();
  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        deliveries.push(JSON.parse(line) as PushDelivery);
      } catch {
        // a torn last line after a crash: skip it
      }
    }
  }
  return {
    receive(device, headers, body, origin) {
      if (ended.has(device)) return 410;
      const vapidKey = vapidKeyOf(headers.authorization, origin);
      if (!vapidKey) return 401;
      const delivery: PushDelivery = {
        device,
        at: Date.now(),
        ttl: Number(headers.ttl ?? 0),
        urgency: headers.urgency ?? null,
        contentEncoding: headers['content-encoding'] ?? null,
        vapidKey,
        body: body.toString('base64url'),
      };
      deliveries.push(delivery);
      if (file) appendFileSync(file, `${JSON.stringify(delivery)}\n`);
      return 201;
    },
    end(device) {
      ended.add(device);
    },
    list(device) {
      return device === undefined ? [...deliveries] : deliveries.filter((d) => d.device === device);
    },
  };
}
