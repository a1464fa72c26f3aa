// Hold timers as pure functions of a post's state: which step the post waits for, who must
// take it, by when, when they are reminded, and what the system does once a time has come. The store
// indexes nextDueAt(post) on the STATE item and a sweeper asks dueEvent(post, now) for each due post,
// so the times live here once and every rule is testable without a clock or a database.

import {
  ADDRESS_ERASE_DAYS,
  HOLD_DAYS,
  RECEIPT_REMINDER_DAYS,
  REMINDER_DAYS_BEFORE,
  TIME_ZONE,
} from './constants.ts';
import { withStep } from './decision.ts';
import { localDay, localOffset } from './local-day.ts';
import { dueReminder, NO_MEETING_YET, nextReminderAt } from './meeting.ts';
import { deadlineMessages } from './messages.ts';
import { eventFacts } from './steps/index.ts';
import type { WaitEffect } from './steps/step.ts';
import type { HistoryStep, HoldKind, Post, PostEvent, TimerEvent } from './types.ts';

export const DAY_MS = 86_400_000;

/** Who acts for a timer: never a member (Cognito uids are UUIDs), shown as Bookwish. */
export const SYSTEM_ACTOR = { uid: 'system', name: 'Bookwish' } as const;

export interface Hold {
  kind: HoldKind;
  /** The member who must act. */
  actorUid: string;
  /** The step that started the wait. */
  since: HistoryStep;
  /** When the post reopens; absent for confirmReceipt, which only reminds. */
  deadline?: number;
  remindAt: number;
  /** This wait's reminder has gone out. */
  reminded: boolean;
}

function lastStep(post: Post, type: HistoryStep['type']): HistoryStep | undefined {
  return post.history.findLast((s) => s.type === type);
}

export type { WaitEffect } from './steps/step.ts';

// Made by a call marked pure, so a function that never reads it drops it with every step's facts: a
// bundler keeps a spread in a plain object literal (its getters could run).
export const waitEffects = /* @__PURE__ */ (() =>
  ({
    WishPosted: 'ends',
    TreatPosted: 'ends',
    OfferLapsed: 'ends',
    GiftLapsed: 'ends',
    RequestLapsed: 'ends',
    ReminderSent: 'keeps',
    MeetingReminderSent: 'keeps',
    AddressErased: 'keeps',
    PostReopened: 'ends',
    AddressCorrected: 'keeps',
    // A taken-down post waits for nobody (currentHold), and its exchange resumes if a volunteer undoes it.
    PostRemoved: 'keeps',
    MemberForgotten: 'keeps',
    ThanksTakenOffWall: 'keeps',
    PostReported: 'keeps',
    ReportsDismissed: 'keeps',
    FootprintHidden: 'keeps',
    FootprintRestored: 'keeps',
    MemberSuspended: 'ends',
    // Each step's own event says what it does to the wait (steps/).
    .../* @__PURE__ */ eventFacts('wait'),
  }) as const satisfies Record<PostEvent['type'], WaitEffect>)();

/** The member who joined the post's exchange: the giver of a wish, the requester of a treat. */
const partyOf = (post: Post) => (post.kind === 'wishlist' ? post.offerUID : post.requestUID);

interface Wait {
  kind: HoldKind;
  actorUid: string | undefined;
  since: HistoryStep;
  /** Days later than the hold's own length, from the steps that moved this wait since it started. */
  extraDays: number;
}

/** The newest step that started or ended a wait decides the wait (history keeps every such step's
 * latest: compactHistory drops only what an ending step closed); the steps after it that moved it
 * add their days. */
function waitFor(post: Post): Wait | null {
  let extraDays = 0;
  for (let i = post.history.length - 1; i >= 0; i--) {
    const since = post.history[i] as HistoryStep;
    // Widened to every kind of effect: until a step moves a wait, tsc would narrow it to those in use.
    const effect = waitEffects[since.type] as WaitEffect;
    if (effect === 'keeps') continue;
    if (effect === 'ends') return null;
    if ('extendsBy' in effect) {
      extraDays += effect.extendsBy;
      continue;
    }
    return {
      kind: effect.starts,
      actorUid: effect.by === 'owner' ? post.uid : partyOf(post),
      since,
      extraDays,
    };
  }
  return null;
}

