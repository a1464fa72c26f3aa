// What a viewer sees of a post: their role, the Activity timeline (spec section 4 texts) and the post
// without the private fields unless they are one of the two parties or a volunteer.

import type { AreaId } from './areas.ts';
import { BOOKKEEPING, EXCHANGE_ENDS } from './decision.ts';
import { meetingMessages, postMessages, timelineMessages } from './messages.ts';
import { eventFacts } from './steps/index.ts';
import { capitalise, type LineContext, type Readers, says } from './steps/step.ts';
import { deadlineFor } from './timers.ts';
import { trackingURL } from './tracking.ts';
import type {
  Actor,
  HistoryStep,
  Post,
  PostKind,
  TimelineDetail,
  TimelineStep,
  Treat,
  ViewerRole,
  Wishlist,
} from './types.ts';

const t = timelineMessages;

/** Shown wherever a deleted account's name used to be. */
export const FORMER_MEMBER = t.formerMember;

/** Who may read each field of a post's state. Every field is listed (a new one fails tsc until it is
 * given an audience), and a view is built from this list, never by copying the state: a field that is
 * not here reaches nobody (house rule 3).
 * - everyone: visitors, members, list cards.
 * - parties: member ids, for the two parties and volunteers only (the web goes by `viewer`); a visitor,
 *   a signed-in stranger and every list card never get them, so an id seen beside a name cannot be
 *   matched to "Former member" after an account is deleted.
 * - text: a member's words in a step, for the readers that step declares (its event's `texts`,
 *   steps/*.ts), as its Activity line shows them.
 * - address, parcel: as seesAddress and seesParcel say.
 * - volunteer: who may not take the post again (to reopen it for them).
 * - nobody: kept for the story (history) or never shown. */
export const FIELD_AUDIENCE = {
  id: 'everyone',
  kind: 'everyone',
  status: 'everyone',
  uid: 'parties',
  userDisplayName: 'everyone',
  title: 'everyone',
  author: 'everyone',
  coverURL: 'everyone',
  coverImage: 'everyone',
  message: 'everyone',
  closed: 'everyone',
  createdAt: 'everyone',
  thankYouNote: 'everyone',
  thankYouPhotoURL: 'everyone',
  thankYouPhoto: 'everyone',
  onWall: 'everyone',
  shippingAddress: 'address',
  parcel: 'parcel',
  removed: 'everyone',
  version: 'everyone',
  history: 'nobody',
  endedParties: 'volunteer',
  earlierEnded: 'everyone',
  // Reporters and their words reach the volunteers' queue only (read from STATE, never a view).
  reports: 'nobody',
  earlierReports: 'nobody',
  reportedBy: 'nobody',
  keptByVolunteer: 'nobody',
  underReview: 'everyone',
  // Volunteers decide on it and see it in the replay; a member's view never needs it.
  footprintHidden: 'volunteer',
  types: 'everyone',
  purchaseLink: 'everyone',
  destination: 'everyone',
  price: 'everyone',
  fulfilled: 'everyone',
  offerUID: 'parties',
  offerDisplayName: 'everyone',
  fulfillmentMessage: 'text',
  // The book drive a wish is for: public, as the drive's page lists its wishes.
  driveId: 'everyone',
  shippingDestination: 'everyone',
  inPersonArea: 'everyone',
  requested: 'everyone',
  requestUID: 'parties',
  requestDisplayName: 'everyone',
  requestMessage: 'text',
  shippedMessage: 'text',
  // An in-person hand-over's places and times: the two members and volunteers, never anyone else.
  meeting: 'meeting',
} as const satisfies Record<keyof Wishlist | keyof Treat, FieldAudience>;

type FieldAudience =
  | 'everyone'
  | 'parties'
  | 'text'
  | 'address'
  | 'parcel'
  | 'meeting'
  | 'volunteer'
  | 'nobody';
type PostField = keyof typeof FIELD_AUDIENCE;

const fieldsFor = (audience: FieldAudience) =>
  (Object.keys(FIELD_AUDIENCE) as PostField[]).filter((field) => FIELD_AUDIENCE[field] === audience);

/** Who reads each text a member writes in a step, by event type and field, as the step declares it. */
const textReaders: Partial<Record<HistoryStep['type'], Partial<Record<string, Readers>>>> =
  /* @__PURE__ */ eventFacts('texts');

/** Member ids (`parties`): never to a visitor, a stranger or a list card. */
export const MEMBER_ID_FIELDS = fieldsFor('parties');

/** Fields not everyone may read beyond the ids (house rule 3): the steps' texts their steps do not
 * show to everyone, and the address. */
