// The notification emails as pure functions: subject, text and HTML from the book title, names and the
// post link. They never take an address, request message, reason or any other private text, so none
// can leak; every member-written string is plain, short (EMAIL_TEXT_MAX) and escaped in the HTML part.

import { EMAIL_TEXT_MAX, HOLD_DAYS, RECEIPT_REMINDER_DAYS } from '@bookwish/shared/domain/constants';
import { withoutWebAddresses } from '@bookwish/shared/domain/schemas';
import type { EmailCategory } from '../store/notification-prefs-store.ts';

export type EmailKind =
  | 'offerReceived'
  | 'addressShared'
  | 'giftSent'
  | 'wishThanked'
  | 'requestReceived'
  | 'treatShipped'
  | 'treatThanked'
  | 'offerWithdrawn'
  | 'offerDeclined'
  | 'requestWithdrawn'
  | 'requestDeclined'
  | 'offerLapsedWisher'
  | 'offerLapsedGiver'
  | 'giftLapsedWisher'
  | 'giftLapsedGiver'
  | 'requestLapsedRequester'
  | 'requestLapsedTreater'
  | 'remindShareAddress'
  | 'remindSendGift'
  | 'remindShipTreat'
  | 'remindConfirmReceipt'
  | 'bookAlert';

/** "when it is my turn", "updates" and "book alerts" in Account Setting. */
export type { EmailCategory };

export const EMAIL_CATEGORY: Record<EmailKind, EmailCategory> = {
  offerReceived: 'turn',
  addressShared: 'turn',
  giftSent: 'turn',
  wishThanked: 'updates',
  requestReceived: 'turn',
  treatShipped: 'turn',
  treatThanked: 'updates',
  // An exchange that ends is news, not a step to take.
  offerWithdrawn: 'updates',
  offerDeclined: 'updates',
  requestWithdrawn: 'updates',
  requestDeclined: 'updates',
  offerLapsedWisher: 'updates',
  offerLapsedGiver: 'updates',
  giftLapsedWisher: 'updates',
  giftLapsedGiver: 'updates',
  requestLapsedRequester: 'updates',
  requestLapsedTreater: 'updates',
  // A reminder is the member's turn.
  remindShareAddress: 'turn',
  remindSendGift: 'turn',
  remindShipTreat: 'turn',
  remindConfirmReceipt: 'turn',
  // A treat of a book the member wished for: its own switch, as BookMooch members expect.
  bookAlert: 'alerts',
};

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
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  lines: string[];
  action: string;
}