/** The wait the post is in, or null (posted, closed, or taken down: a removed post's exchange is
 * frozen until volunteers act). */
export function currentHold(post: Post): Hold | null {
  if (post.removed) return null;
  const wait = waitFor(post);
  if (!wait?.actorUid || !wait.since) return null;
  const { since, extraDays, kind, actorUid } = wait;
  const reminded = post.history.some((s) => s.type === 'ReminderSent' && s.seq > since.seq);
  if (kind === 'confirmReceipt') {
    return {
      kind,
      actorUid,
      since,
      remindAt: since.at + (RECEIPT_REMINDER_DAYS + extraDays) * DAY_MS,
      reminded,
    };
  }
  // A step that moved this wait moves its reminder and its deadline alike.
  const days = HOLD_DAYS[kind] + extraDays;
  return {
    kind,
    actorUid,
    since,
    // Members read "by 12 Dec": the whole of that day is theirs, not only up to the hour they began.
    deadline: endOfDay(since.at + days * DAY_MS),
    remindAt: since.at + (days - REMINDER_DAYS_BEFORE) * DAY_MS,
    reminded,
  };
}

/** When a closed exchange's shipping address (or an in-person meeting's place and time) goes, or null
 * when there is none left to erase. */
export function eraseAddressAt(post: Post): number | null {
  const meeting = post.kind === 'treat' ? post.meeting : undefined;
  const meetingKept = meeting?.agreed !== undefined || meeting?.proposal !== undefined;
  if (post.status !== 'closed' || (post.shippingAddress === undefined && !meetingKept)) return null;
  const closed = lastStep(post, 'ReceiptConfirmed');
  return closed ? closed.at + ADDRESS_ERASE_DAYS * DAY_MS : null;
}

/** The agreed meeting of an in-person treat under way, whose reminders are due (not taken down). */
const meetingOf = (post: Post) =>
  post.kind === 'treat' && post.status === 'requested' && !post.removed ? post.meeting : undefined;

/** The next time something is due on this post (a reminder, a lapse, a meeting's reminder, an
 * erasure), or null. */
export function nextDueAt(post: Post): number | null {
  const hold = currentHold(post);
  if (hold) return hold.reminded ? (hold.deadline ?? null) : hold.remindAt;
  return nextReminderAt(meetingOf(post), post.history.at(-1)?.at ?? 0) ?? eraseAddressAt(post);
}

/** What the system does now, if anything: a lapse once the deadline has passed (the reminder is
 * skipped then, it would come too late), else the reminder once, else the erasure. */
export function dueEvent(post: Post, now: number): PostEvent | null {
  const meta = {
    postId: post.id,
    seq: post.version + 1,
    at: now,
    actorUid: SYSTEM_ACTOR.uid,
    actorName: SYSTEM_ACTOR.name,
  };
  const hold = currentHold(post);
  if (hold) {
    if (hold.deadline !== undefined && now >= hold.deadline) {
      if (post.kind === 'treat') {
        // Requested in person: nobody proposed a meeting (the lapse's words say so, not a parcel's).
        const inPerson = post.meeting ? { inPerson: true as const } : {};
        return { ...meta, type: 'RequestLapsed', data: { requesterUid: post.requestUID ?? '', ...inPerson } };
      }
      const giverUid = post.offerUID ?? '';
      return hold.kind === 'shareAddress'
        ? { ...meta, type: 'OfferLapsed', data: { giverUid } }
        : { ...meta, type: 'GiftLapsed', data: { giverUid } };
    }
    if (!hold.reminded && now >= hold.remindAt) {
      return {
        ...meta,
        type: 'ReminderSent',
        data: {
          hold: hold.kind,
          toUid: hold.actorUid,
          ...(hold.deadline === undefined ? {} : { deadline: hold.deadline }),
        },
      };
    }
    return null;
  }
  // An agreed meeting: both members are reminded the day before and two hours before (one event each
  // time; the notifier mails both).
  const meeting = meetingOf(post);
  if (meeting) {
    const reminder = dueReminder(meeting, now);
    if (reminder) return { ...meta, type: 'MeetingReminderSent', data: { reminder } };
    // One skipped (agreed too late for it) is passed by: the next due time is the later one's.
    return null;
  }
  const eraseAt = eraseAddressAt(post);
  if (eraseAt !== null && now >= eraseAt) return { ...meta, type: 'AddressErased', data: {} };
  return null;
}

