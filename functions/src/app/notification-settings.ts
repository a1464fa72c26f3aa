// A member's email settings: read, switch categories on or off, choose the language emails are written
// in, reset (every category on and every unsubscribe link sent so far voided), and the unsubscribe link from an email, which works without
// signing in because its token is signed for one member, category and link generation.

import { isAreaId } from '@bookwish/shared/domain/areas';
import { listsMessages, settingsMessages } from '@bookwish/shared/domain/messages';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { AppError } from './app-error.ts';
import { EMAIL_CATEGORIES, type EmailCategory, type EmailSettings } from './email-kinds.ts';
import type { MemberDirectory, NotificationSettings, UnsubscribeSecret } from './notify-ports.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

export function getNotificationSettings(
  deps: { settings: NotificationSettings },
  caller: { uid: string },
): Promise<EmailSettings> {
  return deps.settings.get(caller.uid);
}

/** What a member reads when they send a language Bookwish does not speak: each one named in itself. */
export const UNKNOWN_LANGUAGE = settingsMessages.unknownLanguage(
  LOCALES.map((locale) => `${LOCALE_INFO[locale].selfName} (${locale})`),
);

/** `{ turn?, updates?, alerts?, discreet? }` as booleans, `language?` (one of LOCALES) and `area?` (an
 * area id or null), or `{ reset: true }`
 * alone. Anything else changes nothing and names each wrong field. */
export async function changeNotificationSettings(
  deps: { settings: NotificationSettings },
  input: { caller: { uid: string }; body: Record<string, unknown> },
): Promise<EmailSettings> {
  const { caller, body } = input;
  if (body.reset === true && Object.keys(body).length === 1) return deps.settings.reset(caller.uid);
  const change: Partial<EmailSettings> = {};
  const fields: Record<string, string> = {};
  for (const key of EMAIL_CATEGORIES) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value === 'boolean') change[key] = value;
    else fields[key] = settingsMessages.chooseOnOrOff;
  }
  if (body.discreet !== undefined) {
    if (typeof body.discreet === 'boolean') change.discreet = body.discreet;
    else fields.discreet = settingsMessages.chooseOnOrOff;
  }
  if (body.language !== undefined) {
    if (isLocale(body.language)) change.language = body.language;
    else fields.language = UNKNOWN_LANGUAGE;
  }
  if (body.area !== undefined) {
    // The member's own area (areas.ts), or null for none.
    if (body.area === null || isAreaId(body.area)) change.area = body.area;
    else fields.area = listsMessages.areaInvalid;
  }
  for (const key of Object.keys(body)) {
    if (
      key !== 'language' &&
      key !== 'discreet' &&
      key !== 'area' &&
      !(EMAIL_CATEGORIES as readonly string[]).includes(key)
    )
      fields[key] = settingsMessages.unknownSetting;
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION', settingsMessages.checkSettings, fields);
  return deps.settings.set(caller.uid, change);
}

/** What following an unsubscribe link found: a link we did not sign, an account that is gone, a link
 * voided by a settings reset, the question (GET: mail scanners open every link, so a visit alone
 * changes nothing), or the category switched off (POST: the button or RFC 8058 one-click). */
export type UnsubscribeResult =
  | { status: 'invalid' }
  | { status: 'account-gone' }
  | { status: 'voided'; language: Locale | null }
  | { status: 'confirm'; category: EmailCategory; language: Locale | null }
  | { status: 'unsubscribed'; category: EmailCategory; language: Locale | null };

export async function unsubscribe(
  deps: { settings: NotificationSettings; directory: MemberDirectory; secret: UnsubscribeSecret },
  input: { token: string | undefined; confirmed: boolean },
): Promise<UnsubscribeResult> {
  const secret = await deps.secret.get();
  const parsed = secret && input.token ? verifyUnsubscribe(secret, input.token) : null;
  if (!parsed) return { status: 'invalid' };
  // Nothing is written for an account that is gone (no settings record re-created) or for a link
  // the member voided by resetting their settings.
  if (!(await deps.directory.exists(parsed.uid))) return { status: 'account-gone' };
  // The page answers in the member's own language, the one their emails are written in.
  const { settings, linkGeneration } = await deps.settings.getWithLinkGeneration(parsed.uid);
  const { language } = settings;
  if (parsed.generation !== linkGeneration) return { status: 'voided', language };
  if (!input.confirmed) return { status: 'confirm', category: parsed.category, language };
  await deps.settings.set(parsed.uid, { [parsed.category]: false });
  return { status: 'unsubscribed', category: parsed.category, language };
}
