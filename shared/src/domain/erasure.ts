// Account deletion in the posts a leaving member took part in but does not own: their name
// becomes "Former member", and what they wrote there goes: the address and message of their request,
// their message as giver, their thank-you note and photo, the reason they gave for withdrawing, and an
// address a volunteer corrected for them. The other party's own words and address stay.
//
// Erasure is real only if the events forget too, so the store rewrites the member's earlier events
// with eraseMemberFromEvents and appends MemberForgotten (when, and why the fields are empty) in the
// same write; the new STATE is the replay of that stream, so replay and STATE still agree.

import { anonymizeMember, FORMER_MEMBER } from './timeline.ts';
import type { HistoryStep, MemberForgotten, Post, PostEvent, Treat, Wishlist } from './types.ts';

/** The member who joins the exchange with this event (an offer or a request), else null. The store
 * remembers every member who ever joined a post, so a later withdrawal does not hide them. */
export function partyJoining(event: PostEvent): string | null {
  return event.type === 'OfferMade' || event.type === 'TreatRequested' ? event.actorUid : null;
}

/** The stream with everything `uid` wrote erased, and their name replaced. Same events, same seqs. */
export function eraseMemberFromEvents(events: readonly PostEvent[], uid: string): PostEvent[] {
  // The requester of the treat exchange under way: an address a volunteer corrects is theirs.
  let requester: string | undefined;
  return events.map((original): PostEvent => {
    const event: PostEvent =
      original.actorUid === uid ? { ...original, actorName: FORMER_MEMBER } : { ...original };
    const mine = original.actorUid === uid;
    switch (event.type) {
      case 'TreatRequested':
        requester = event.actorUid;
        if (mine) event.data = { shippingAddress: '', requestMessage: '' };
        break;
      case 'AddressShared':
        if (mine) event.data = { shippingAddress: '' };
        break;
      case 'AddressCorrected': {
        // A wishlist's address is its owner's; a treat's is its requester's.
        const recipient = events[0]?.type === 'TreatPosted' ? requester : events[0]?.actorUid;
        if (recipient === uid) event.data = { ...event.data, shippingAddress: '' };
        break;
      }
      case 'GiftSent':
        if (mine) event.data = { fulfillmentMessage: '' };
        break;
      case 'TreatShipped':
        if (mine) event.data = { shippedMessage: '' };
        // The parcel's tracking page shows where the requester lives: it goes with their address.
        else if (requester === uid) event.data = { shippedMessage: event.data.shippedMessage };
        break;
      case 'ReceiptConfirmed':
        if (mine) event.data = { thankYouNote: '', thankYouPhotoURL: '' };
        break;
      case 'OfferWithdrawn':
      case 'RequestWithdrawn':
        if (mine) event.data = { reason: '' };
        if (event.type === 'RequestWithdrawn') requester = undefined;
        break;
      case 'RequestDeclined':
      case 'PostReopened':
        requester = undefined;
        break;
      default:
        break;
    }
    return event;
  });
}

/** True when erasing `uid` would change this stream: nothing of theirs is left once this is false. */
export function holdsMember(events: readonly PostEvent[], uid: string): boolean {
  return JSON.stringify(eraseMemberFromEvents(events, uid)) !== JSON.stringify(events);
}

const closedBy = (post: Post, uid: string) =>
  post.history.some((s) => s.type === 'ReceiptConfirmed' && s.actorUid === uid);

/** The state without `uid`'s name and words (MemberForgotten's evolve). The post keeps its status. */
export function eraseMemberFromState<P extends Post>(post: P, uid: string): P {
  const named = anonymizeMember(post, uid);
  const history = named.history.map(
    (s): HistoryStep => (s.ended && s.actorUid === uid ? { ...s, ended: { ...s.ended, reason: '' } } : s),
  );
  let out: Post = { ...named, history };
  if (out.endedParties?.includes(uid)) {
    const left = out.endedParties.filter((u) => u !== uid);
    const { endedParties: _e, ...rest } = out;
    out = (left.length > 0 ? { ...rest, endedParties: left } : rest) as Post;
  }
  if (out.kind === 'treat' && out.requestUID === uid) {
    const { shippingAddress: _a, requestMessage: _m, parcel: _p, ...rest } = out as Treat;
    out = rest as Treat;
  }
  if (out.kind === 'wishlist' && out.offerUID === uid) {
    const { fulfillmentMessage: _f, parcel: _p, ...rest } = out as Wishlist;
    out = rest as Wishlist;
  }
  if (closedBy(out, uid)) {
    // Their note and photo go, and so does their choice to show them on the gratitude wall.
    const { thankYouPhoto: _p, onWall: _w, ...rest } = out;
    out = { ...rest, thankYouNote: '', thankYouPhotoURL: '' } as Post;
  }
  return out as P;
}

/** MemberForgotten on a post: the erased state, one version on, no Activity step. */
export function evolveForgotten<P extends Post>(state: P, event: MemberForgotten): P {
  return { ...eraseMemberFromState(state, event.actorUid), version: event.seq };
}
