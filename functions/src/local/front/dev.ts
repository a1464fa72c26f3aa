// /_dev/*: the developer routes (local only), answered to this machine alone.
//   /_dev/mailbox?to=EMAIL  what the system would have emailed one address
//   /_dev/clock             POST { advanceDays }: move the app's clock forward and run what fell due

import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonContentType } from '../../http/require-json.ts';
import type { FrontOptions } from '../front.ts';
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

/** Answers a /_dev path, or returns false when it names no developer route (the SPA answers it). */
export function serveDev(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: Pick<FrontOptions, 'mailbox' | 'devClock'>,
): boolean {
  if (!devRequestAllowed(req, res)) return true;
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
