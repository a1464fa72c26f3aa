// Notifications on a member's devices (Web Push): a member turns them on per device in Account
// Setting, which sends the browser's push subscription here; they follow the same categories as the
// emails (notify-members.ts sends a push beside each email sent). A subscription is only ever an
// endpoint at a push service we know (never any address a caller names: the notifier would post to
// it) and the browser's two keys.

import { commonMessages, pushMessages } from '@bookwish/shared/domain/messages';
import { AppError } from './app-error.ts';
import type { PushDevice, PushDevices, PushMessage, PushSender } from './notify-ports.ts';

/** Where push subscriptions may point: the browsers' push services by host name (a leading "*."
 * allows any subdomain), and locally the stack's own push endpoint (an address prefix). */
export interface PushServices {
  hosts: readonly string[];
  localPrefix?: string | undefined;
}

/** The push services of Chrome/Edge/Opera (FCM), Firefox (Mozilla autopush), Safari (Apple) and
 * Windows' Edge (WNS). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

const ENDPOINT_MAX = 1000;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodedLength(value: unknown): number {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

function hostAllowed(host: string, hosts: readonly string[]): boolean {
  return hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

/** One device at the local push service: its origin, and one device segment under its path, read
 * as the URL the notifier will post to (a text prefix let `/_dev/push/../../api/contact` through,
 * which resolves to another route of the stack). */
function atLocalPushService(url: URL, localPrefix: string): boolean {
  const local = new URL(localPrefix);
  if (url.origin !== local.origin || url.username || url.password || url.search || url.hash) return false;
  if (!url.pathname.startsWith(local.pathname)) return false;
  return /^[A-Za-z0-9_-]+$/.test(url.pathname.slice(local.pathname.length));
}

/** The endpoint, or a sentence on what is wrong with it. */
function checkEndpoint(value: unknown, services: PushServices): string {
  if (typeof value !== 'string' || value.length === 0) return pushMessages.endpointMissing;
  if (value.length > ENDPOINT_MAX) return pushMessages.endpointTooLong(ENDPOINT_MAX);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return pushMessages.endpointNotAddress;
  }
  if (services.localPrefix && atLocalPushService(url, services.localPrefix)) return '';
  if (url.protocol !== 'https:' || url.username || url.password || url.port)
    return pushMessages.endpointNotHttps;
  if (!hostAllowed(url.hostname, services.hosts)) return pushMessages.endpointUnknownService;
  return '';
}

/** The browser's `PushSubscription.toJSON()`: `{ endpoint, keys: { p256dh, auth }, expirationTime? }`.
 * Anything else changes nothing and names each wrong field. */
export function parseSubscription(body: Record<string, unknown>, services: PushServices): PushDevice {
  const fields: Record<string, string> = {};
  const endpointProblem = checkEndpoint(body.endpoint, services);
  if (endpointProblem) fields.endpoint = endpointProblem;
  const keys = (typeof body.keys === 'object' && body.keys !== null ? body.keys : {}) as Record<
    string,
    unknown
  >;
  const p256dh = keys.p256dh;
  // An uncompressed P-256 point: 0x04, then x and y.
  if (decodedLength(p256dh) !== 65 || Buffer.from(String(p256dh), 'base64url')[0] !== 4)
    fields['keys.p256dh'] = pushMessages.publicKeyInvalid;
  if (decodedLength(keys.auth) !== 16) fields['keys.auth'] = pushMessages.authSecretInvalid;
  for (const key of Object.keys(body)) {
    if (!['endpoint', 'keys', 'expirationTime'].includes(key)) fields[key] = commonMessages.unknownField;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', pushMessages.badSubscription, fields);
  return { endpoint: body.endpoint as string, p256dh: p256dh as string, auth: keys.auth as string };
}

/** POST /api/me/push: this device now gets the caller's notifications (and no other member's). */
export async function addPushDevice(
  deps: { devices: PushDevices; services: PushServices; now: () => number },
  input: { caller: { uid: string }; body: Record<string, unknown> },
): Promise<{ on: true }> {
  const device = parseSubscription(input.body, deps.services);
  await deps.devices.add(input.caller.uid, device, deps.now());
  return { on: true };
}

/** DELETE /api/me/push { endpoint }: the caller's own device only; removing one already gone is fine
 * (turning off twice, or after the account's other tab did). */
export async function removePushDevice(
  deps: { devices: PushDevices },
  input: { caller: { uid: string }; body: Record<string, unknown> },
): Promise<{ on: false }> {
  const { endpoint } = input.body;
  const fields: Record<string, string> = {};
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > ENDPOINT_MAX)
    fields.endpoint = pushMessages.endpointMissing;
  for (const key of Object.keys(input.body))
    if (key !== 'endpoint') fields[key] = commonMessages.unknownField;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', pushMessages.badSubscription, fields);
  await deps.devices.remove(input.caller.uid, endpoint as string);
  return { on: false };
}

/** Drops every device of the member: the end of their sessions (sign-out everywhere, a password
 * change, a suspension) is the end of their pushes, so a lost or shared phone shows nothing more. The
 * browser's subscription itself stays at the push service, unknown to us; signing in again on a device
 * and turning notifications on there adds it back. */
export async function dropPushDevices(devices: PushDevices, uid: string): Promise<number> {
  const all = await devices.list(uid);
  for (const device of all) await devices.remove(uid, device.endpoint);
  return all.length;
}

/** GET /api/me/push?endpoint=: the key a browser subscribes with (the VAPID public key) and whether
 * this device (its endpoint, when it has one) gets the caller's notifications: on a shared phone the
 * browser's subscription may be another member's. A 503 while the deployment has no push keys (the
 * emails still come). */
export async function pushStatus(
  deps: { devices: PushDevices; publicKey: () => Promise<string | null> },
  input: { caller: { uid: string }; endpoint: string | undefined },
): Promise<{ publicKey: string; on: boolean }> {
  const publicKey = await deps.publicKey();
  if (!publicKey) throw new AppError('UNAVAILABLE', pushMessages.unavailable);
  const on = input.endpoint
    ? (await deps.devices.list(input.caller.uid)).some((device) => device.endpoint === input.endpoint)
    : false;
  return { publicKey, on };
}

/** One push to each of a member's devices; a device the push service no longer knows (404/410) is
 * dropped. A failure at one device is not the others': counted, never thrown (the email went). */
export async function pushToMember(
  deps: { devices: PushDevices; sender: PushSender },
  uid: string,
  message: PushMessage,
): Promise<{ sent: number; gone: number; failed: number }> {
  const result = { sent: 0, gone: 0, failed: 0 };
  for (const device of await deps.devices.list(uid)) {
    try {
      if ((await deps.sender.send(device, message)) === 'gone') {
        await deps.devices.remove(uid, device.endpoint);
        result.gone += 1;
      } else result.sent += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}
