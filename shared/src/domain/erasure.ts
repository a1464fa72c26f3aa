// Account deletion in the posts a leaving member took part in but does not own: their name
// becomes "Former member", and what they wrote there goes: the address and message of their request,
// their message as giver, their thank-you note and photo, the reason they gave for withdrawing, and an
// address a volunteer corrected for them. The other party's own words and address stay.
//
// Erasure is real only if the events forget too, so the store rewrites the member's earlier events
// with eraseMemberFromEvents and appends MemberForgotten (when, and why the fields are empty) in the
// same write; the new STATE is the replay of that stream, so replay and STATE still agree.

import { NO_MEETING_YET } from './meeting.ts';
import { eventFacts } from './steps/index.ts';
import type { Eraser, Erasing } from './steps/step.ts';
import { anonymizeMember, FORMER_MEMBER } from './timeline.ts';
import type { HistoryStep, MemberForgotten, Post, PostEvent, Treat, Wishlist } from './types.ts';

/** The member who joins the exchange with this event (an offer or a request), else null. The store
 * remembers every member who ever joined a post, so a later withdrawal does not hide them. */
export function partyJoining(event: PostEvent): string | null {
  return event.type === 'OfferMade' || event.type === 'TreatRequested' ? event.actorUid : null;
}

/** The member who reports the post with this event, else null. The store remembers every post a member
 * reported (apart from those they joined), so account deletion finds their notes and their data
 * archive lists their reports. */
export function reporterOf(event: PostEvent): string | null {
  return event.type === 'PostReported' ? event.actorUid : null;
}

export type { Eraser, Erasing } from './steps/step.ts';

const keep = () => {};
const endsRequest = (_event: PostEvent, erasing: Erasing) => {
  erasing.requester = undefined;
};

/** What each event type loses when a member who wrote or received it leaves (a new event type fails
 * tsc until it says). */
// Made by a pure call, so a bundle that never reads it drops it (as waitEffects in timers.ts).
const erasers: { [T in PostEvent['type']]: Eraser<T> } = /* @__PURE__ */ (() => ({
  WishPosted: keep,
  TreatPosted: keep,
  OfferLapsed: keep,
  GiftLapsed: keep,
  RequestLapsed: keep,
  ReminderSent: keep,
  MeetingReminderSent: keep,
  AddressErased: keep,
  PostReopened: endsRequest,
  AddressCorrected: (event, { recipient, uid }) => {
    if (recipient() === uid) event.data = { ...event.data, shippingAddress: '' };
  },
  PostRemoved: keep,
  MemberForgotten: keep,
  ThanksTakenOffWall: keep,
  // The reason and whether it weighed stay (the counts volunteers and the hiding rule go by); the note
  // was theirs.
  PostReported: (event, { mine }) => {
    if (mine) event.data = { ...event.data, note: '' };
  },
  ReportsDismissed: keep,
  MemberSuspended: keep,
  FootprintHidden: keep,
  FootprintRestored: keep,
  // Each step's own event says what erasure takes from it besides its author's texts (steps/).
  .../* @__PURE__ */ eventFacts('erase'),
}))();

/** The texts a member writes in each step (its event's declared `texts`, whoever reads them): they
 * go when their author leaves. Made by a pure call, as `erasers`. */
const stepTexts: Partial<Record<PostEvent['type'], readonly string[]>> = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(eventFacts('texts')).map(([type, texts]) => [type, Object.keys(texts)]),
  ))();

/** The event with every text its author wrote in it blank. */
function blankTexts(event: PostEvent): void {
  const fields = stepTexts[event.type] ?? [];
  if (fields.length === 0) return;
  const data: Record<string, unknown> = { ...event.data };
  for (const field of fields) if (field in data) data[field] = '';
  (event as { data: unknown }).data = data;
}

/** The stream with everything `uid` wrote erased, and their name replaced. Same events, same seqs. */
export function eraseMemberFromEvents(events: readonly PostEvent[], uid: string): PostEvent[] {
  const erasing: Erasing = {
    mine: false,
    uid,
    requester: undefined,
    recipient: () => (events[0]?.type === 'TreatPosted' ? erasing.requester : events[0]?.actorUid),
  };
  return events.map((original): PostEvent => {
    const event: PostEvent =
      original.actorUid === uid ? { ...original, actorName: FORMER_MEMBER } : { ...original };
    erasing.mine = original.actorUid === uid;
    if (erasing.mine) blankTexts(event);
    (erasers[event.type] as Eraser<PostEvent['type']>)(event, erasing);
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
  if (out.reports?.some((r) => r.uid === uid)) {
    out = {
      ...out,
      reports: out.reports.map((r) => (r.uid === uid ? { ...r, name: FORMER_MEMBER, note: '' } : r)),
    };
  }
  if (out.endedParties?.includes(uid)) {
    const left = out.endedParties.filter((u) => u !== uid);
    const { endedParties: _e, ...rest } = out;
    out = (left.length > 0 ? { ...rest, endedParties: left } : rest) as Post;
  }
  if (out.kind === 'treat' && out.requestUID === uid) {
    const { shippingAddress: _a, requestMessage: _m, parcel: _p, ...rest } = out as Treat;
    // Where and when they were to meet go as their address would; the hand-over stays in person.
    if (rest.meeting) rest.meeting = NO_MEETING_YET;
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