export const PRIVATE_FIELDS = /* @__PURE__ */ (() => [
  ...fieldsFor('text').filter((field) => textWriter(field)?.readers !== 'everyone'),
  ...fieldsFor('address'),
  ...fieldsFor('meeting'),
])();

export function viewerRole(post: Post, actor: Actor | null): ViewerRole {
  if (!actor) return 'visitor';
  // A party's own role wins: a volunteer who posts a wish is its owner there, with the owner's forms.
  if (actor.uid === post.uid) return 'owner';
  if (post.kind === 'wishlist' && post.offerUID === actor.uid) return 'giver';
  if (post.kind === 'treat' && post.requestUID === actor.uid) return 'requester';
  return actor.volunteer ? 'volunteer' : 'member';
}

/** The owner, the other party of this kind of post, and volunteers see private text. */
export function isPrivateViewer(role: ViewerRole, kind: PostKind): boolean {
  if (role === 'volunteer' || role === 'owner') return true;
  return kind === 'wishlist' ? role === 'giver' : role === 'requester';
}

/** The shipping address: private viewers, except the one who sent the book once it has arrived (the
 * wishlist's giver, the treat's owner); the recipient and volunteers keep it until erasure. */
export function seesAddress(post: Post, role: ViewerRole): boolean {
  if (!isPrivateViewer(role, post.kind)) return false;
  const sender = post.kind === 'wishlist' ? role === 'giver' : role === 'owner';
  return !(sender && post.status === 'closed');
}

/** The parcel's carrier and tracking number (a link to the carrier's page): the recipient and volunteers,
 * and the sender who typed it while the exchange is open (to check it for a typo; like the address,
 * not once the book has arrived, since the carrier's page shows where it was delivered). Nobody else:
 * not a visitor, another member or a list. Only once the gift is sent, never after a reopen. */
export function seesParcel(post: Post, role: ViewerRole): boolean {
  const sent = post.kind === 'wishlist' ? ['fulfilled', 'closed'] : ['shipped', 'closed'];
  if (!post.parcel || !sent.includes(post.status)) return false;
  const recipient = post.kind === 'wishlist' ? role === 'owner' : role === 'requester';
  return recipient || role === 'volunteer' || seesAddress(post, role);
}

export { capitalise } from './steps/step.ts';

// Made by a pure call, so a bundle that never reads it drops it (as waitEffects in timers.ts).
const statusOfStep: Record<HistoryStep['type'], string> = /* @__PURE__ */ (() => ({
  WishPosted: capitalise('posted'),
  TreatPosted: capitalise('posted'),
  PostReopened: t.statusReopened,
  AddressCorrected: t.statusAddressCorrected,
  PostRemoved: t.statusRemoved,
  MemberSuspended: t.statusEndedByVolunteers,
  PostReported: '',
  ReportsDismissed: '',
  FootprintHidden: '',
  FootprintRestored: '',
  // Never an Activity step (evolveForgotten adds none); named for completeness.
  MemberForgotten: t.statusMemberForgotten,
  OfferLapsed: t.statusOfferLapsed,
  GiftLapsed: t.statusGiftLapsed,
  RequestLapsed: t.statusRequestLapsed,
  // Bookkeeping: never shown (see timeline below).
  ReminderSent: '',
  MeetingReminderSent: '',
  AddressErased: '',
  // Never an Activity step (evolveTakenOffWall adds none).
  ThanksTakenOffWall: '',
  // Each step's own event names its status (steps/).
  .../* @__PURE__ */ eventFacts('status'),
}))();

const supportSteps = new Set<HistoryStep['type']>([
  'PostReopened',
  'AddressCorrected',
  'PostRemoved',
  'MemberSuspended',
]);
const addressSteps = new Set<HistoryStep['type']>(['AddressShared', 'TreatRequested', 'AddressCorrected']);

/** The readers an event type declares for its text `field`; without a field, those of all its texts
 * when they agree (the one text a line keeps), else none. */
function readersOf(type: HistoryStep['type'], field?: string): Readers | undefined {
  const texts = textReaders[type] ?? {};
  if (field !== undefined) return texts[field];
  const all = new Set(Object.values(texts));
  return all.size === 1 ? [...all][0] : undefined;
}

/** The step event that declares the text `field`, and its readers. */
function textWriter(field: string): { type: HistoryStep['type']; readers: Readers } | undefined {
  for (const [type, texts] of Object.entries(textReaders)) {
    const readers = texts?.[field];
    if (readers) return { type: type as HistoryStep['type'], readers };
  }
  return undefined;
}

/** Whether the viewer of the post reads its field `field`, a step's text: as on the line of the step
 * that wrote it (a post made without one reads as the exchange in progress). */
