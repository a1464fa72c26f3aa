// What one exchange step is, whatever its kind: where it is routed (its abuse bound, whether it takes
// a photo), the kind of screen it needs, its decision, and what its event does once appended (the
// state it makes, the wait it starts or ends, its Activity line, what account deletion erases of it,
// who is emailed). The registry (steps/index.ts) names every step of both kinds; the route table, the
// deciders, `actionsFor`, evolve, the timers, the timeline, erasure and the emails are read from it.

//
// The facts flow one way: this module and the step modules import no table built from the registry
// (timeline.ts, timers.ts, erasure.ts, step-routes.ts read the steps, never the reverse), so the
// shapes those tables read a step's facts by (LineContext, WaitEffect, Eraser) are declared here.
// steps/one-way.test.ts fails when an import closes the circle again.

import type { RateLimitKind } from '../constants.ts';
import { accept, type DecideContext, eventMeta, staleVersion } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { timelineMessages } from '../messages.ts';
import type {
  Actor,
  Decision,
  DomainError,
  HistoryStep,
  HoldKind,
  Post,
  PostEvent,
  ReportCommand,
  SupportCommand,
  TakeOffWall,
  TimelineDetail,
  TimelineStep,
  ViewerRole,
} from '../types.ts';

/** What one Activity line needs to write itself: the post and viewer, the history step, the line so
 * far (timeline.ts builds it). */
export interface LineContext {
  post: Post;
  role: ViewerRole;
  viewerUid: string | undefined;
  s: HistoryStep;
  step: TimelineStep;
  details: TimelineDetail[];
  /** Attaches the shipping address when the viewer may read it on this line. */
  address: () => void;
  /** Attaches the text `field` of the exchange in progress (`text`, from the post) under `label`, when
   * the viewer is one of the readers the step declares for it (its event's `texts`). */
  privateText: (field: string, label: string, text: string | undefined) => void;
  /** Whether the viewer is one of the readers this line's event declares for its text `field`;
   * without a field, for the text it keeps on its line (`ended.reason`), whatever the event calls it:
   * the readers its texts declare (nobody when they disagree, or when it declares none). */
  reads: (field?: string) => boolean;
}

/** Who reads a text a member writes in a step, besides volunteers (who read every one):
 * - everyone: shown to all, like the thank-you note;
 * - parties: the two members of the exchange (the owner, and the member who joined it; once the
 *   exchange has ended, the one who had);
 * - author: only the member who wrote it;
 * - volunteers: nobody else.
 * Declared once, on the step's event (`texts`); the Activity line, the post's view and erasure read it,
 * and the emails carry no member's text at all (render-email.ts). */
export type Readers = 'everyone' | 'parties' | 'author' | 'volunteers';

/** The fields of an event's data that are a member's words: every string field but a member id
 * (`...Uid`), a link (`...URL`) and the shipping address (read by seesAddress's rule). */
export type TextField<E extends PostEvent> = {
  [F in keyof E['data']]-?: F extends `${string}Uid` | `${string}URL` | 'shippingAddress'
    ? never
    : NonNullable<E['data'][F]> extends string
      ? F
      : never;
}[keyof E['data']];

/** Each text of the event with its readers: a text field left out fails tsc. */
export type TextReaders<E extends PostEvent> = { [F in TextField<E>]: Readers };

/** What each event does to the wait a post is in (timers.ts): starts one (the step awaited, and
 * whether the owner or the member who joined must take it), ends it, keeps it as it was, or keeps it
 * with its reminder and deadline moved some days later. Every event type says (satisfies): a new step
 * that forgets to say what it does to the deadline fails tsc, rather than passing every test while
 * the deadline never moves. */
export type WaitEffect =
  | { starts: HoldKind; by: 'owner' | 'party' }
  | { extendsBy: number }
  | 'ends'
  | 'keeps';

/** What erasing one event needs (erasure.ts): whether the leaving member wrote it, who they are, and
 * the treat's requester of the exchange under way (an address a volunteer corrects is theirs). */
