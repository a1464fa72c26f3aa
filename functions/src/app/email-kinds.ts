// Every email kind, once: its settings category ("when it is my turn", "updates", "book alerts"), the
// owner's hourly gate it passes (if any), and its words (subject, lines, action). render-email.ts lays
// every kind out the same way as text and HTML, so one entry here is the whole email. Who gets which
// kind is decided in decide-emails.ts; notify-members.ts sends it.

import { HOLD_DAYS, RECEIPT_REMINDER_DAYS } from '@bookwish/shared/domain/constants';

/** The kinds of email a member can switch off: "when it is my turn", "updates", "book alerts". */
export const EMAIL_CATEGORIES = ['turn', 'updates', 'alerts'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export type NotificationPrefs = Record<EmailCategory, boolean>;

/** Every category on until the member switches it off. */
export const DEFAULT_PREFS: NotificationPrefs = { turn: true, updates: true, alerts: true };

/** Arrivals (a new offer or request) and departures (a withdrawal) have a gate each, so the one
 * withdrawal that follows a real offer is still mailed at once. */
export type OwnerGate = 'arrival' | 'departure';

/** The words of one email; every string member-written text was already made plain and short. */
export interface EmailCopy {
  subject: string;
  lines: string[];
  /** The link's words, e.g. "Open the post". */
  action: string;
}

/** What an email's words may name: the other member, the book, a reminder's " by 12 Dec", and whether
 * the gift was sent with a tracking number (the number itself is never in an email). */
export interface CopyInput {
  who: string;
  book: string;
  by: string;
  tracked?: boolean;
}

/** The line a sent gift's email adds when the sender added a tracking number. */
const trackedLine = 'A tracking number was added: you can follow the parcel from the post.';

export interface EmailKindEntry {
  category: EmailCategory;
  /** The owner's emails that members looping offer/withdraw could repeat: at most one per gate, post
   * and hour (OWNER_EMAIL_WINDOW_MS), later ones folded into the next. */
  gate?: OwnerGate;
  /** Counted against the member whose post caused it: at most ALERTS_PER_MEMBER_DAY a day. */
  dailyCap?: true;
  copy(input: CopyInput): EmailCopy;
}

export const EMAIL_KINDS = {
  offerReceived: {
    category: 'turn',
    gate: 'arrival',
    copy: ({ who, book }) => ({
      subject: `${who} offered to send you "${book}"`,
      lines: [
        `Good news: ${who} offered to give you "${book}" from your wishlist.`,
        'Share your shipping address on the post so the book can find its way to you.',
      ],
      action: 'Share your address',
    }),
  },
  addressShared: {
    category: 'turn',
    copy: ({ who, book }) => ({
      subject: `${who} shared an address for "${book}"`,
      lines: [
        `Thank you for offering "${book}". ${who} accepted and shared a shipping address.`,
        'You will find it on the post. Once the book is on its way, mark it as sent there.',
      ],
      action: 'See the address',
    }),
  },
  giftSent: {
    category: 'turn',
    copy: ({ who, book, tracked }) => ({
      subject: `"${book}" is on its way`,
      lines: [
        `${who} has sent "${book}" to you.`,
        ...(tracked ? [trackedLine] : []),
        'When it arrives, press Book Received on the post and leave a thank-you note.',
      ],
      action: 'Open the post',
    }),
  },
  wishThanked: {
    category: 'updates',
    copy: ({ who, book }) => ({
      subject: `${who} thanked you for "${book}"`,
      lines: [`"${book}" arrived, and ${who} left you a thank-you note.`, 'Thank you for your kindness.'],
      action: 'Read the note',
    }),
  },
  requestReceived: {
    category: 'turn',
    gate: 'arrival',
    copy: ({ who, book }) => ({
      subject: `${who} requested your treat "${book}"`,
      lines: [
        `${who} would love to receive "${book}".`,
        'The shipping details are on the post. Once you have shipped it, mark it as shipped there.',
      ],
      action: 'Open the request',
    }),
  },
  treatShipped: {
    category: 'turn',
    copy: ({ who, book, tracked }) => ({
      subject: `"${book}" has shipped`,
      lines: [
        `${who} shipped "${book}" to you.`,
        ...(tracked ? [trackedLine] : []),
        'When it arrives, press Book Received on the post and leave a thank-you note.',
      ],
      action: 'Open the post',
    }),
  },
  treatThanked: {
    category: 'updates',
    copy: ({ who, book }) => ({
      subject: `${who} thanked you for "${book}"`,
      lines: [`"${book}" arrived, and ${who} left you a thank-you note.`, 'Thank you for sharing your book.'],
      action: 'Read the note',
    }),
  },
  // An exchange that ends is news, not a step to take.
  offerWithdrawn: {
    category: 'updates',
    gate: 'departure',
    copy: ({ who, book }) => ({
      subject: `${who} withdrew their offer of "${book}"`,
      lines: [`${who} withdrew their offer to give you "${book}".`, 'Your wish is open for offers again.'],
      action: 'Open your wish',
    }),
  },
  offerDeclined: {
    category: 'updates',
    copy: ({ who, book }) => ({
      subject: `Your offer of "${book}" was declined`,
      lines: [
        `${who} declined your offer of "${book}". Thank you all the same for your generosity.`,
        'Many other wishes are waiting for a giver like you.',
      ],
      action: 'Open the post',
    }),
  },
  requestWithdrawn: {
    category: 'updates',
    gate: 'departure',
    copy: ({ who, book }) => ({
      subject: `${who} withdrew their request for "${book}"`,
      lines: [`${who} withdrew their request for "${book}".`, 'Your treat is open for requests again.'],
      action: 'Open your treat',
    }),
  },
  requestDeclined: {
    category: 'updates',
    copy: ({ who, book }) => ({
      subject: `Your request for "${book}" was declined`,
      lines: [
        `${who} declined your request for "${book}".`,
        'Other treats are waiting for a reader like you.',
      ],
      action: 'Open the post',
    }),
  },
  offerLapsedWisher: {
    category: 'updates',
    copy: ({ book }) => ({
      subject: `The offer of "${book}" has lapsed`,
      lines: [
        `No shipping address was shared within ${HOLD_DAYS.shareAddress} days, so the offer of "${book}" lapsed.`,
        'Your wish is open for offers again.',
      ],
      action: 'Open your wish',
    }),
  },
  offerLapsedGiver: {
    category: 'updates',
    copy: ({ book }) => ({
      subject: `Your offer of "${book}" has lapsed`,
      lines: [
        `No shipping address was shared within ${HOLD_DAYS.shareAddress} days, so your offer of "${book}" lapsed.`,
        'Thank you all the same for your generosity.',
      ],
      action: 'Open the post',
    }),
  },
  giftLapsedWisher: {
    category: 'updates',
    copy: ({ book }) => ({
      subject: `The offer of "${book}" has lapsed`,
      lines: [
        `"${book}" was not marked as sent within ${HOLD_DAYS.sendGift} days, so the offer lapsed.`,
        'Your wish is open for offers again.',
      ],
      action: 'Open your wish',
    }),
  },
  giftLapsedGiver: {
    category: 'updates',
    copy: ({ book }) => ({
      subject: `Your offer of "${book}" has lapsed`,
      lines: [
        `"${book}" was not marked as sent within ${HOLD_DAYS.sendGift} days, so your offer lapsed and the wish is open again.`,
        'If you did send it, please contact us so we can sort it out.',
      ],
      action: 'Open the post',
    }),
  },
  requestLapsedRequester: {
    category: 'updates',
    copy: ({ book }) => ({
      subject: `Your request for "${book}" has lapsed`,
      lines: [
        `"${book}" was not marked as shipped within ${HOLD_DAYS.shipTreat} days, so your request lapsed.`,
        'Other treats are waiting for a reader like you.',
      ],
      action: 'Open the post',
    }),
  },
  requestLapsedTreater: {
    category: 'updates',
    copy: ({ book }) => ({
      subject: `The request for "${book}" has lapsed`,
      lines: [
        `"${book}" was not marked as shipped within ${HOLD_DAYS.shipTreat} days, so the request lapsed.`,
        'Your treat is open for requests again. If you did ship it, please contact us.',
      ],
      action: 'Open your treat',
    }),
  },
  // A reminder is the member's turn.
  remindShareAddress: {
    category: 'turn',
    copy: ({ book, by }) => ({
      subject: `Share your address for "${book}"${by}`,
      lines: [
        `Someone offered to give you "${book}" and is waiting for your shipping address.`,
        `Please share it on the post${by}, or the offer lapses and your wish opens again.`,
      ],
      action: 'Share your address',
    }),
  },
  remindSendGift: {
    category: 'turn',
    copy: ({ book, by }) => ({
      subject: `Mark "${book}" as sent${by}`,
      lines: [
        `The shipping address for "${book}" is on the post.`,
        `Once the book is on its way, mark it as sent there${by}, or the offer lapses.`,
      ],
      action: 'Open the post',
    }),
  },
  remindShipTreat: {
    category: 'turn',
    copy: ({ book, by }) => ({
      subject: `Ship "${book}"${by}`,
      lines: [
        `A member is waiting for your treat "${book}". The shipping details are on the post.`,
        `Once you have shipped it, mark it as shipped there${by}, or the request lapses.`,
      ],
      action: 'Open the request',
    }),
  },
  remindConfirmReceipt: {
    category: 'turn',
    copy: ({ book }) => ({
      subject: `Has "${book}" arrived?`,
      lines: [
        `"${book}" was sent to you ${RECEIPT_REMINDER_DAYS} days ago.`,
        'When it arrives, press Book Received on the post and leave a thank-you note.',
      ],
      action: 'Open the post',
    }),
  },
  // A treat of a book the member wished for: its own switch, as BookMooch members expect.
  bookAlert: {
    category: 'alerts',
    dailyCap: true,
    copy: ({ book }) => ({
      subject: `A member is giving away "${book}"`,
      lines: [
        `A member just posted "${book}" as a treat: it is a book on your wishlist.`,
        'Treats go to the first member who requests them, so have a look soon.',
      ],
      action: 'See the treat',
    }),
  },
} as const satisfies Record<string, EmailKindEntry>;

export type EmailKind = keyof typeof EMAIL_KINDS;

export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as EmailKind[];

/** One kind's entry, typed as the table's row (so optional fields read as such). */
export function emailKind(kind: EmailKind): EmailKindEntry {
  return EMAIL_KINDS[kind];
}
