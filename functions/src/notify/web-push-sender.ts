// The PushSender port with web-push (the web-push-libs reference library): it encrypts the message
// for the device (aes128gcm, RFC 8291) and signs the request with our VAPID keys (RFC 8292); the
// request itself goes with fetch and a short time limit, so a push service that hangs cannot hold
// the stream's batch, and the local push endpoint (plain http, like the other emulators) is reached
// the same way as a browser's push service. 404 and 410 mean the subscription is gone.

// web-push over the WebCrypto ones (@block65/webcrypto-web-push 2.0, @pushforge/builder 2.0): those
// are 5-7 KB against its 116 KB minified, but both refuse any endpoint that is not https, which the
// local push endpoint is not; web-push is the one every browser vendor's guide names, kept since 2016.
import webpush from 'web-push';
import type { PushDevice, PushMessage, PushSender } from '../app/notify-ports.ts';
import type { VapidKeys } from '../aws/vapid-keys.ts';

/** A day: a push about a hand-off still matters tomorrow, and is no use next week. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 5_000;

/** The VAPID subject: the site's https origin in AWS; locally (http) a mailto the services accept. */
export function vapidSubject(origin: string): string {
  return origin.startsWith('https://') ? origin : 'mailto:push@bookwish.invalid';
}

export class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}`);
    this.name = 'PushServiceError';
  }
}

export function webPushSender(keys: VapidKeys, origin: string): PushSender {
  return {
    async send(device: PushDevice, message: PushMessage) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: {
            subject: vapidSubject(origin),
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new PushServiceError(response.status);
      return 'sent';
    },
  };
}
