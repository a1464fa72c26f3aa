// Makes the push keys (VAPID) for a deployment, once: prints the JSON to put in the PushKeysSecret
// (its ARN is in the stateful stack's resources), e.g.
//   npx tsx functions/src/cli/push-keys.ts > keys.json
//   aws secretsmanager put-secret-value --secret-id <PushKeysSecret ARN> --secret-string file://keys.json
//   rm keys.json
// Locally the stack makes its own pair in the data folder (local/stack/data-dir.ts).

import { generateKeyPairSync } from 'node:crypto';

const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const jwk = privateKey.export({ format: 'jwk' });
const point = Buffer.concat([
  Buffer.from([4]),
  Buffer.from(String(jwk.x), 'base64url'),
  Buffer.from(String(jwk.y), 'base64url'),
]);
process.stdout.write(`${JSON.stringify({ publicKey: point.toString('base64url'), privateKey: jwk.d })}\n`);