export interface Erasing {
  mine: boolean;
  uid: string;
  /** A wishlist's address is its owner's; a treat's is its requester's. */
  recipient: () => string | undefined;
  requester: string | undefined;
}

/** What account deletion erases of one event of type T. */
export type Eraser<T extends PostEvent['type']> = (event: EventOf<T>, erasing: Erasing) => void;

/** The screen a step needs: a plain button, a dialog asking an optional reason, or its form. */
export type StepUi =
  | 'button'
  | 'reason'
  | 'address'
  | 'request'
  | 'parcel'
  | 'receipt'
  | 'report'
  /** A wish added to a book drive: the open drives to choose from. */
  | 'drive'
  /** In person: the treater's places and windows, the other member's pick, other times. */
  | 'meetingProposal'
  | 'meetingPick'
  | 'meetingTimes';

export interface StepRoute {
  /** Per-caller abuse bound (RATE_LIMITS). */
  limit: RateLimitKind;
  /** The body may name an upload (thankYouPhotoKey) the step attaches: its route may write images. */
  photo?: true;
}

/** One step's decision, once the post exists, the member may reach it and it is not taken down (the
 * kind's decider checked that): who may take it, in which status, and the event it appends. */
export type StepDecide<P extends Post, C, E extends PostEvent = PostEvent> = (
  state: P,
  command: C,
  actor: Actor,
  ctx: DecideContext,
) => Decision<E>;

export interface StepFacts extends StepRoute {
  ui: StepUi;
}

/** The command of one type among a kind's commands. */
export type CommandOf<C, T extends string> = Extract<C, { type: T }>;

/** What a step's event carries besides its type and data. */
export type EventMeta = ReturnType<typeof eventMeta>;

/** A step's refusal: who may take it, in which status, and when. It gets what the step's event gets
 * (the same `meta`: the time as `at`, the reader as `actorUid`, `actorName`) and the command, so a rule
 * in time ("no earlier than 10 days after sent") is written in the step's own module. */
export type StepRefusal<P extends Post, C> = (
  state: P,
  actor: Actor,
  meta: EventMeta,
  command: C,
) => Refusal | null;

/** The shape every step decides by: its refusal first, then a stale page (another member was first),
 * then its event, both given one `meta` (the time, the reader). Its calls are marked pure, so a
 * function that reads the route table and never decides drops the decisions from its bundle. */
export function deciding<P extends Post, C, E extends PostEvent>(
  refusal: StepRefusal<P, C>,
  event: (meta: EventMeta, command: C, state: P) => E,
): StepDecide<P, C, E> {
  return (state, command, actor, ctx) => {
    const meta = eventMeta(state, actor, ctx);
    return (
      refusal(state, actor, meta, command) ?? staleVersion(state, ctx) ?? accept(event(meta, command, state))
    );
  };
}

type Refusal = { ok: false; error: DomainError };

/** A kind's own commands, each decided by its step (not posting, not the steps every post shares,
 * not the volunteers'). */
export type ExchangeCommand<C> = Exclude<C, SupportCommand | TakeOffWall | ReportCommand | { type: 'post' }>;

/** Every exchange command of a kind has a step that decides it: a command without one fails tsc. */
export type Decides<P extends Post, C extends { type: string }, E extends PostEvent> = {
  [T in ExchangeCommand<C>['type']]: StepDecide<P, Extract<C, { type: T }>, E>;
};

/** The kinds of email the catalogue words (`<kind>.subject` in en/emails.json): a misspelt kind fails
 * tsc here, one the notifier does not know fails it in decide-emails.ts. */
type EmailCatalogue = typeof import('../../i18n/catalogues/en/emails.json');
export type EmailName = {
  [K in keyof EmailCatalogue]: K extends `${infer N}.subject` ? N : never;
}[keyof EmailCatalogue];

