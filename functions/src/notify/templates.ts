// The notification emails as pure functions: subject, text and HTML from the book title, names and the
// post link. They never take an address, request message or any other private text, so none can leak;
// every member-written string is escaped in the HTML part.

export type EmailKind =
  | 'offerReceived'
  | 'addressShared'
  | 'giftSent'
  | 'wishThanked'
  | 'requestReceived'
  | 'treatShipped'
  | 'treatThanked';

/** "when it is my turn" vs "updates" in Account Setting. */
export type EmailCategory = 'turn' | 'updates';

export const EMAIL_CATEGORY: Record<EmailKind, EmailCategory> = {
  offerReceived: 'turn',
  addressShared: 'turn',
  giftSent: 'turn',
  wishThanked: 'updates',
  requestReceived: 'turn',
  treatShipped: 'turn',
  treatThanked: 'updates',
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
  switch (input.kind) {
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

export function renderEmail(input: EmailInput): RenderedEmail {
  const c = copy(input);
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
