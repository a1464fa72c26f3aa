// Makes the push keys (VAPID) for a deployment, once: prints the JSON to put in the PushKeysSecret
// (its ARN is in the stateful stack's resources), e.g.
//   npx tsx functions/src/cli/push-keys.ts > keys.json
//   aws secretsmanager put-secret-value --secret-id <PushKeysSecret ARN> --secret-string file://keys.json
//   rm keys.json
// Locally the stack makes its own pair in the data folder (local/stack/data-dir.ts).

import { newVapidKeys } from '../aws/vapid-keys.ts';

process.stdout.write(`${JSON.stringify(newVapidKeys())}\n`);