function readsField(post: Post, role: ViewerRole, viewerUid: string | undefined, field: string): boolean {
  const writer = textWriter(field);
  if (!writer) return false;
  const s = post.history.findLast((h) => h.type === writer.type) ?? {
    type: writer.type,
    seq: 0,
    at: 0,
    actorUid: '',
    actorName: '',
  };
  return readsText(writer.readers, post, role, viewerUid, s);
}

/** Whether the viewer is one of a text's `readers` on the line `s` of the step that wrote it. A text
 * no step declares (`undefined`) reaches nobody. */
export function readsText(
  readers: Readers | undefined,
  post: Post,
  role: ViewerRole,
  viewerUid: string | undefined,
  s: HistoryStep,
): boolean {
  if (readers === undefined) return false;
  if (readers === 'everyone' || role === 'volunteer') return true;
  switch (readers) {
    case 'volunteers':
      return false;
    case 'author':
      return viewerUid !== undefined && viewerUid === s.actorUid;
    case 'parties':
      // An ended exchange's line names the member who had joined it; otherwise the exchange is this one.
      if (role === 'owner') return true;
      return EXCHANGE_ENDS.has(s.type)
        ? viewerUid !== undefined && viewerUid === s.ended?.partyUid
        : isPrivateViewer(role, post.kind);
  }
}

/** The Activity steps for `role`, oldest first. Private details come from the current state, so they
 * are attached only to steps of the exchange in progress (after the last reopen, withdrawal or
 * decline); the address only to the latest step that set it. A withdrawal's or decline's reason is
 * shown to the owner, volunteers and the former giver/requester (`viewerUid`), never to others. */
export function timeline(post: Post, role: ViewerRole, viewerUid?: string): TimelineStep[] {
  const lastReopen = Math.max(0, ...post.history.filter((s) => EXCHANGE_ENDS.has(s.type)).map((s) => s.seq));
  const lastAddress = Math.max(0, ...post.history.filter((s) => addressSteps.has(s.type)).map((s) => s.seq));
  const current = (s: HistoryStep) => s.seq > lastReopen;
  // After the erasure (30 days after close) there is no address to show, not a missing one.
  // Erased 30 days after close (AddressErased), or closed with no address left (the member left).
  const erased =
    post.history.some((s) => s.type === 'AddressErased') ||
    (!post.shippingAddress && post.status === 'closed');

  // Reminders and the erasure are the system's bookkeeping, not steps of the exchange.
  const steps = post.history.filter((s) => !BOOKKEEPING.has(s.type));

  return steps.map((s): TimelineStep => {
    const step: TimelineStep = {
      status: statusOfStep[s.type],
      at: s.at,
      // Members never learn which volunteer acted.
      actorName: supportSteps.has(s.type) ? t.volunteersName : s.actorName,
      text: '',
    };
    const details: TimelineDetail[] = [];
    const address = () => {
      if (seesAddress(post, role) && current(s) && s.seq === lastAddress && !erased) {
        details.push({
          label: t.labels.shippingAddress,
          text: post.shippingAddress || postMessages.missingAddress,
        });
      }
    };
    const reads = (field?: string) => readsText(readersOf(s.type, field), post, role, viewerUid, s);
    const privateText = (field: string, label: string, text: string | undefined) => {
      if (current(s) && text && reads(field)) details.push({ label, text });
    };

    lines[s.type]({ post, role, viewerUid, s, step, details, address, privateText, reads });
    if (details.length > 0) step.details = details;
    return step;
  });
}

export type { LineContext } from './steps/step.ts';

const unseen = () => {};

/** Every event type's Activity line (a new event type fails tsc until it has one). */
// Made by a pure call, so a bundle that never reads it drops it (as waitEffects in timers.ts).
const lines = /* @__PURE__ */ (() =>
  ({
    WishPosted: says(t.waitingForOffer),
    TreatPosted: says(t.waitingForRequest),
    PostReopened: says(t.reopened),
    AddressCorrected: ({ step, address }) => {
      step.text = t.addressCorrected;
      address();
    },
    PostRemoved: says(t.removed),
    MemberSuspended: says(t.endedByVolunteers),
    // Between a member and the volunteers (BOOKKEEPING): never an Activity step.
    PostReported: unseen,
    ReportsDismissed: unseen,
    // What the public pages show of a suspended member: the volunteers' replay, never an Activity step.
    FootprintHidden: unseen,
    FootprintRestored: unseen,
    OfferLapsed: says(t.offerLapsed),
    GiftLapsed: says(t.giftLapsed),
    // Requested in person, the treater had to propose a meeting, not ship.
    RequestLapsed: ({ s, step }) => {
      step.text = s.ended?.inPerson ? meetingMessages.lapsed : t.requestLapsed;
    },
    // Bookkeeping and account erasure: never an Activity step (filtered out, or no step is added).
    ReminderSent: unseen,
    MeetingReminderSent: unseen,
    AddressErased: unseen,
    MemberForgotten: unseen,
    ThanksTakenOffWall: unseen,
    // Each step's own event writes its line (steps/).
    .../* @__PURE__ */ eventFacts('line'),
  }) satisfies Record<HistoryStep['type'], (line: LineContext) => void>)();

