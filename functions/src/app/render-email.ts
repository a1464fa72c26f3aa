// The notification emails as pure functions: subject, text and HTML in the member's language from the
// kind's words (the emails catalogue, see email-kinds.ts), the book title, names and the post link. They never take an address, request
// message, reason or any other private text, so none can leak; every member-written string is plain,
// short (EMAIL_TEXT_MAX) and escaped in the HTML part.

import { EMAIL_TEXT_MAX } from '@bookwish/shared/domain/constants';
import { neutralisedForEmail } from '@bookwish/shared/domain/schemas/web-address';
import { formatDeadlineIn } from '@bookwish/shared/i18n/dates';
import type { EmailMessageKey } from '@bookwish/shared/i18n/email-catalogues';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import { escapeHtml } from '@bookwish/shared/web/escape-html';
import { type EmailKind, emailKind } from './email-kinds.ts';
import { emailMessage } from './messages.ts';

export interface EmailInput {
  kind: EmailKind;
  /** The recipient's language (their settings'); English until they choose one. */
  locale?: Locale;
  /** Recipient's display name. */
  recipientName: string;
  /** The other member's display name. */
  otherName: string;
  bookTitle: string;
  postUrl: string;
  unsubscribeUrl: string;
  /** A reminder's deadline (epoch ms), written as the language writes a day ("12 Dec"). */
  deadline?: number;
  /** Emails of this kind on this post not sent since the last one (the owner's hourly bound). */
  folded?: number;
  /** A sent gift with a tracking number (the email says one was added, never the number). */
  tracked?: boolean;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Subjects are one header line: no line breaks from a title. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Member-written text (names, titles) as plain, short text: one line, nothing a mail client would
 * link (a name that reads as an address, "Anna.Kim", or one stored before the rule, is shown with its
 * dots as middle dots), at most `max` characters. */
export function memberText(value: string, max: number): string {
  const plain = neutralisedForEmail(oneLine(value).replace(/[\p{Cc}\p{Cf}]/gu, ''));
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** In a right-to-left language each member- or volunteer-written value is isolated (FSI…PDI, Unicode's
 * bidi isolates): a Latin name or title that opens a subject or a line would otherwise set that line's
 * direction in a mail client's plain text and list, and lay the Persian words out in the wrong order. */
export const isolating = (locale: Locale): ((value: string) => string) =>
  LOCALE_INFO[locale].dir === 'rtl' ? (value) => `\u2068${value}\u2069` : (value) => value;

/** English keeps the bare <html> it always had; another language names itself and its direction. */
const htmlTagOf = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '<html>' : `<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}">`;

/** An email no member setting switches off (the volunteers' report digest, a giveaway winner's news):
 * the greeting, its lines, one action link, then the footer and why it came, with no unsubscribe link. */
export function renderOperationalEmail(email: {
  locale: Locale;
  subject: string;
  greeting: string;
  lines: readonly string[];
  action: string;
  url: string;
  why: string;
}): RenderedEmail {
  const { greeting, lines, action, url, why } = email;
  const footer = emailMessage(email.locale, 'email.footer');
  const text = [
    greeting,
    '',
    ...lines,
    '',
    emailMessage(email.locale, 'email.actionLine', { action, url }),
    '',
    footer,
    why,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `${htmlTagOf(email.locale)}<body style="font-family: sans-serif; line-height: 1.5">`,
    [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p style="color: #666; font-size: 12px">${escapeHtml(footer)}<br>${escapeHtml(why)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: email.subject, text, html };
}

export function renderEmail(raw: EmailInput): RenderedEmail {
  const locale = raw.locale ?? DEFAULT_LOCALE;
  const t = (key: EmailMessageKey, values?: Record<string, string | number>) =>
    emailMessage(locale, key, values);
  const isolate = isolating(locale);
  const who = isolate(memberText(raw.otherName, EMAIL_TEXT_MAX.name));
  const book = isolate(memberText(raw.bookTitle, EMAIL_TEXT_MAX.title));
  const recipientName = isolate(memberText(raw.recipientName, EMAIL_TEXT_MAX.name));
  const { days } = emailKind(raw.kind);
  // Member text is only ever a value of a message, never part of its pattern: a title with ICU's
  // braces or apostrophes is shown as written.
  const values = {
    who,
    book,
    deadline: raw.deadline === undefined ? 'none' : formatDeadlineIn(raw.deadline, locale),
    ...(days === undefined ? {} : { days }),
  };
  const subject = t(`${raw.kind}.subject`, values);
  // A sent gift with a tracking number says so between the news and what to do next (never the number).
  const lines = [
    t(`${raw.kind}.line1`, values),
    ...(raw.tracked ? [t('email.tracked')] : []),
    t(`${raw.kind}.line2`, values),
  ];
  const action = t(`${raw.kind}.action`, values);
  const folded = raw.folded ?? 0;
  if (folded > 0) lines.push(t('email.folded', { count: folded }));
  const greeting = t('email.greeting', { name: recipientName });
  const footer = t('email.footer');
  const unsubscribe = t('email.unsubscribeLine', { url: raw.unsubscribeUrl });
  const text = [
    greeting,
    '',
    ...lines,
    '',
    t('email.actionLine', { action, url: raw.postUrl }),
    '',
    footer,
    unsubscribe,
    '',
  ].join('\n');
  const paragraphs = [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `${htmlTagOf(locale)}<body style="font-family: sans-serif; line-height: 1.5">`,
    paragraphs,
    `<p><a href="${escapeHtml(raw.postUrl)}">${escapeHtml(action)}</a></p>`,
    `<p style="color: #666; font-size: 12px">${escapeHtml(footer)}<br>`,
    `<a href="${escapeHtml(raw.unsubscribeUrl)}">${escapeHtml(t('email.unsubscribeLink'))}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject), text, html };
}
