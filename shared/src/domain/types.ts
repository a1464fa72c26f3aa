// The shared vocabulary of Bookwish: posts, their statuses, events, commands and the domain result.
// Pure types only. Spec section 3 (fields) and section 4 (lifecycles); DESIGN.md (events).

import type { AreaId, TreatHandover } from './areas.ts';
import type { TreatType, WishlistType } from './constants.ts';
import type { EventOf, PostEvent } from './events.ts';
import type { MeetingState, MeetingWindow } from './meeting.ts';
import type { MeetingPlace } from './meeting-places.ts';
import type { ReporterStanding, ReportReason } from './report-reasons.ts';
import type { Parcel } from './tracking.ts';

export type PostKind = 'wishlist' | 'treat';
export type WishlistStatus = 'posted' | 'offered' | 'confirmed' | 'fulfilled' | 'closed';
export type TreatStatus = 'posted' | 'requested' | 'shipped' | 'closed';
// Listed once, in order, in constants.ts (WISHLIST_TYPES, TREAT_TYPES), the layer below this one.
export type { TreatType, WishlistType };

/** Who acts: a signed-in member (volunteer when in the Cognito `volunteers` group). null = visitor. */
export interface Actor {
  uid: string;
  name: string;
  volunteer?: boolean;
}

/** The role a viewer has on one post. `giver` is the wishlist offerer; `requester` the treat requester. */
export type ViewerRole = 'visitor' | 'member' | 'owner' | 'giver' | 'requester' | 'volunteer';

/** One step of the history kept in STATE so a detail read (one GetItem) can render the timeline. */
export interface HistoryStep {
  seq: number;
  type: PostEvent['type'];
  at: number; // epoch milliseconds
  actorUid: string;
  actorName: string;
  /** On a withdrawn or declined exchange's line: the optional reason and the giver/requester whose
   * exchange ended, so the reason stays readable to both parties after the party fields are cleared;
   * on a lapsed request's line, `inPerson` when it was to be handed over in person (no meeting was
   * proposed), as the meeting itself is cleared with the exchange. */
  ended?: { reason: string; partyUid: string; inPerson?: true };
}

/** One served rendition of a processed image: a key under /images/, its pixel size, and
 * what it is for (cards and details are WebP, the link preview a 1200x630 JPEG, avatars squares). */
export interface ImageVariant {
  key: string;
  width: number;
  height: number;
  use: 'card' | 'detail' | 'preview' | 'avatar';
}

/** A processed image: its variants plus a ThumbHash (base64) a card paints before the image arrives. */
export interface StoredImage {
  variants: ImageVariant[];
  placeholder: string;
}

interface PostBase {
  id: string;
  uid: string;
  userDisplayName: string;
  title: string;
  author: string;
  coverURL: string; // '' when none: the default cover is shown
  /** The processed cover's variants (coverURL is its detail WebP); absent on posts without one. */
  coverImage?: StoredImage;
  message: string;
  closed: boolean;
  createdAt: number; // seconds, as in the spec
  thankYouNote?: string;
  thankYouPhotoURL?: string;
  thankYouPhoto?: StoredImage;
  /** The recipient chose at Book Received to show their thank-you on the gratitude wall, and has not
   * taken it off since (domain/thanks-wall.ts). */
  onWall?: boolean;
  shippingAddress?: string;
  /** The carrier and tracking number the sender added at Fulfil or Ship (optional): shown to the
   * recipient and volunteers only (timeline.ts `seesParcel`), erased with the address. */
  parcel?: Parcel;
  /** Set by a volunteer takedown: the post is gone from every list. */
  removed?: boolean;
  /** Number of events appended so far (= last seq). */
  version: number;
  history: HistoryStep[];
  /** Members who withdrew from or were declined on an exchange of this post: they may not take it
   * again until a volunteer reopens it (the newest ENDED_PARTIES_KEPT). Never shown to anyone. */
  endedParties?: string[];
  /** Ended exchanges whose lines left STATE (only the newest ENDED_LINES_KEPT are kept). */
  earlierEnded?: number;
  /** Reports no volunteer has decided on yet (the newest REPORTS_KEPT; reports.ts). Read by the
   * volunteers' queue only: never in any member's view. */
  reports?: OpenReport[];
  /** Open reports beyond those kept in `reports`. */
  earlierReports?: number;
  /** Every member who reported the post (the newest ENDED_PARTIES_KEPT): one report each. Never shown. */
  reportedBy?: string[];
  /** Reported by REPORTS_TO_HIDE different members and not decided yet: out of lists, search and
   * visitors' reads; its owner and parties see that it is under review. */
  underReview?: boolean;
  /** A suspended member's footprint here (support.ts): 'post' when the post is theirs (out of every
   * public page, list and the wall), 'thanks' when only their thank-you is (off the wall). */
  footprintHidden?: 'post' | 'thanks';
  /** A volunteer reviewed the reports and kept the post: reports alone do not hide it again until a
   * volunteer looks again (reports.ts). Never shown. */
  keptByVolunteer?: boolean;
}

