// The part of deciding both kinds share (spec section 6): a visitor is asked to sign in, `post` opens
// the stream, a missing or removed post is refused, volunteer corrections go to the support decider,
// and the owner deletes only while posted or closed.
// Each kind brings its own texts, its posted event and the decider for its exchange commands.
// (Not in decision.ts: support.ts builds on decision.ts, and this dispatches to support.ts.)

import { type DecideContext, eventMeta, refuse, removedGuard, staleVersion, withStep } from './decision.ts';
import { evolveForgotten } from './erasure.ts';
import { messages } from './messages.ts';
import { decideReport, evolveReported } from './reports.ts';
import { decideSupport, evolveSupport, isSupportCommand } from './support.ts';
import { decideTakeOffWall, evolveTakenOffWall } from './thanks-wall.ts';
import { evolveTimer } from './timers.ts';
import type {
  Actor,
  Decision,
  DomainError,
  MemberForgotten,
  Post,
  PostEvent,
  ReportCommand,
  ReportEvent,
  SupportCommand,
  SupportEvent,
  TakeOffWall,
  ThanksTakenOffWall,
  TimerEvent,
} from './types.ts';

type EventMeta = ReturnType<typeof eventMeta>;

export interface PostRules<P extends Post, C extends { type: string }, E> {
  /** The command a visitor gets its own sign-in text for (offer, request). */
  signInFor: C['type'];
  signInText: string;
  notFound: string;
  /** Builds a new post's first event from its input, already parsed at the boundary by the shared
   * schema: field rules live in schemas/, the decider decides who may do what, and when. */
  post: (command: Extract<C, { type: 'post' }>, meta: EventMeta) => Decision<E>;
  /** The kind's own commands, on a post that exists and the member may reach. */
  exchange: (
    state: P,
    command: Exclude<C, SupportCommand | TakeOffWall | ReportCommand | { type: 'post' }>,
    actor: Actor,
    ctx: DecideContext,
  ) => Decision<E>;
}

export function postDecider<P extends Post, C extends { type: string }, E>(rules: PostRules<P, C, E>) {
  return (
    state: P | null,
    command: C,
    actor: Actor | null,
    ctx: DecideContext,
  ): Decision<E | SupportEvent> => {
    if (!actor) {
      return refuse(
        'UNAUTHENTICATED',
        command.type === rules.signInFor ? rules.signInText : messages.common.signInRequired,
      );
    }
    if (command.type === 'post') {
      if (state) return refuse('CONFLICT', messages.post.alreadyExists);
      return rules.post(command as Extract<C, { type: 'post' }>, eventMeta(null, actor, ctx));
    }
    const reachable = reach(state, actor, rules.notFound);
    if (!reachable.ok) return reachable;
    if (isSupportCommand(command)) return decideSupport(reachable.state, command, actor, ctx);
    const removed = removedGuard(reachable.state, actor);
    if (removed) return removed;
    if (command.type === 'takeOffWall') {
      return decideTakeOffWall(reachable.state, actor, ctx) as Decision<E>;
    }
    if (command.type === 'report') {
      return decideReport(reachable.state, command as unknown as ReportCommand, actor, ctx) as Decision<E>;
    }
    // Nobody new joins a post three members reported until a volunteer decides.
    if (reachable.state.underReview && (command.type === 'offer' || command.type === 'request')) {
      return refuse('CONFLICT', messages.reports.underReview);
    }
    return rules.exchange(
      reachable.state,
      command as Exclude<C, SupportCommand | TakeOffWall | ReportCommand | { type: 'post' }>,
      actor,
      ctx,
    );
  };
}

/** A missing post is not found; a takedown hides the post from members entirely (volunteers still
 * reach it, for support actions). */
function reach<P extends Post>(
  state: P | null,
  actor: Actor,
  notFound: string,
): { ok: true; state: P } | { ok: false; error: DomainError } {
  if (!state) return refuse('NOT_FOUND', notFound);
  const removed = removedGuard(state, actor);
  if (removed && !actor.volunteer) return removed;
  return { ok: true, state };
}

/** Deleting is its own decision, not an event: an accepted delete ends the stream (the store erases
 * it and leaves a tombstone), so there is no event to append. The owner deletes only while posted or
 * closed (spec section 6; nobody is left waiting). */
export function decideDeletion(
  state: Post | null,
  actor: Actor | null,
  ctx: DecideContext,
  notFound: string,
): { ok: true; post: Post } | { ok: false; error: DomainError } {
  if (!actor) return refuse('UNAUTHENTICATED', messages.common.signInRequired);
  const reachable = reach(state, actor, notFound);
  if (!reachable.ok) return reachable;
  const post = reachable.state;
  const removed = removedGuard(post, actor);
  if (removed) return removed;
  if (actor.uid !== post.uid) return refuse('FORBIDDEN', messages.post.onlyOwnerDeletes);
  if (!nobodyDependsOn(post)) return refuse('CONFLICT', messages.post.exchangeInProgress);
  return staleVersion(post, ctx) ?? { ok: true, post };
}

/** Posted (nobody involved yet) and closed (all done): the only statuses in which a post can go (its
 * owner's delete, or account deletion) without leaving the other member waiting. */
export function nobodyDependsOn(post: Pick<Post, 'status'>): boolean {
  return post.status === 'posted' || post.status === 'closed';
}

/** The events both kinds evolve alike: Book Received, a leaving member, the wall, the timers and the
 * volunteers' corrections. Each kind's evolve handles its own steps and hands the rest here. */
export function evolveShared<P extends Post>(
  state: P,
  event:
    | Extract<PostEvent, { type: 'ReceiptConfirmed' }>
    | MemberForgotten
    | ThanksTakenOffWall
    | TimerEvent
    | SupportEvent
    | ReportEvent,
): P {
  switch (event.type) {
    case 'ReceiptConfirmed':
      return withStep(state, event, {
        status: 'closed',
        closed: true,
        thankYouNote: event.data.thankYouNote,
        thankYouPhotoURL: event.data.thankYouPhotoURL,
        ...(event.data.thankYouPhoto ? { thankYouPhoto: event.data.thankYouPhoto } : {}),
        ...(event.data.onWall === true ? { onWall: true } : {}),
      } as Partial<P>);
    case 'MemberForgotten':
      return evolveForgotten(state, event);
    case 'ThanksTakenOffWall':
      return evolveTakenOffWall(state, event);
    case 'ReminderSent':
    case 'AddressErased':
      return evolveTimer(state, event);
    case 'PostReported':
      return evolveReported(state, event);
    default:
      return evolveSupport(state, event);
  }
}
