// Volunteer corrections decided by the same rules as members' commands: reopen a stalled
// exchange, correct a shipping address, remove a post. Volunteers only, always with a reason.

import { accept, type DecideContext, eventMeta, refuse, staleVersion, withStep } from './decision.ts';
import { messages } from './messages.ts';
import type { Actor, Decision, Post, SupportCommand, SupportEvent, Treat, Wishlist } from './types.ts';

const m = messages.support;

export function isSupportCommand(command: { type: string }): command is SupportCommand {
  return command.type === 'reopen' || command.type === 'correctAddress' || command.type === 'remove';
}

/** Statuses from which an exchange can be put back to posted; an open post is reopened for the
 * members who withdrew or were declined, so they may take it again. */
export function canReopen(post: Post): boolean {
  if (post.status === 'posted' && (post.endedParties?.length ?? 0) > 0) return true;
  return post.kind === 'wishlist'
    ? post.status === 'offered' || post.status === 'confirmed'
    : post.status === 'requested';
}

/** Statuses in which a shipping address exists and the book has not arrived yet. */
export function canCorrectAddress(post: Post): boolean {
  return post.kind === 'wishlist'
    ? post.status === 'confirmed' || post.status === 'fulfilled'
    : post.status === 'requested' || post.status === 'shipped';
}

/** The owner, or the giver (wishlist) or requester (treat) of the exchange under way. */
export function isParty(post: Post, uid: string): boolean {
  if (post.uid === uid) return true;
  return post.kind === 'wishlist' ? post.offerUID === uid : post.requestUID === uid;
}

export function decideSupport(
  state: Post,
  command: SupportCommand,
  actor: Actor,
  ctx: DecideContext,
): Decision<SupportEvent> {
  if (!actor.volunteer) return refuse('FORBIDDEN', m.volunteersOnly);
  // Nobody corrects their own exchange: a volunteer who is its owner or other party asks a colleague.
  if (isParty(state, actor.uid)) return refuse('FORBIDDEN', m.ownExchange);
  if (state.removed) {
    return refuse(
      'CONFLICT',
      command.type === 'remove' ? m.alreadyRemoved : messages.post.removedByVolunteers,
    );
  }
  const meta = eventMeta(state, actor, ctx);
  switch (command.type) {
    case 'reopen':
      if (!canReopen(state)) return refuse('CONFLICT', m.cannotReopen);
      return (
        staleVersion(state, ctx) ??
        accept({ ...meta, type: 'PostReopened', data: { reason: command.reason } })
      );
    case 'correctAddress':
      if (!canCorrectAddress(state)) return refuse('CONFLICT', m.cannotCorrectAddress);
      return (
        staleVersion(state, ctx) ??
        accept({
          ...meta,
          type: 'AddressCorrected',
          data: { shippingAddress: command.shippingAddress, reason: command.reason },
        })
      );
    case 'remove':
      return (
        staleVersion(state, ctx) ?? accept({ ...meta, type: 'PostRemoved', data: { reason: command.reason } })
      );
  }
}

/** Reopening clears the other party, the address and the exchange's messages. */
export function evolveSupport<P extends Post>(state: P, event: SupportEvent): P {
  switch (event.type) {
    case 'PostReopened': {
      const { endedParties: _barred, ...open } = clearExchange(state);
      return withStep(open as P, event, { status: 'posted' } as Partial<P>);
    }
    case 'AddressCorrected':
      return withStep(state, event, { shippingAddress: event.data.shippingAddress } as Partial<P>);
    case 'PostRemoved':
      return withStep(state, event, { removed: true } as Partial<P>);
  }
}

/** Clears the other party, the address and the exchange's messages: the post is open again. */
export function clearExchange<P extends Post>(state: P): P {
  if (state.kind === 'wishlist') {
    const { offerUID, offerDisplayName, shippingAddress, fulfillmentMessage, parcel, ...rest } =
      state as Wishlist;
    return { ...rest, fulfilled: false } as Wishlist as P;
  }
  const { requestUID, requestDisplayName, shippingAddress, requestMessage, shippedMessage, parcel, ...rest } =
    state as Treat;
  return { ...rest, requested: false } as Treat as P;
}