function copy(input: EmailInput): Copy {
  const { otherName: who, bookTitle: book } = input;
  const by = input.deadline ? ` by ${input.deadline}` : '';
  switch (input.kind) {
    case 'offerWithdrawn':
      return {
        subject: `${who} withdrew their offer of "${book}"`,
        lines: [`${who} withdrew their offer to give you "${book}".`, 'Your wish is open for offers again.'],
        action: 'Open your wish',
      };
    case 'offerDeclined':
      return {
        subject: `Your offer of "${book}" was declined`,
        lines: [
          `${who} declined your offer of "${book}". Thank you all the same for your generosity.`,
          'Many other wishes are waiting for a giver like you.',
        ],
        action: 'Open the post',
      };
    case 'requestWithdrawn':
      return {
        subject: `${who} withdrew their request for "${book}"`,
        lines: [`${who} withdrew their request for "${book}".`, 'Your treat is open for requests again.'],
        action: 'Open your treat',
      };
    case 'requestDeclined':
      return {
        subject: `Your request for "${book}" was declined`,
        lines: [
          `${who} declined your request for "${book}".`,
          'Other treats are waiting for a reader like you.',
        ],
        action: 'Open the post',
      };
    case 'offerLapsedWisher':
      return {
        subject: `The offer of "${book}" has lapsed`,
        lines: [
          `No shipping address was shared within ${HOLD_DAYS.shareAddress} days, so the offer of "${book}" lapsed.`,
          'Your wish is open for offers again.',
        ],
        action: 'Open your wish',
      };
    case 'offerLapsedGiver':
      return {
        subject: `Your offer of "${book}" has lapsed`,
        lines: [
          `No shipping address was shared within ${HOLD_DAYS.shareAddress} days, so your offer of "${book}" lapsed.`,
          'Thank you all the same for your generosity.',
        ],
        action: 'Open the post',
      };
    case 'giftLapsedWisher':
      return {
        subject: `The offer of "${book}" has lapsed`,
        lines: [
          `"${book}" was not marked as sent within ${HOLD_DAYS.sendGift} days, so the offer lapsed.`,
          'Your wish is open for offers again.',
        ],
        action: 'Open your wish',
      };
    case 'giftLapsedGiver':
      return {
        subject: `Your offer of "${book}" has lapsed`,
        lines: [
          `"${book}" was not marked as sent within ${HOLD_DAYS.sendGift} days, so your offer lapsed and the wish is open again.`,
          'If you did send it, please contact us so we can sort it out.',
        ],
        action: 'Open the post',
      };
    case 'requestLapsedRequester':
      return {
        subject: `Your request for "${book}" has lapsed`,
        lines: [
          `"${book}" was not marked as shipped within ${HOLD_DAYS.shipTreat} days, so your request lapsed.`,
          'Other treats are waiting for a reader like you.',
        ],
        action: 'Open the post',
      };
    case 'requestLapsedTreater':
      return {
        subject: `The request for "${book}" has lapsed`,
        lines: [
          `"${book}" was not marked as shipped within ${HOLD_DAYS.shipTreat} days, so the request lapsed.`,
          'Your treat is open for requests again. If you did ship it, please contact us.',
        ],
        action: 'Open your treat',
      };
    case 'remindShareAddress':
      return {
        subject: `Share your address for "${book}"${by}`,
        lines: [
          `Someone offered to give you "${book}" and is waiting for your shipping address.`,
          `Please share it on the post${by}, or the offer lapses and your wish opens again.`,
        ],
        action: 'Share your address',
      };
    case 'remindSendGift':
      return {
        subject: `Mark "${book}" as sent${by}`,
        lines: [
          `The shipping address for "${book}" is on the post.`,
          `Once the book is on its way, mark it as sent there${by}, or the offer lapses.`,
        ],
        action: 'Open the post',
      };
    case 'remindShipTreat':
      return {
        subject: `Ship "${book}"${by}`,
        lines: [
          `A member is waiting for your treat "${book}". The shipping details are on the post.`,
          `Once you have shipped it, mark it as shipped there${by}, or the request lapses.`,
        ],
        action: 'Open the request',
      };
    case 'remindConfirmReceipt':
      return {
        subject: `Has "${book}" arrived?`,
        lines: [
          `"${book}" was sent to you ${RECEIPT_REMINDER_DAYS} days ago.`,
          'When it arrives, press Book Received on the post and leave a thank-you note.',
        ],
        action: 'Open the post',
      };
    case 'offerReceived':
      return {
        subject: `${who} offered to send you "${book}"`,
        lines: [
          `Good news: ${who} offered to give you "${book}" from your wishlist.`,
          'Share your shipping address on the post so the book can find its way to you.',
        ],
        action: 'Share your address',
      };
    case 'addressShared':
      return {
        subject: `${who} shared an address for "${book}"`,
        lines: [
          `Thank you for offering "${book}". ${who} accepted and shared a shipping address.`,
          'You will find it on the post. Once the book is on its way, mark it as sent there.',
        ],
        action: 'See the address',
      };
    case 'giftSent':
      return {
        subject: `"${book}" is on its way`,
        lines: [
          `${who} has sent "${book}" to you.`,
          'When it arrives, press Book Received on the post and leave a thank-you note.',
        ],
        action: 'Open the post',
      };
    case 'wishThanked':
      return {
        subject: `${who} thanked you for "${book}"`,
        lines: [`"${book}" arrived, and ${who} left you a thank-you note.`, 'Thank you for your kindness.'],
        action: 'Read the note',
      };
    case 'requestReceived':
      return {
        subject: `${who} requested your treat "${book}"`,
        lines: [
          `${who} would love to receive "${book}".`,
          'The shipping details are on the post. Once you have shipped it, mark it as shipped there.',
        ],
        action: 'Open the request',
      };
    case 'treatShipped':
      return {
        subject: `"${book}" has shipped`,
        lines: [
          `${who} shipped "${book}" to you.`,
          'When it arrives, press Book Received on the post and leave a thank-you note.',
        ],
        action: 'Open the post',
      };
    case 'bookAlert':
      return {
        subject: `A member is giving away "${book}"`,
        lines: [
          `A member just posted "${book}" as a treat: it is a book on your wishlist.`,
          'Treats go to the first member who requests them, so have a look soon.',
        ],
        action: 'See the treat',
      };
    case 'treatThanked':
      return {
        subject: `${who} thanked you for "${book}"`,
        lines: [
          `"${book}" arrived, and ${who} left you a thank-you note.`,
          'Thank you for sharing your book.',
        ],
        action: 'Read the note',
      };
  }
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
  const c = copy(input);
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
