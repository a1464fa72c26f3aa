// The notification emails as pure functions: subject, text and HTML from the kind's words
// (email-kinds.ts), the book title, names and the post link. They never take an address, request
// message, reason or any other private text, so none can leak; every member-written string is plain,
// short (EMAIL_TEXT_MAX) and escaped in the HTML part.

import { EMAIL_TEXT_MAX } from '@bookwish/shared/domain/constants';
import { withoutWebAddresses } from '@bookwish/shared/domain/schemas/fields';
import { EMAIL_KINDS, type EmailKind } from './email-kinds.ts';

export interface EmailInput {
  kind: EmailKind;
  /** Recipient's display name. */
  recipientName: string;
  /** The other member's display name. */
  otherName: string;
  bookTitle: string;
  postUrl: string;
  unsubscribeUrl: string;
  /** A reminder's deadline as members read it ("12 Dec"). */
  deadline?: string;
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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Subjects are one header line: no line breaks from a title. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Member-written text (names, titles) as plain, short text: one line, no web address, at most `max`
 * characters. The form's rules keep new text this way; this covers what was stored before them. */
export function memberText(value: string, max: number): string {
  const plain = withoutWebAddresses(oneLine(value).replace(/[\p{Cc}\p{Cf}]/gu, ''));
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

export function renderEmail(raw: EmailInput): RenderedEmail {
  const input: EmailInput = {
    ...raw,
    recipientName: memberText(raw.recipientName, EMAIL_TEXT_MAX.name),
    otherName: memberText(raw.otherName, EMAIL_TEXT_MAX.name),
    bookTitle: memberText(raw.bookTitle, EMAIL_TEXT_MAX.title),
  };
  const c = EMAIL_KINDS[input.kind].copy({
    who: input.otherName,
    book: input.bookTitle,
    by: input.deadline ? ` by ${input.deadline}` : '',
    tracked: input.tracked === true,
  });
  const folded = input.folded ?? 0;
  if (folded > 0) {
    c.lines.push(
      `This post had ${folded} more ${folded === 1 ? 'change' : 'changes'} since our last email about it: open it to see where it stands.`,
    );
  }
  const greeting = `Hi ${input.recipientName},`;
  const footer = 'Bookwish - getting books to people.';
  const unsubscribe = `Don't want these emails? Turn them off: ${input.unsubscribeUrl}`;
  const text = [
    greeting,
    '',
    ...c.lines,
    '',
    `${c.action}: ${input.postUrl}`,
    '',
    footer,
    unsubscribe,
    '',
  ].join('\n');
  const paragraphs = [greeting, ...c.lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    paragraphs,
    `<p><a href="${escapeHtml(input.postUrl)}">${escapeHtml(c.action)}</a></p>`,
    `<p style="color: #666; font-size: 12px">${escapeHtml(footer)}<br>`,
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(c.subject), text, html };
}