/** The deadline the viewer must meet on this post, or null (not theirs to act on, or no deadline).
 * `day` is its date in British Columbia as the server's time zone rules see it (YYYY-MM-DD): the web
 * shows that, so a browser with other rules cannot show a different day than the one that lapses. */
export function deadlineFor(
  post: Post,
  viewerUid: string | undefined,
): { hold: DeadlineKind; at: number; day: string } | null {
  const hold = currentHold(post);
  if (!hold || hold.deadline === undefined || !viewerUid || hold.actorUid !== viewerUid) return null;
  return { hold: deadlineKind(post, hold.kind), at: hold.deadline, day: localDay(hold.deadline) };
}

/** What the member must do by a deadline: the hold's step, or, for a treat requested in person, to
 * propose where and when to meet (the same wait and days as shipping). */
export type DeadlineKind = HoldKind | 'proposeMeeting';

export function deadlineKind(post: Post, hold: HoldKind): DeadlineKind {
  return hold === 'shipTreat' && post.kind === 'treat' && post.meeting ? 'proposeMeeting' : hold;
}

// `at`'s date in British Columbia: its own module (local-day.ts), which the book drives read too
// without the step registry this one reads.
export { localDay } from './local-day.ts';

/** The last millisecond of `at`'s day in British Columbia (the offset of `at` itself: a daylight
 * saving change that same night moves it by an hour, which a days-long hold can bear). */
export function endOfDay(at: number): number {
  const [y, m, d] = localDay(at).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + 1) - localOffset(at) - 1;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: TIME_ZONE });

/** "12 Dec": a deadline's day in British Columbia. */
export function formatDeadline(at: number): string {
  return dayMonth.format(at);
}

const calendarDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "12 Dec" from "2026-12-12": no time zone involved. */
export function formatDay(day: string): string {
  return calendarDay.format(Date.parse(`${day}T12:00:00Z`));
}

/** "Share your address by 12 Dec". */
export function deadlineText(deadline: { hold: DeadlineKind; day: string }): string {
  const date = formatDay(deadline.day);
  switch (deadline.hold) {
    case 'shareAddress':
      return deadlineMessages.shareAddress(date);
    case 'sendGift':
      return deadlineMessages.sendGift(date);
    case 'shipTreat':
      return deadlineMessages.shipTreat(date);
    case 'proposeMeeting':
      return deadlineMessages.proposeMeeting(date);
    case 'confirmReceipt':
      return '';
  }
}

/** A reminder changes no field (the step in history is the record it went); an erasure removes the
 * shipping address from the state. */
export function evolveTimer<P extends Post>(state: P, event: TimerEvent): P {
  if (event.type === 'ReminderSent') return withStep(state, event, {});
  // The tracking number goes with the address: a carrier's page shows where the parcel was delivered.
  // So do an in-person meeting's place and time (it stays in person: the Activity line says so).
  const { shippingAddress: _erased, parcel: _parcel, ...rest } = state;
  const kept = rest as P;
  if (kept.kind === 'treat' && kept.meeting) kept.meeting = NO_MEETING_YET;
  return withStep(kept, event, {});
}
