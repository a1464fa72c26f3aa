// The part of deciding both kinds share (spec section 6): a visitor is asked to sign in, `post` opens
// the stream, a missing or removed post is refused, volunteer corrections go to the support decider,
// and the owner deletes only while posted or closed.
// Each kind brings its own texts, its posted event and the decider for its exchange commands.
// (Not in decision.ts: support.ts builds on decision.ts, and this dispatches to support.ts.)

import { accept, type DecideContext, eventMeta, refuse, removedGuard, staleVersion } from './decision.ts';
import { messages } from './messages.ts';
import { closeCommandSchema, validate } from './schemas.ts';
import { decideSupport, isSupportCommand } from './support.ts';
import type { Actor, Decision, Post, PostEvent, ReceiptData, SupportCommand, SupportEvent } from './types.ts';

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
    command: Exclude<C, SupportCommand | { type: 'post' } | { type: 'delete' }>,
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
    if (command.type === 'delete') {
      if (actor.uid !== state.uid) return refuse('FORBIDDEN', messages.post.onlyOwnerDeletes);
      if (state.status !== 'posted' && state.status !== 'closed') {
        return refuse('CONFLICT', messages.post.exchangeInProgress);
      }
      return staleVersion(state, ctx) ?? { ok: true, delete: true };
    }
    return rules.exchange(
      state,
      command as Exclude<C, SupportCommand | { type: 'post' } | { type: 'delete' }>,
      actor,
      ctx,
    );
  };
}

/** Book Received, once the kind's own guards passed: the optional note and photo, checked. */
export function decideReceipt(
  state: Post,
  command: ReceiptData,
  meta: EventMeta,
  ctx: DecideContext,
): Decision<Extract<PostEvent, { type: 'ReceiptConfirmed' }>> {
  const body = validate(closeCommandSchema, {
    thankYouNote: command.thankYouNote,
    thankYouPhotoURL: command.thankYouPhotoURL,
    ...(command.thankYouPhoto ? { thankYouPhoto: command.thankYouPhoto } : {}),
  });
  if (!body.ok) return body;
  return staleVersion(state, ctx) ?? accept({ ...meta, type: 'ReceiptConfirmed', data: body.data });
}
