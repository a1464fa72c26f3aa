// The SES v2 client, once per container, in the SES identity's region (the function's unless
// SES_REGION says otherwise); locally it points at the SES emulator.

import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.ts';
import { notifyConfig } from '../notify/notify-config.ts';
import { recordCalls } from './call-recorder.ts';

let client: SESv2Client | undefined;

export function ses(): SESv2Client {
  if (!client) {
    const endpoint = notifyConfig().sesEndpoint;
    client = recordCalls(
      'ses',
      new SESv2Client(
        endpoint
          ? {
              region: config().region,
              endpoint,
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : { region: notifyConfig().sesRegion ?? config().region },
      ),
    );
  }
  return client;
}

export function resetSes(): void {
  client?.destroy();
  client = undefined;
}
