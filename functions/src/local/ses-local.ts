// aws-ses-v2-local 2.10.2 in this process: it speaks the SES v2 REST API (SendEmail with Simple content,
// HTML + text parts and custom headers such as List-Unsubscribe), so the notifier sends through the real
// @aws-sdk/client-sesv2 locally exactly as in AWS. What it received joins the dev mailbox.

import type { Server } from 'node:http';
import sesServerModule from 'aws-ses-v2-local';
import { clearStore, getStoreReadonly } from 'aws-ses-v2-local/dist/store.js';
import { freeLowPort } from './free-port.ts';
import type { Mail } from './mailbox.ts';

// CommonJS compiled from TypeScript: Node's ESM loader (tsx, npm start, e2e) hands over module.exports,
// whose `default` is the function; Vitest unwraps it already. Accept both.
const startSesServer: typeof sesServerModule =
  typeof sesServerModule === 'function'
    ? sesServerModule
    : (sesServerModule as unknown as { default: typeof sesServerModule }).default;

export interface SesLocal {
  endpoint: string;
  /** Every email SES accepted, one Mail per recipient, oldest first. */
  mails(): Mail[];
  stop(): Promise<void>;
}

export async function startSesLocal(): Promise<SesLocal> {
  const port = await freeLowPort();
  const server: Server = await startSesServer({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    mails: () =>
      getStoreReadonly().emails.flatMap((email) =>
        email.destination.to.map((to) => ({
          to: to.toLowerCase(),
          subject: email.subject,
          text: email.body.text ?? '',
          html: email.body.html,
          headers: Object.fromEntries((email.headers ?? []).map((h) => [h.name, h.value])),
          kind: 'Notification',
          // The emulator stores seconds; the mailbox speaks milliseconds.
          at: email.at * 1000,
        })),
      ),
    stop: async () => {
      // The store is module state: a second stack in the same process starts empty.
      clearStore();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
