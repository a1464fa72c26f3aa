// Signed unsubscribe tokens: `<uid>.<category>.<hmac>` (base64url), so the link works without signing
// in and cannot be forged for another member. HMAC-SHA256 with the notifier's secret.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES as CATEGORIES, type EmailCategory } from '../store/notification-prefs-store.ts';

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signUnsubscribe(secret: string, uid: string, category: EmailCategory): string {
  const payload = `${Buffer.from(uid).toString('base64url')}.${category}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyUnsubscribe(
  secret: string,
  token: string,
): { uid: string; category: EmailCategory } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [uidPart = '', category = '', signature = ''] = parts;
  const expected = Buffer.from(mac(secret, `${uidPart}.${category}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!CATEGORIES.includes(category as EmailCategory)) return null;
  return { uid: Buffer.from(uidPart, 'base64url').toString('utf8'), category: category as EmailCategory };
}
