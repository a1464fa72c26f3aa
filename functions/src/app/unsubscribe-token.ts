// Signed unsubscribe tokens: `unsubscribe.<uid>.<category>.<generation>.<hmac>` (uid base64url), so
// the link works without signing in and cannot be forged for another member. HMAC-SHA256 with the
// notifier's secret. The token names its purpose (an HMAC for anything else never verifies here) and
// the member's link generation: a settings reset raises it and every earlier link is refused. Links
// sent before purposes existed (`<uid>.<category>.<hmac>`) are generation 0.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES as CATEGORIES, type EmailCategory } from './email-kinds.ts';

const PURPOSE = 'unsubscribe';

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signUnsubscribe(
  secret: string,
  uid: string,
  category: EmailCategory,
  generation = 0,
): string {
  const payload = `${PURPOSE}.${Buffer.from(uid).toString('base64url')}.${category}.${generation}`;
  return `${payload}.${mac(secret, payload)}`;
}

export interface UnsubscribeToken {
  uid: string;
  category: EmailCategory;
  generation: number;
}

export function verifyUnsubscribe(secret: string, token: string): UnsubscribeToken | null {
  const parts = token.split('.');
  const signature = parts.at(-1) ?? '';
  const payload = parts.slice(0, -1).join('.');
  let uidPart: string;
  let category: string;
  let generation = 0;
  if (parts.length === 5 && parts[0] === PURPOSE) {
    [, uidPart = '', category = ''] = parts;
    generation = Number(parts[3]);
    if (!Number.isSafeInteger(generation) || generation < 0) return null;
  } else if (parts.length === 3) {
    [uidPart = '', category = ''] = parts;
  } else return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!CATEGORIES.includes(category as EmailCategory)) return null;
  return {
    uid: Buffer.from(uidPart, 'base64url').toString('utf8'),
    category: category as EmailCategory,
    generation,
  };
}
