// Volunteer corrections decided by the same rules as members' commands: reopen a stalled
// exchange, correct a shipping address, remove a post, and a suspended member's public footprint
// (their closed post, their thank-you) hidden and restored. Volunteers only, always with a reason.

import { ENDED_PARTIES_KEPT } from './constants.ts';
import { accept, type DecideContext, eventMeta, refuse, staleVersion, withStep } from './decision.ts';
import { postMessages, reportsMessages, supportMessages } from './messages.ts';
import { openReportCount, withoutOpenReports } from './reports.ts';
import type { Actor, Decision, Post, SupportCommand, SupportEvent, Treat, Wishlist } from './types.ts';

const m = supportMessages;

const SUPPORT_COMMANDS = new Set([
  'reopen',
  'correctAddress',
  'remove',
  'dismissReports',
  'endForSuspension',
  'hideFootprint',
  'restoreFootprint',
]);

export function isSupportCommand(command: { type: string }): command is SupportCommand {
  return SUPPORT_COMMANDS.has(command.type);
}

/** The member on the other side of the exchange under way from `uid` (owner <-> giver/requester). */
function otherPartyOf(post: Post, uid: string): string | undefined {
  const party = post.kind === 'wishlist' ? post.offerUID : post.requestUID;
  if (uid === post.uid) return party;
  return party === uid ? post.uid : undefined;
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
      command.type === 'remove' ? m.alreadyRemoved : postMessages.removedByVolunteers,
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
    case 'dismissReports':
      if (openReportCount(state) === 0) return refuse('CONFLICT', reportsMessages.noOpenReports);
      return (
        staleVersion(state, ctx) ??
        accept({ ...meta, type: 'ReportsDismissed', data: { reason: command.reason } })
      );
    case 'endForSuspension': {
      // Their own post goes (unless its exchange is over); as giver or requester their exchange ends.
      const owns = command.memberUid === state.uid;
      const joinedNow = !owns && otherPartyOf(state, command.memberUid) !== undefined;
      if (state.status === 'closed' || (!owns && !joinedNow)) {
        return refuse('CONFLICT', reportsMessages.nothingToEnd);
      }
      const otherUid = otherPartyOf(state, command.memberUid);
      return accept({
        ...meta,
        type: 'MemberSuspended',
        data: { memberUid: command.memberUid, reason: command.reason, ...(otherUid ? { otherUid } : {}) },
      });
    }
    case 'hideFootprint': {
      // A finished exchange stays public until then: their post, or the thank-you they wrote on another's.
      // The recipient wrote the thank-you (thanks-wall.ts's recipientUid; not imported: that module
      // reaches the deciders through timeline.ts, a cycle at load).
      const recipient = state.kind === 'wishlist' ? state.uid : state.requestUID;
      const theirs = command.memberUid === state.uid || recipient === command.memberUid;
      if (state.status !== 'closed' || !theirs || state.footprintHidden) {
        return refuse('CONFLICT', reportsMessages.nothingToHide);
      }
      return accept({
        ...meta,
        type: 'FootprintHidden',
        data: { memberUid: command.memberUid, reason: command.reason },
      });
    }
    case 'restoreFootprint':
      if (!state.footprintHidden) return refuse('CONFLICT', m.nothingToRestore);
      return (
        staleVersion(state, ctx) ??
        accept({ ...meta, type: 'FootprintRestored', data: { reason: command.reason } })
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
    case 'ReportsDismissed':
      return withStep(withoutOpenReports(state), event, {} as Partial<P>);
    case 'MemberSuspended': {
      const memberUid = event.data.memberUid;
      // The suspended member's own post is taken down (out of every list, the exchange with it).
      if (memberUid === state.uid) return withStep(state, event, { removed: true } as Partial<P>);
      // Their exchange on someone else's post ends: open again, and they may not take it again.
      const next = withStep(clearExchange(state), event, { status: 'posted' } as Partial<P>);
      const others = (state.endedParties ?? []).filter((uid) => uid !== memberUid);
      next.endedParties = [...others, memberUid].slice(-ENDED_PARTIES_KEPT);
      return next;
    }
    case 'FootprintHidden': {
      const footprintHidden = event.data.memberUid === state.uid ? 'post' : 'thanks';
      return withStep(state, event, { footprintHidden } as Partial<P>);
    }
    case 'FootprintRestored': {
      const { footprintHidden: _hidden, ...shown } = state;
      return withStep(shown as P, event, {} as Partial<P>);
    }
  }
}

/** Clears the other party, the address and the exchange's messages: the post is open again. */
export function clearExchange<P extends Post>(state: P): P {
  if (state.kind === 'wishlist') {
    const { offerUID, offerDisplayName, shippingAddress, fulfillmentMessage, parcel, ...rest } =
      state as Wishlist;
    return { ...rest, fulfilled: false } as Wishlist as P;
  }
  const {
    requestUID,
    requestDisplayName,
    shippingAddress,
    requestMessage,
    shippedMessage,
    parcel,
    meeting,
    ...rest
  } = state as Treat;
  return { ...rest, requested: false } as Treat as P;
}
