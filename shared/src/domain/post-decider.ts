// The part of deciding both kinds share (spec section 6): a visitor is asked to sign in, `post` opens
// the stream, a missing or removed post is refused, volunteer corrections go to the support decider.
// Each kind brings its own texts, its posted event and the decider for its exchange commands.
// (Not in decision.ts: support.ts builds on decision.ts, and this dispatches to support.ts.)

import { type DecideContext, eventMeta, refuse, removedGuard } from './decision.ts';
import { messages } from './messages.ts';
import { decideSupport, isSupportCommand } from './support.ts';
import type { Actor, Decision, Post, SupportCommand, SupportEvent } from './types.ts';

type EventMeta = ReturnType<typeof eventMeta>;

export interface PostRules<P extends Post, C extends { type: string; input?: unknown }, E> {
  /** The command a visitor gets its own sign-in text for (offer, request). */
  signInFor: C['type'];
  signInText: string;
  notFound: string;
  /** Validates a new post's input and builds its first event. */
  post: (input: unknown, meta: EventMeta) => Decision<E>;
  /** The kind's own commands, on a post that exists and the member may reach. */
  exchange: (
    state: P,
    command: Exclude<C, SupportCommand | { type: 'post' }>,
    actor: Actor,
    ctx: DecideContext,
  ) => Decision<E>;
}

export function postDecider<P extends Post, C extends { type: string; input?: unknown }, E>(
  rules: PostRules<P, C, E>,
) {
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
      return rules.post(command.input, eventMeta(null, actor, ctx));
    }
    if (!state) return refuse('NOT_FOUND', rules.notFound);
    // A takedown hides the post from members entirely; volunteers still reach it.
    const removed = removedGuard(state, actor);
    if (removed && !actor.volunteer) return removed;
    if (isSupportCommand(command)) return decideSupport(state, command, actor, ctx);
    if (removed) return removed;
    return rules.exchange(state, command as Exclude<C, SupportCommand | { type: 'post' }>, actor, ctx);
  };
}
