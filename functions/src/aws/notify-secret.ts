// The secret that signs and checks unsubscribe links. Locally NOTIFY_SECRET holds it (the stack keeps
// one per data folder). In AWS the function gets NOTIFY_SECRET_ARN and reads the generated Secrets
// Manager secret once per container: read at run time, not resolved into the Lambda environment at
// deploy, so the value never shows in the function's configuration (anyone with
// lambda:GetFunctionConfiguration could read it there) and only the three functions that sign or
// check links may read it.

import type { UnsubscribeSecret } from '../app/notify-ports.ts';
import { notifyConfig } from '../notify/notify-config.ts';
import { recordSecretRead } from './call-recorder.ts';
import { readSecretString } from './secret-value.ts';

let cached: Promise<string> | undefined;

async function fetchSecret(secretArn: string, endpoint: string | undefined): Promise<string> {
  const value = await readSecretString(secretArn, endpoint);
  if (!value) throw new Error('The notify secret has no value');
  return value;
}

/** The signing secret; '' when none is configured (unsubscribe links are then refused). */
export function notifySecret(): Promise<string> {
  const settings = notifyConfig();
  if (settings.secret) {
    // Locally the value itself; in AWS this function would read NOTIFY_SECRET_ARN.
    recordSecretRead('NOTIFY_SECRET_ARN');
    return Promise.resolve(settings.secret);
  }
  if (!settings.secretArn) return Promise.resolve('');
  cached ??= fetchSecret(settings.secretArn, settings.secretsEndpoint).catch((error: unknown) => {
    // A failed read is not kept: the next request tries again.
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Tests change the environment between cases: forget the secret read before. */
export function resetNotifySecret(): void {
  cached = undefined;
}

/** The UnsubscribeSecret port. */
export const unsubscribeSecret: UnsubscribeSecret = { get: notifySecret };