/** One open report on a post: who (volunteers only), why, and the optional note ("other"). */
export interface OpenReport {
  uid: string;
  name: string;
  reason: ReportReason;
  note: string;
  at: number;
  /** Whether the report weighs (absent on reports from before: they weighed). */
  standing?: ReporterStanding;
  /** When the reporter's account was made (epoch ms), when known. */
  joinedAt?: number;
}

export interface Wishlist extends PostBase {
  kind: 'wishlist';
  status: WishlistStatus;
  types: WishlistType[];
  purchaseLink: string;
  destination: string;
  price: string;
  fulfilled: boolean;
  offerUID?: string;
  offerDisplayName?: string;
  fulfillmentMessage?: string;
  /** The book drive it was posted for or tagged to (drives.ts); none when absent. */
  driveId?: string;
}

export interface Treat extends PostBase {
  kind: 'treat';
  status: TreatStatus;
  types: TreatType[];
  shippingDestination: string;
  /** The area the treater can hand the book over in, in person (areas.ts); null when the treat is post
   * only. A STATE stored before it has none: read as null (timeline.ts toView, toSummary). */
  inPersonArea?: AreaId | null;
  requested: boolean;
  requestUID?: string;
  requestDisplayName?: string;
  requestMessage?: string;
  shippedMessage?: string;
  /** The request is to hand the book over in person (no address asked or kept): the meeting under way
   * (meeting.ts). Read by the two parties and volunteers only (timeline.ts, the post's view). */
  meeting?: MeetingState;
}

export type Post = Wishlist | Treat;

export type WishlistInput = Pick<
  Wishlist,
  'title' | 'author' | 'coverURL' | 'types' | 'purchaseLink' | 'destination' | 'price' | 'message'
> &
  Pick<Wishlist, 'coverImage' | 'driveId'>;
export type TreatInput = Pick<
  Treat,
  'title' | 'author' | 'coverURL' | 'types' | 'shippingDestination' | 'message'
> &
  Pick<Treat, 'coverImage'> & { handover?: TreatHandover | undefined };

/** Book Received: the note, the photo's URL ('' when none) and, when there is one, its variants. */
export type ReceiptData = EventOf<'ReceiptConfirmed'>['data'];

// The events are inferred from their schemas (events.ts): these name the groups the deciders and
// projections speak of.
export type { PostEvent };

export type WishlistEvent =
  | EventOf<
      | 'WishPosted'
      | 'OfferMade'
      | 'AddressShared'
      | 'GiftSent'
      | 'ReceiptConfirmed'
      | 'OfferWithdrawn'
      | 'OfferDeclined'
      | 'OfferLapsed'
      | 'GiftLapsed'
      | 'ShipByExtended'
      | 'WishTaggedToDrive'
    >
  | SupportEvent
  | ReportEvent
  | MemberForgotten
  | ThanksTakenOffWall
  | TimerEvent;

export type TreatEvent =
  | EventOf<
      | 'TreatPosted'
      | 'TreatRequested'
      | 'TreatShipped'
      | 'ReceiptConfirmed'
      | 'RequestWithdrawn'
      | 'RequestDeclined'
      | 'RequestLapsed'
      | 'MeetingProposed'
      | 'MeetingPicked'
      | 'MeetingRescheduled'
      | 'MeetingCalledOff'
      | 'HandedOver'
      | 'MeetingMissed'
      | 'MeetingReminderSent'
    >
  | SupportEvent
  | ReportEvent
  | MemberForgotten
  | ThanksTakenOffWall
  | TimerEvent;

/** The recipient took their thank-you off the gratitude wall. Not an Activity step. */
export type ThanksTakenOffWall = EventOf<'ThanksTakenOffWall'>;

/** Volunteer corrections. The actor is the volunteer; members never see who. */
export type SupportEvent = EventOf<
  | 'PostReopened'
  | 'AddressCorrected'
  | 'PostRemoved'
  | 'ReportsDismissed'
  | 'MemberSuspended'
  | 'FootprintHidden'
  | 'FootprintRestored'
>;

/** A member reports the post (reports.ts). */
export type ReportEvent = EventOf<'PostReported'>;

/** The actor deleted their account: what they wrote into this post is erased. Their earlier events
 * are redacted in place in the same write; this event says when and why, and its evolve erases the
 * same from the state. Not an Activity step. */
export type MemberForgotten = EventOf<'MemberForgotten'>;

