// The push keys (VAPID, RFC 8292): the pair the notifier signs each push with, whose public half the
// browser subscribes with. Locally VAPID_KEYS holds them (the stack makes one pair per data folder,
// once). In AWS the function gets VAPID_SECRET_ARN and reads the Secrets Manager secret once per
// container, as notify-secret.ts does, so the private key never shows in a function's configuration.
// The secret is made empty by the CDK app; the operator puts a pair in it once (infra/README.md, "After the first deploy"):
// until then pushes are off and the emails go as before.

import { generateKeyPairSync } from 'node:crypto';
import { notifyConfig } from '../notify/notify-config.ts';
import { recordSecretRead } from './call-recorder.ts';
import { readSecretString } from './secret-value.ts';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (65 bytes). */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

/** A new pair: made once per deployment (cli/push-keys.ts) and once per local data folder. */
export function newVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(String(jwk.x), 'base64url'),
    Buffer.from(String(jwk.y), 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: String(jwk.d) };
}

/** The pair in a secret's text, or null when it holds none (not set yet, or not a pair). */
export function parseVapidKeys(text: string | undefined): VapidKeys | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<VapidKeys>;
    const publicBytes = Buffer.from(String(value.publicKey ?? ''), 'base64url');
    const privateBytes = Buffer.from(String(value.privateKey ?? ''), 'base64url');
    if (publicBytes.length !== 65 || publicBytes[0] !== 4 || privateBytes.length !== 32) return null;
    return { publicKey: value.publicKey as string, privateKey: value.privateKey as string };
  } catch {
    return null;
  }
}

let cached: Promise<VapidKeys | null> | undefined;

async function fetchKeys(secretArn: string, endpoint: string | undefined): Promise<VapidKeys | null> {
  return parseVapidKeys(await readSecretString(secretArn, endpoint));
}

/** The pair, or null when this deployment has none (pushes are then off). */
export function vapidKeys(): Promise<VapidKeys | null> {
  const settings = notifyConfig();
  if (settings.vapidKeys) {
    // Locally the pair itself; in AWS this function would read VAPID_SECRET_ARN.
    recordSecretRead('VAPID_SECRET_ARN');
    return Promise.resolve(parseVapidKeys(settings.vapidKeys));
  }
  if (!settings.vapidSecretArn) return Promise.resolve(null);
  cached ??= fetchKeys(settings.vapidSecretArn, settings.secretsEndpoint).then(
    (keys) => {
      // A secret not filled yet is asked again next time: the operator may fill it meanwhile.
      if (!keys) cached = undefined;
      return keys;
    },
    (error: unknown) => {
      // A failed read is not kept: the next one tries again.
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/** Tests change the environment between cases: forget the pair read before. */
export function resetVapidKeys(): void {
  cached = undefined;
}
