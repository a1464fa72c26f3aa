// One read of a Secrets Manager secret's text, for the keys a function must never see in its
// configuration (notify-secret.ts, vapid-keys.ts): a client made for the read and closed after it,
// since each container reads its secret once and keeps the value.

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config.ts';
import { recordCalls } from './call-recorder.ts';

/** The secret's text (undefined when it has none); locally `endpoint` is the emulator's. */
export async function readSecretString(
  secretArn: string,
  endpoint: string | undefined,
): Promise<string | undefined> {
  const client = recordCalls(
    'secretsmanager',
    new SecretsManagerClient(
      endpoint
        ? {
            region: config().region,
            endpoint,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : { region: config().region },
    ),
  );
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    return SecretString;
  } finally {
    client.destroy();
  }
}
