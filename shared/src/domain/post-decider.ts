// The part of deciding both kinds share (spec section 6): a visitor is asked to sign in, `post` opens
// the stream, a missing or removed post is refused, volunteer corrections go to the support decider,
// and the owner deletes only while posted or closed.
// Each kind brings its own texts, its posted event and the decider for its exchange commands.
// (Not in decision.ts: support.ts builds on decision.ts, and this dispatches to support.ts.)

import {
  type DecideContext,
  eventMeta,
  historyStep,
  refuse,
  removedGuard,
  staleVersion,
} from './decision.ts';
import { evolveForgotten } from './erasure.ts';
import { commonMessages, postMessages, reportsMessages } from './messages.ts';
import { decideReport, evolveReported } from './reports.ts';
import type { ExchangeRoles } from './steps/roles.ts';
import type { Decides, ExchangeCommand, StepDecide } from './steps/step.ts';
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
  SupportEvent,
  ThanksTakenOffWall,
  TimerEvent,
} from './types.ts';

type EventMeta = ReturnType<typeof eventMeta>;

/** One kind's decider from its roles (texts, the joining step), its steps (steps/index.ts: each of its
 * own commands is decided by its step) and its posted event, built from the new post's input already
 * parsed at the boundary by the shared schema (field rules live in schemas/; the decider decides who
 * may do what, and when). */
export function postDecider<P extends Post, C extends { type: string }, E extends PostEvent>(
  roles: ExchangeRoles<P>,
  kindSteps: Decides<P, C, E>,
  post: (command: Extract<C, { type: 'post' }>, meta: EventMeta) => Decision<E>,
) {
  const x = roles.texts;
  // Indexed by the command's type: Decides holds a step for each, so the lookup always finds one.
  const steps = kindSteps as unknown as Record<string, StepDecide<P, ExchangeCommand<C>, E>>;
  return (
    state: P | null,
    command: C,
    actor: Actor | null,
    ctx: DecideContext,
  ): Decision<E | SupportEvent> => {
    if (!actor) {
      return refuse(
        'UNAUTHENTICATED',
        command.type === roles.join ? x.signInToJoin : commonMessages.signInRequired,
      );
    }
    if (command.type === 'post') {
      if (state) return refuse('CONFLICT', postMessages.alreadyExists);
      return post(command as Extract<C, { type: 'post' }>, eventMeta(null, actor, ctx));
    }
    const reachable = reach(state, actor, x.notFound);
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
    // Nobody new joins a post under review (reports.ts) until a volunteer decides.
    if (reachable.state.underReview && (command.type === 'offer' || command.type === 'request')) {
      return refuse('CONFLICT', reportsMessages.underReview);
    }
    const own = command as ExchangeCommand<C>;
    return (steps[own.type] as (typeof steps)[string])(reachable.state, own, actor, ctx);
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
  if (!actor) return refuse('UNAUTHENTICATED', commonMessages.signInRequired);
  const reachable = reach(state, actor, notFound);
  if (!reachable.ok) return reachable;
  const post = reachable.state;
  const removed = removedGuard(post, actor);
  if (removed) return removed;
  if (actor.uid !== post.uid) return refuse('FORBIDDEN', postMessages.onlyOwnerDeletes);
  if (!nobodyDependsOn(post)) return refuse('CONFLICT', postMessages.exchangeInProgress);
  return staleVersion(post, ctx) ?? { ok: true, post };
}

/** Posted (nobody involved yet) and closed (all done): the only statuses in which a post can go (its
 * owner's delete, or account deletion) without leaving the other member waiting. */
export function nobodyDependsOn(post: Pick<Post, 'status'>): boolean {
  return post.status === 'posted' || post.status === 'closed';
}

/** The events both kinds evolve alike: a leaving member, the wall, the timers and the volunteers'
 * corrections (Book Received is a step: steps/close.ts). */
export type SharedEvent = MemberForgotten | ThanksTakenOffWall | TimerEvent | SupportEvent | ReportEvent;

/** A kind's own events past its posted one, each with its evolve: a mapped type, so an event the kind
 * appends without saying how it changes the state fails tsc. */
export type OwnEvolvers<P extends Post, E extends PostEvent> = {
  [T in Exclude<E, SharedEvent>['type']]: (state: P, event: Extract<E, { type: T }>) => P;
};

/** One kind's evolve, the shape both kinds share: the posted event opens the state (never twice, and
 * nothing comes before it), the kind's own events go to their evolve, the rest to evolveShared. */
export function postEvolver<P extends Post, E extends PostEvent, T extends E['type']>(
  posted: T,
  open: (event: Extract<E, { type: T }>) => P,
  own: Omit<OwnEvolvers<P, E>, T>,
) {
  const evolvers = own as unknown as Record<string, ((state: P, event: E) => P) | undefined>;
  return (state: P | null, event: E): P => {
    if (event.type === posted) {
      if (state) throw new Error(`${posted} on existing post ${event.postId}`);
      return open(event as Extract<E, { type: T }>);
    }
    if (!state) throw new Error(`${event.type} before ${posted} on ${event.postId}`);
    const evolve = evolvers[event.type];
    return evolve ? evolve(state, event) : evolveShared(state, event as SharedEvent);
  };
}

/** A new post's state from its posted event: the fields both kinds have, before any exchange (the
 * kind adds its kind, the posted fields and its own flags). */
export function openedPost(event: Extract<PostEvent, { type: 'WishPosted' | 'TreatPosted' }>) {
  return {
    id: event.postId,
    uid: event.actorUid,
    userDisplayName: event.actorName,
    status: 'posted' as const,
    closed: false,
    createdAt: Math.floor(event.at / 1000),
    version: event.seq,
    history: [historyStep(event)],
  };
}

export function evolveShared<P extends Post>(state: P, event: SharedEvent): P {
  switch (event.type) {
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
