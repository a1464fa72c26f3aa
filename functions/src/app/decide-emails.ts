// Who gets which email for one new event, from the event and the post it belongs to. Pure: the
// notifier loads the post and sends. An exchange step's event says it in its step module
// (shared/src/domain/steps/: the other party from the post's history, so a later reopen cannot
// redirect an older hand-off; an exchange's end names its former party in the event itself). A lapse mails both parties. A new treat
// alerts the members who wished for that book (decideAlerts, given the open wishes the notifier found).

import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import type { EventOf } from '@bookwish/shared/domain/events';
import { eventFacts } from '@bookwish/shared/domain/steps/index';
import { deadlineKind } from '@bookwish/shared/domain/timers';
import type { Post, PostEvent } from '@bookwish/shared/domain/types';
import type { EmailKind } from './email-kinds.ts';

export interface Notification {
  kind: EmailKind;
  /** Recipient uid (= Cognito sub). */
  to: string;
  /** The member whose action this was: named in the email ('' when the system acted). */
  otherName: string;
  /** A reminder's deadline (epoch ms). */
  deadline?: number;
  /** The gift was sent with a tracking number: the email says so, never the number (the recipient
   * follows it on the post, where only they and volunteers see it). */
  tracked?: true;
}

const REMINDER_KIND = {
  shareAddress: 'remindShareAddress',
  sendGift: 'remindSendGift',
  shipTreat: 'remindShipTreat',
  proposeMeeting: 'remindProposeMeeting',
  confirmReceipt: 'remindConfirmReceipt',
} as const satisfies Record<string, EmailKind>;

type Mailer<T extends PostEvent['type']> = (event: EventOf<T>, post: Post) => Notification[];

const none = () => [];

/** Every event type's emails, one per recipient (a new event type fails tsc until it says which). */
const mailers: { [T in PostEvent['type']]: Mailer<T> } = {
  WishPosted: none,
  TreatPosted: none,
  OfferLapsed: (event, post) => [
    { kind: 'offerLapsedWisher', to: post.uid, otherName: '' },
    { kind: 'offerLapsedGiver', to: event.data.giverUid, otherName: '' },
  ],
  GiftLapsed: (event, post) => [
    { kind: 'giftLapsedWisher', to: post.uid, otherName: '' },
    { kind: 'giftLapsedGiver', to: event.data.giverUid, otherName: '' },
  ],
  // Requested in person (the event says so: the meeting is cleared with the exchange), no meeting was
  // proposed; otherwise no parcel was marked as shipped.
  RequestLapsed: (event, post) => {
    const [requester, treater] = event.data.inPerson
      ? (['noMeetingProposedRequester', 'noMeetingProposedTreater'] as const)
      : (['requestLapsedRequester', 'requestLapsedTreater'] as const);
    return [
      { kind: requester, to: event.data.requesterUid, otherName: '' },
      { kind: treater, to: post.uid, otherName: '' },
    ];
  },
  // A treat requested in person: the treater is reminded to propose a meeting, not to ship.
  ReminderSent: (event, post) => [
    {
      kind: REMINDER_KIND[deadlineKind(post, event.data.hold)],
      to: event.data.toUid,
      otherName: '',
      ...(event.data.deadline === undefined ? {} : { deadline: event.data.deadline }),
    },
  ],
  // An agreed meeting's reminder: both members, each named the other.
  MeetingReminderSent: (event, post) => {
    if (post.kind !== 'treat' || !post.requestUID) return [];
    const kind = event.data.reminder === 'dayBefore' ? 'meetingReminderDayBefore' : 'meetingReminderTwoHours';
    return [
      { kind, to: post.uid, otherName: post.requestDisplayName ?? '' },
      { kind, to: post.requestUID, otherName: post.userDisplayName },
    ];
  },
  AddressErased: none,
  PostReopened: none,
  AddressCorrected: none,
  PostRemoved: none,
  MemberForgotten: none,
  ThanksTakenOffWall: none,
  // Reports are between a member and the volunteers (the volunteers' digest is the timers' job).
  PostReported: none,
  ReportsDismissed: none,
  // A suspended member's footprint leaving the public pages, or coming back: nobody is emailed.
  FootprintHidden: none,
  FootprintRestored: none,
  // The other party of the exchange a suspension ended: never the suspended member.
  MemberSuspended: (event) =>
    event.data.otherUid ? [{ kind: 'exchangeEnded', to: event.data.otherUid, otherName: '' }] : [],
  // Each step's own event says who is emailed (shared/src/domain/steps/).
  ...eventFacts('mail'),
};

/** Whether an event of this type can cause an email at all (a step's own, or a new treat's book
 * alerts): for the others the notifier reads nothing, not even the post. */
export function mayEmail(type: PostEvent['type']): boolean {
  return mailers[type] !== none || type === 'TreatPosted';
}

/** Every email one event causes, one per recipient (the notifier's marker is per event and recipient). */
export function decideNotifications(event: PostEvent, post: Post): Notification[] {
  return (mailers[event.type] as Mailer<PostEvent['type']>)(event, post);
}

/** Book alerts: a new treat mails each member with an open wish for the same book, once
 * each however many such wishes they have; never the giver. `openWishes` come from the match index. */
export function decideAlerts(event: PostEvent, treat: Post, openWishes: readonly Post[]): Notification[] {
  if (event.type !== 'TreatPosted' || treat.kind !== 'treat' || !isOpenForMatch(treat)) return [];
  const key = bookMatchKey(treat);
  const wishers = new Set<string>();
  for (const wish of openWishes) {
    if (wish.kind !== 'wishlist' || !isOpenForMatch(wish) || bookMatchKey(wish) !== key) continue;
    if (wish.uid !== treat.uid) wishers.add(wish.uid);
  }
  return [...wishers].map((to) => ({ kind: 'bookAlert', to, otherName: '' }));
}