/** The kinds of email a member can switch off: "when it is my turn", "updates", "book alerts". */
export const EMAIL_CATEGORIES = ['turn', 'updates', 'alerts'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** Arrivals (a new offer or request) and departures (a withdrawal) have a gate each, so the one
 * withdrawal that follows a real offer is still mailed at once. */
export type OwnerGate = 'arrival' | 'departure';

/** What the notifier needs of one kind of email (functions/src/app/email-kinds.ts holds them all). */
export interface EmailKindEntry {
  category: EmailCategory;
  /** The owner's emails that members looping offer/withdraw could repeat: at most one per gate, post
   * and hour (OWNER_EMAIL_WINDOW_MS), later ones folded into the next. */
  gate?: OwnerGate;
  /** Counted against the member whose post caused it: at most ALERTS_PER_MEMBER_DAY a day. */
  dailyCap?: true;
  /** The number of days its words name (a hold that lapsed, the days since "sent"). */
  days?: number;
}

/** The kinds of email a step's events send, declared in the step's module (its words are the
 * catalogue's `<kind>.subject`... in emails.json; a kind the catalogue lacks fails tsc). */
export type StepEmailKinds = { readonly [K in EmailName]?: EmailKindEntry };

/** One email an event sends: its kind, to whom, the member named in it. */
export interface StepEmail<K extends EmailName = EmailName> {
  kind: K;
  to: string;
  otherName: string;
  /** The book was sent with a tracking number: the email says so, never the number. */
  tracked?: true;
}

/** What a step's event does once appended; every fact is required, so a step that leaves one out
 * fails tsc. */
export interface EventFacts<P extends Post, E extends PostEvent> {
  /** The state the event makes. */
  evolve: (state: P, event: E) => P;
  /** Whether it starts a wait (which hold, the owner or the party must act), ends it, or keeps it. */
  wait: WaitEffect;
  /** The status its Activity line shows. */
  status: string;
  /** Its Activity line, for one viewer. */
  line: (line: LineContext) => void;
  /** Who reads each text a member writes in it (`{}` when it carries none). */
  texts: TextReaders<E>;
  /** What account deletion erases of it besides its author's texts (erasure.ts blanks those). */
  erase: Eraser<E['type']>;
  /** Who is emailed, one email per recipient. */
  mail: (event: E, post: Post) => readonly StepEmail[];
}

/** The event types a kind's steps append (read from their decisions). */
export type DecidedType<D> = {
  [A in keyof D]: D[A] extends StepDecide<infer _P, infer _C, infer E> ? E['type'] : never;
}[keyof D];

/** Each event a kind's steps append, with what it does: an event without its facts fails tsc. */
export type StepEvents<P extends Post, D> = { [T in DecidedType<D>]: EventFacts<P, EventOf<T>> };

const t = timelineMessages;

/** A status as the Activity line shows it: offered -> Offered. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An Activity line that says one text. */
export const says =
  (text: string) =>
  ({ step }: LineContext) => {
    step.text = text;
  };

/** A line that says `text`, with the words its member gave kept on the line (`ended.reason`), to the
 * readers the step declares for them (its event's `texts`, whatever the field is called). */
export const ended =
  (text: string) =>
  ({ s, step, details, reads }: LineContext) => {
    step.text = text;
    const reason = s.ended?.reason;
    if (reason && reads()) details.push({ label: t.labels.reason, text: reason });
  };

/** Nothing of the event is erased. */
export const keep = () => {};

/** The member who did `type` last before `seq`. */
export function lastActor(
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

/** The giver or requester who joined before `seq`: the other party of a hand-off (from history, so a
 * later reopen cannot redirect an older hand-off). */
export const joined = (post: Post, seq: number) =>
  lastActor(post, post.kind === 'wishlist' ? 'OfferMade' : 'TreatRequested', seq);

/** One email of `kind` to `to`, naming `otherName`. */
export function email<K extends EmailName>(kind: K, to: string, otherName: string): StepEmail<K> {
  return { kind, to, otherName };
}
