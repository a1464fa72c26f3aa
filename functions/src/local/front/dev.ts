// /_dev/*: the developer routes (local only), answered to this machine alone.
//   /_dev/mailbox?to=EMAIL  what the system would have emailed one address
//   /_dev/clock             POST { advanceDays }: move the app's clock forward and run what fell due
//   /_dev/push/<device>     the local push service: POST a push (as the notifier does), DELETE ends
//                           the device's subscription (its next pushes get 410)
//   /_dev/pushes?device=ID  the pushes received, still encrypted (all devices without ?device)

import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonContentType } from '../../http/require-json.ts';
import type { FrontOptions } from '../front.ts';
import { isDeviceId, type PushService } from '../push-service.ts';
import { answerFailure, apiError, readBody, sendJson } from './http.ts';

const CLOCK_USAGE =
  'Send POST /_dev/clock with {"advanceDays": n}, n a number of days above 0 and at most 366, or {"reset": true} to go back to real time.';

/** POST /_dev/clock { advanceDays }: the answer comes after the sweep has run what fell due.
 * { reset: true } puts a test run's shared stack back on real time for the tests after it. */
async function serveDevClock(
  req: IncomingMessage,
  res: ServerResponse,
  devClock: NonNullable<FrontOptions['devClock']>,
): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    sendJson(res, 405, apiError('VALIDATION', CLOCK_USAGE), { allow: 'POST' });
    return;
  }
  const body = await readBody(req, 1024);
  let asked: { advanceDays?: unknown; reset?: unknown } = {};
  try {
    if (body !== 'too-large') asked = JSON.parse(body.toString('utf8')) ?? {};
  } catch {
    // answered below
  }
  const days = asked.advanceDays;
  if (asked.reset === true && days === undefined) {
    sendJson(res, 200, await devClock({ reset: true }));
  } else if (typeof days === 'number' && Number.isFinite(days) && days > 0 && days <= 366) {
    sendJson(res, 200, await devClock({ advanceDays: days }));
  } else {
    sendJson(res, 400, apiError('VALIDATION', CLOCK_USAGE));
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The developer routes (reset codes, the clock) answer only this machine's own names, and take only
 * JSON bodies: a web page cannot reach them by DNS rebinding (its own host name pointed here) nor post
 * to them without a CORS preflight (text/plain, forms). Answers the refusal itself. */
function devRequestAllowed(req: IncomingMessage, res: ServerResponse): boolean {
  if (!hostIsLocal(req, res)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD' && !isJsonContentType(req.headers['content-type'])) {
    req.resume();
    sendJson(
      res,
      415,
      apiError('VALIDATION', 'Send the developer routes a JSON body (content-type: application/json).'),
    );
    return false;
  }
  return true;
}

/** Only this machine's own names (no DNS rebinding); answers the refusal itself. */
function hostIsLocal(req: IncomingMessage, res: ServerResponse): boolean {
  let hostname = '';
  try {
    hostname = new URL(`http://${req.headers.host ?? ''}`).hostname;
  } catch {
    // refused below
  }
  if (!LOCAL_HOSTS.has(hostname)) {
    req.resume();
    sendJson(res, 403, apiError('FORBIDDEN', 'The developer routes answer only http://localhost.'));
    return false;
  }
  return true;
}

/** Answers a /_dev path, or returns false when it names no developer route (the SPA answers it). */
/** /_dev/push/<device>: a push service takes any body (the encrypted push), not JSON only. */
function servePush(
  req: IncomingMessage,
  res: ServerResponse,
  device: string,
  service: PushService,
  origin: string,
) {
  if (!isDeviceId(device)) {
    req.resume();
    sendJson(res, 404, apiError('NOT_FOUND', 'No such device at the local push service.'));
    return;
  }
  if (req.method === 'DELETE') {
    req.resume();
    service.end(device);
    sendJson(res, 200, { ended: device });
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    sendJson(res, 405, apiError('VALIDATION', 'POST a push, or DELETE to end the subscription.'), {
      allow: 'POST, DELETE',
    });
    return;
  }
  // RFC 8030: a push service takes at least 4096 bytes; a bit more is refused as 413.
  readBody(req, 4096 + 512)
    .then((body) => {
      if (body === 'too-large') {
        sendJson(res, 413, apiError('TOO_LARGE', 'A push carries at most 4096 bytes.'));
        return;
      }
      const headers: Record<string, string | undefined> = {};
      for (const name of ['authorization', 'ttl', 'urgency', 'content-encoding'])
        headers[name] = req.headers[name] as string | undefined;
      const status = service.receive(device, headers, body, origin);
      res.writeHead(status, { 'content-length': 0 });
      res.end();
    })
    .catch(answerFailure(res, 'push error'));
}

export function serveDev(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: Pick<FrontOptions, 'mailbox' | 'devClock' | 'pushService'> & { origin: string },
): boolean {
  const push = /^\/_dev\/push\/([^/]+)$/.exec(url.pathname);
  if (push?.[1] && options.pushService) {
    // The notifier posts here as to a push service: any content type, this machine only.
    if (hostIsLocal(req, res)) servePush(req, res, push[1], options.pushService, options.origin);
    return true;
  }
  if (!devRequestAllowed(req, res)) return true;
  if (url.pathname === '/_dev/pushes' && options.pushService) {
    const device = url.searchParams.get('device')?.trim();
    sendJson(res, 200, options.pushService.list(device || undefined));
    return true;
  }
  if (url.pathname === '/_dev/mailbox') {
    // One address at a time, like a mailbox: never everyone's codes in one call.
    const to = url.searchParams.get('to')?.trim();
    if (!to) {
      sendJson(
        res,
        400,
        apiError('VALIDATION', 'Add ?to=EMAIL: the mailbox lists the mails sent to one address.'),
      );
      return true;
    }
    sendJson(res, 200, options.mailbox.list(to));
    return true;
  }
  if (url.pathname === '/_dev/clock' && options.devClock) {
    serveDevClock(req, res, options.devClock).catch(answerFailure(res, 'clock error'));
    return true;
  }
  return false;
}
