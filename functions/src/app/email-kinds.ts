// Every email kind, once: its settings category ("when it is my turn", "updates", "book alerts"), the
// owner's hourly gate it passes (if any) and the days its words name; a step's own kinds are declared
// in its module (shared/src/domain/steps/, gathered by the registry), the others here. Its words (subject, two lines,
// action) are the catalogue's `<kind>.subject`, `.line1`, `.line2` and `.action` in each language
// (shared/src/i18n/catalogues/<locale>/emails.json); render-email.ts lays every kind out the same way
// as text and HTML. Who gets which kind is decided in decide-emails.ts; notify-members.ts sends it.

import type { AreaId } from '@bookwish/shared/domain/areas';
import { HOLD_DAYS, RECEIPT_REMINDER_DAYS } from '@bookwish/shared/domain/constants';
import { stepEmailKinds } from '@bookwish/shared/domain/steps/index';
import {
  EMAIL_CATEGORIES,
  type EmailCategory,
  type EmailKindEntry,
  type OwnerGate,
} from '@bookwish/shared/domain/steps/step';
import type { Locale } from '@bookwish/shared/i18n/locales';

export { EMAIL_CATEGORIES, type EmailCategory, type EmailKindEntry, type OwnerGate };

export type NotificationPrefs = Record<EmailCategory, boolean>;

/** Every category on until the member switches it off. */
export const DEFAULT_PREFS: NotificationPrefs = { turn: true, updates: true, alerts: true };

/** A member's email settings: the categories, the language their emails are written in (null until
 * they choose one; their emails are English until then), and discreet notifications (off until
 * chosen): a push on their devices, shown on a lock screen, then names neither the book nor the
 * other member. */
export type EmailSettings = NotificationPrefs & {
  language: Locale | null;
  discreet: boolean;
  /** The member's own area (areas.ts; null until chosen): the default of the explore pages' area filter
   * and of a treat's in-person offer. Kept with the member's settings, erased with them. */
  area: AreaId | null;
};

export const DEFAULT_SETTINGS: EmailSettings = {
  ...DEFAULT_PREFS,
  language: null,
  discreet: false,
  area: null,
};

// Made by a pure call, so a function that reads only the categories drops the table with the steps'.
export const EMAIL_KINDS = /* @__PURE__ */ (() =>
  ({
    // Each step's own kinds, declared in its module (shared/src/domain/steps/).
    ...stepEmailKinds,
    // A volunteer suspended the other member: the exchange is over, whatever the member's settings say
    // about updates it is still news they need (kept under updates, like every exchange's end).
    exchangeEnded: {
      category: 'updates',
    },
    offerLapsedWisher: {
      category: 'updates',
      days: HOLD_DAYS.shareAddress,
    },
    offerLapsedGiver: {
      category: 'updates',
      days: HOLD_DAYS.shareAddress,
    },
    giftLapsedWisher: {
      category: 'updates',
      days: HOLD_DAYS.sendGift,
    },
    giftLapsedGiver: {
      category: 'updates',
      days: HOLD_DAYS.sendGift,
    },
    requestLapsedRequester: {
      category: 'updates',
      days: HOLD_DAYS.shipTreat,
    },
    requestLapsedTreater: {
      category: 'updates',
      days: HOLD_DAYS.shipTreat,
    },
    // A request in person lapsed: no meeting was proposed in the same hold as shipping.
    noMeetingProposedRequester: {
      category: 'updates',
      days: HOLD_DAYS.shipTreat,
    },
    noMeetingProposedTreater: {
      category: 'updates',
      days: HOLD_DAYS.shipTreat,
    },
    // A reminder is the member's turn.
    remindShareAddress: {
      category: 'turn',
    },
    remindSendGift: {
      category: 'turn',
    },
    remindShipTreat: {
      category: 'turn',
    },
    remindProposeMeeting: {
      category: 'turn',
    },
    // An agreed meeting, the day before and two hours before (both members).
    meetingReminderDayBefore: {
      category: 'turn',
    },
    meetingReminderTwoHours: {
      category: 'turn',
    },
    remindConfirmReceipt: {
      category: 'turn',
      days: RECEIPT_REMINDER_DAYS,
    },
    // Writer's Spotlight: a volunteer's decision on the member's application (app/spotlight-mail.ts).
    spotlightShortlisted: {
      category: 'updates',
    },
    spotlightFeatured: {
      category: 'updates',
    },
    spotlightDeclined: {
      category: 'updates',
    },
    // A treat of a book the member wished for: its own switch, as BookMooch members expect.
    bookAlert: {
      category: 'alerts',
      dailyCap: true,
    },
  }) as const satisfies Record<string, EmailKindEntry>)();

export type EmailKind = keyof typeof EMAIL_KINDS;

/** The kinds about a program rather than a book: their words name no book, and the program's own use
 * case sends them (spotlight-mail.ts), not the notifier. */
export const PROGRAM_EMAIL_KINDS: readonly EmailKind[] = [
  'spotlightShortlisted',
  'spotlightFeatured',
  'spotlightDeclined',
];

export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as EmailKind[];

/** One kind's entry, typed as the table's row (so optional fields read as such). */
export function emailKind(kind: EmailKind): EmailKindEntry {
  return EMAIL_KINDS[kind];
}