/** What a view carries of a post: all but its history, and a treat's in-person area always said (null:
 * post only, as every treat stored before it). */
type WithoutHistory<P> = P extends Treat
  ? Omit<P, 'history' | 'inPersonArea'> & { inPersonArea: AreaId | null }
  : P extends Post
    ? Omit<P, 'history'>
    : never;

/** The step the viewer must take and by when (hold timers): only for the member who must act. */
export type ViewDeadline = NonNullable<ReturnType<typeof deadlineFor>>;

interface ViewExtras {
  timeline: TimelineStep[];
  viewer: ViewerRole;
  deadline?: ViewDeadline;
  /** An open wish whose book an open treat gives away: that treat (book alerts). */
  givenAway?: { treatId: string };
  /** The carrier's tracking page for `parcel`, when the viewer sees the parcel and the carrier has one. */
  trackingURL?: string;
  /** The viewer has reported this post (their own report only: nobody learns who else did). */
  reported?: true;
}

/** A post as the API returns it to one viewer. */
export type PostView = WithoutHistory<Post> & ViewExtras;
export type WishlistView = Omit<Wishlist, 'history'> & ViewExtras;
export type TreatView = WithoutHistory<Treat> & ViewExtras;

export function toView(post: Wishlist, role: ViewerRole, viewerUid?: string): WishlistView;
export function toView(post: Treat, role: ViewerRole, viewerUid?: string): TreatView;
export function toView(post: Post, role: ViewerRole, viewerUid?: string): PostView;
export function toView(post: Post, role: ViewerRole, viewerUid?: string): PostView {
  const sees: Record<FieldAudience, boolean> = {
    everyone: true,
    parties: role !== 'visitor' && role !== 'member',
    text: false,
    address: seesAddress(post, role),
    parcel: seesParcel(post, role),
    meeting: isPrivateViewer(role, post.kind),
    volunteer: role === 'volunteer',
    nobody: false,
  };
  const view = pick(post, (field) =>
    FIELD_AUDIENCE[field] === 'text' ? readsField(post, role, viewerUid, field) : sees[FIELD_AUDIENCE[field]],
  );
  view.timeline = timeline(post, role, viewerUid);
  view.viewer = role;
  const deadline = deadlineFor(post, viewerUid);
  if (deadline) view.deadline = deadline;
  if (viewerUid !== undefined && post.reportedBy?.includes(viewerUid)) view.reported = true;
  if (post.parcel && sees.parcel) {
    const url = trackingURL(post.parcel);
    if (url) view.trackingURL = url;
  }
  return view as unknown as PostView;
}

/** A list card: what everyone may read, whoever asks (lists never show member ids or private text). */
export function toSummary(post: Post): WithoutHistory<Post> {
  return pick(post, (field) => FIELD_AUDIENCE[field] === 'everyone') as unknown as WithoutHistory<Post>;
}

/** The listed fields the state has and `shown` allows; anything else on the state is left behind. */
function pick(post: Post, shown: (field: PostField) => boolean): Record<string, unknown> {
  const state = post as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(FIELD_AUDIENCE) as PostField[]) {
    if (field in state && state[field] !== undefined && shown(field)) out[field] = state[field];
  }
  // A treat stored before the in-person offer existed is post only.
  if (post.kind === 'treat') out.inPersonArea = post.inPersonArea ?? null;
  return out;
}

/** After an account is deleted, its display name disappears from a post others still hold. */
export function anonymizeMember<P extends Post>(post: P, uid: string): P {
  const out: Post = {
    ...post,
    history: post.history.map((s) => (s.actorUid === uid ? { ...s, actorName: FORMER_MEMBER } : s)),
  };
  if (out.uid === uid) out.userDisplayName = FORMER_MEMBER;
  if (out.kind === 'wishlist' && out.offerUID === uid) out.offerDisplayName = FORMER_MEMBER;
  if (out.kind === 'treat' && out.requestUID === uid) out.requestDisplayName = FORMER_MEMBER;
  return out as P;
}
