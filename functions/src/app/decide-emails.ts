// Who gets which email for one new event, from the event and the post it belongs to. Pure: the
// notifier loads the post and sends. The other party comes from the post's history (the member who
// offered or requested before this event), so a later reopen cannot redirect an older hand-off; an
// exchange's end names its former party in the event itself. A lapse mails both parties. A new treat
// alerts the members who wished for that book (decideAlerts, given the open wishes the notifier found).

import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
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

/** Every email one event causes, one per recipient (the notifier's marker is per event and recipient). */
export function decideNotifications(event: PostEvent, post: Post): Notification[] {
  const owner = post.uid;
  switch (event.type) {
    case 'ReminderSent':
      return [
        {
          kind: REMINDER_KIND[event.data.hold],
          to: event.data.toUid,
          otherName: '',
          ...(event.data.deadline === undefined ? {} : { deadline: event.data.deadline }),
        },
      ];
    case 'OfferWithdrawn':
      return [{ kind: 'offerWithdrawn', to: owner, otherName: event.actorName }];
    case 'OfferDeclined':
      return [{ kind: 'offerDeclined', to: event.data.giverUid, otherName: post.userDisplayName }];
    case 'RequestWithdrawn':
      return [{ kind: 'requestWithdrawn', to: owner, otherName: event.actorName }];
    case 'RequestDeclined':
      return [{ kind: 'requestDeclined', to: event.data.requesterUid, otherName: post.userDisplayName }];
    case 'OfferLapsed':
      return [
        { kind: 'offerLapsedWisher', to: owner, otherName: '' },
        { kind: 'offerLapsedGiver', to: event.data.giverUid, otherName: '' },
      ];
    case 'GiftLapsed':
      return [
        { kind: 'giftLapsedWisher', to: owner, otherName: '' },
        { kind: 'giftLapsedGiver', to: event.data.giverUid, otherName: '' },
      ];
    case 'RequestLapsed':
      return [
        { kind: 'requestLapsedRequester', to: event.data.requesterUid, otherName: '' },
        { kind: 'requestLapsedTreater', to: owner, otherName: '' },
      ];
    default: {
      const handOff = decideNotification(event, post);
      return handOff ? [handOff] : [];
    }
  }
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

/** The hand-off emails: one per event. */
export function decideNotification(event: PostEvent, post: Post): Notification | null {
  const owner = post.uid;
  const actor = event.actorName;
  if (post.kind === 'wishlist') {
    switch (event.type) {
      case 'OfferMade':
        return { kind: 'offerReceived', to: owner, otherName: actor };
      case 'AddressShared': {
        const giver = lastActor(post, 'OfferMade', event.seq);
        return giver ? { kind: 'addressShared', to: giver.uid, otherName: post.userDisplayName } : null;
      }
      case 'GiftSent':
        return {
          kind: 'giftSent',
          to: owner,
          otherName: actor,
          ...(event.data.parcel ? { tracked: true } : {}),
        };
      case 'ReceiptConfirmed': {
        const giver = lastActor(post, 'OfferMade', event.seq);
        return giver ? { kind: 'wishThanked', to: giver.uid, otherName: post.userDisplayName } : null;
      }
      default:
        return null;
    }
  }
  switch (event.type) {
    case 'TreatRequested':
      return { kind: 'requestReceived', to: owner, otherName: actor };
    case 'TreatShipped': {
      const requester = lastActor(post, 'TreatRequested', event.seq);
      if (!requester) return null;
      const tracked = event.data.parcel ? { tracked: true as const } : {};
      return { kind: 'treatShipped', to: requester.uid, otherName: post.userDisplayName, ...tracked };
    }
    case 'ReceiptConfirmed': {
      const requester = lastActor(post, 'TreatRequested', event.seq);
      return requester ? { kind: 'treatThanked', to: owner, otherName: requester.name } : null;
    }
    default:
      return null;
  }
}