/** The system's own bookkeeping on either kind (actor "system"): a reminder to the member who must act
 * (recorded so it goes once), and the shipping address erased some time after close. */
export type TimerEvent = EventOf<'ReminderSent' | 'AddressErased'>;

/** The step a hold timer waits for: the wisher shares an address, the giver sends the gift, the
 * treater ships, the recipient presses Book Received (a reminder only, it never lapses). */
export type HoldKind = EventOf<'ReminderSent'>['data']['hold'];

export type WishlistCommand =
  | { type: 'post'; input: WishlistInput }
  | { type: 'offer' }
  | { type: 'confirm'; shippingAddress: string }
  | { type: 'fulfil'; fulfillmentMessage: string; parcel?: Parcel | undefined }
  | ({ type: 'close' } & ReceiptData)
  | { type: 'withdraw'; reason: string }
  | { type: 'decline'; reason: string }
  | { type: 'extend'; reason: string }
  /** `driveOpen`: whether the drive is open now, read by the use case before deciding (drives.ts). */
  | { type: 'tagDrive'; driveId: string; driveOpen?: boolean }
  | TakeOffWall
  | ReportCommand
  | SupportCommand;

/** A member reports a post: one reason, and a note when the reason is "other". */
export type ReportCommand = {
  type: 'report';
  reason: ReportReason;
  note: string;
  /** What the use case read about the reporter (app/report-standing.ts); absent: counted as before. */
  reporter?: ReporterFacts;
};

/** A reporter's account as the report path reads it: when it was made (null: unknown), whether it
 * finished an exchange or posted, and how many reports it made in the last 24 hours. */
export interface ReporterFacts {
  joinedAt: number | null;
  active: boolean;
  reportsToday: number;
}

/** The recipient takes their thank-you off the gratitude wall (either kind). */
export type TakeOffWall = { type: 'takeOffWall' };

export type TreatCommand =
  | { type: 'post'; input: TreatInput }
  | { type: 'request'; shippingAddress: string; requestMessage: string; inPerson?: true }
  /** The treater proposes places (ids the body named; the places the use case found for them) and
   * windows. */
  | { type: 'propose'; placeIds: string[]; places: MeetingPlace[]; windows: MeetingWindow[] }
  | { type: 'pick'; place: number; window: number }
  | { type: 'reschedule'; windows: MeetingWindow[] }
  | { type: 'callOff'; reason: string }
  | { type: 'handedOver' }
  | { type: 'missed' }
  | { type: 'ship'; shippedMessage: string; parcel?: Parcel | undefined }
  | ({ type: 'close' } & ReceiptData)
  | { type: 'withdraw'; reason: string }
  | { type: 'decline'; reason: string }
  | TakeOffWall
  | ReportCommand
  | SupportCommand;

export type SupportCommand =
  | { type: 'reopen'; reason: string }
  | { type: 'correctAddress'; shippingAddress: string; reason: string }
  | { type: 'remove'; reason: string }
  | { type: 'dismissReports'; reason: string }
  /** A volunteer suspended `memberUid`: their part in this post ends (functions/src/app/suspend-member.ts). */
  | { type: 'endForSuspension'; memberUid: string; reason: string }
  /** A volunteer suspended `memberUid`: their closed post or thank-you here leaves the public pages. */
  | { type: 'hideFootprint'; memberUid: string; reason: string }
  /** A volunteer puts a suspended member's post or thank-you back on the public pages. */
  | { type: 'restoreFootprint'; reason: string };

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  /** A store did not answer in time (503): nothing is known to have changed; trying again is safe. */
  | 'UNAVAILABLE';

/** A refusal the member can read. `fields` maps a form field to its message. */
export interface DomainError {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** decide() either accepts the command with one event, or refuses with a DomainError. (Deleting is
 * decided apart, by decideDeletion: it ends the stream rather than adding to it.) */
export type Decision<E> = { ok: true; event: E } | { ok: false; error: DomainError };

/** One Activity step as a viewer sees it (spec section 4 texts). Private text only for the parties. */
export interface TimelineStep {
  status: string; // shown capitalised, e.g. 'Offered'
  at: number; // epoch milliseconds
  actorName: string;
  text: string;
  /** Labelled texts under the step: the address and messages (parties and volunteers only), the
   * thank-you note (everyone). */
  details?: TimelineDetail[];
  /** The thank-you photo on the Closed step. */
  photoURL?: string;
  /** Its processed variants, when it has them (the web app draws a srcset and placeholder). */
  photo?: StoredImage;
  /** The closing line, e.g. "This wishlist has been fulfilled." */
  conclusion?: string;
}

export interface TimelineDetail {
  label: string;
  text: string;
}
