// Who gets which email for one new event, from the event and the post it belongs to. Pure: the
// notifier loads the post and sends. The other party comes from the post's history (the member who
// offered or requested before this event), so a later reopen cannot redirect an older hand-off; an
// exchange's end names its former party in the event itself. A lapse mails both parties. A new treat
// alerts the members who wished for that book (decideAlerts, given the open wishes the notifier found).

import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import type { EventOf } from '@bookwish/shared/domain/events';
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
  confirmReceipt: 'remindConfirmReceipt',
} as const satisfies Record<string, EmailKind>;

/** The uid that last did `type` before `seq`. */
function lastActor(
  post: Post,
  type: PostEvent['type'],
  seq: number,
): { uid: string; name: string } | undefined {
  let found: { uid: string; name: string } | undefined;
  for (const step of post.history) {
    if (step.seq < seq && step.type === type) found = { uid: step.actorUid, name: step.actorName };
  }
  return found;
}

type Mailer<T extends PostEvent['type']> = (event: EventOf<T>, post: Post) => Notification[];

const none = () => [];

/** The giver or requester who joined before `seq`: the other party of a hand-off. */
const joined = (post: Post, seq: number) =>
  lastActor(post, post.kind === 'wishlist' ? 'OfferMade' : 'TreatRequested', seq);

/** Every event type's emails, one per recipient (a new event type fails tsc until it says which). */
const mailers: { [T in PostEvent['type']]: Mailer<T> } = {
  WishPosted: none,
  OfferMade: (event, post) => [{ kind: 'offerReceived', to: post.uid, otherName: event.actorName }],
  AddressShared: (event, post) => {
    const giver = joined(post, event.seq);
    return giver ? [{ kind: 'addressShared', to: giver.uid, otherName: post.userDisplayName }] : [];
  },
  GiftSent: (event, post) => [
    {
      kind: 'giftSent',
      to: post.uid,
      otherName: event.actorName,
      ...(event.data.parcel ? { tracked: true } : {}),
    },
  ],
  TreatPosted: none,
  TreatRequested: (event, post) => [{ kind: 'requestReceived', to: post.uid, otherName: event.actorName }],
  TreatShipped: (event, post) => {
    const requester = joined(post, event.seq);
    if (!requester) return [];
    const tracked = event.data.parcel ? { tracked: true as const } : {};
    return [{ kind: 'treatShipped', to: requester.uid, otherName: post.userDisplayName, ...tracked }];
  },
  ReceiptConfirmed: (event, post) => {
    const party = joined(post, event.seq);
    if (!party) return [];
    return post.kind === 'wishlist'
      ? [{ kind: 'wishThanked', to: party.uid, otherName: post.userDisplayName }]
      : [{ kind: 'treatThanked', to: post.uid, otherName: party.name }];
  },
  OfferWithdrawn: (event, post) => [{ kind: 'offerWithdrawn', to: post.uid, otherName: event.actorName }],
  OfferDeclined: (event, post) => [
    { kind: 'offerDeclined', to: event.data.giverUid, otherName: post.userDisplayName },
  ],
  RequestWithdrawn: (event, post) => [{ kind: 'requestWithdrawn', to: post.uid, otherName: event.actorName }],
  RequestDeclined: (event, post) => [
    { kind: 'requestDeclined', to: event.data.requesterUid, otherName: post.userDisplayName },
  ],
  OfferLapsed: (event, post) => [
    { kind: 'offerLapsedWisher', to: post.uid, otherName: '' },
    { kind: 'offerLapsedGiver', to: event.data.giverUid, otherName: '' },
  ],
  GiftLapsed: (event, post) => [
    { kind: 'giftLapsedWisher', to: post.uid, otherName: '' },
    { kind: 'giftLapsedGiver', to: event.data.giverUid, otherName: '' },
  ],
  RequestLapsed: (event, post) => [
    { kind: 'requestLapsedRequester', to: event.data.requesterUid, otherName: '' },
    { kind: 'requestLapsedTreater', to: post.uid, otherName: '' },
  ],
  ReminderSent: (event) => [
    {
      kind: REMINDER_KIND[event.data.hold],
      to: event.data.toUid,
      otherName: '',
      ...(event.data.deadline === undefined ? {} : { deadline: event.data.deadline }),
    },
  ],
  AddressErased: none,
  PostReopened: none,
  AddressCorrected: none,
  PostRemoved: none,
  MemberForgotten: none,
  ThanksTakenOffWall: none,
  // Reports are between a member and the volunteers (the volunteers' digest is the timers' job).
  PostReported: none,
  ReportsDismissed: none,
  // The other party of the exchange a suspension ended: never the suspended member.
  MemberSuspended: (event) =>
    event.data.otherUid ? [{ kind: 'exchangeEnded', to: event.data.otherUid, otherName: '' }] : [],
};

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
