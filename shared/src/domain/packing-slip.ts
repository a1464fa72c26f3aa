// The treater's packing slip: at Requested, the treater prints the recipient's name and address, the
// book, a note of thanks and a link (QR) to the post. Nobody else gets the slip's data: not the
// requester (it is the sender's label), not another member, not a volunteer (volunteers answer support
// from the post's replay, which already shows them the address; a printable copy for them would be one
// more copy of an address with no purpose). Pure: the use case reads the post and asks here.

import { type DecideContext, refuse } from './decision.ts';
import { commonMessages, notFoundMessages, parcelMessages } from './messages.ts';
import type { Actor, DomainError, Treat } from './types.ts';

export interface PackingSlip {
  postId: string;
  title: string;
  author: string;
  recipientName: string;
  shippingAddress: string;
  /** The post's path (the QR code points at it on the site's origin). */
  postPath: string;
}

export function decidePackingSlip(
  treat: Treat | null,
  actor: Actor | null,
  ctx: Pick<DecideContext, 'postId'>,
): { ok: true; slip: PackingSlip } | { ok: false; error: DomainError } {
  if (!actor) return refuse('UNAUTHENTICATED', commonMessages.signInRequired);
  if (!treat || treat.removed) return refuse('NOT_FOUND', notFoundMessages.treat);
  if (treat.uid !== actor.uid) return refuse('FORBIDDEN', parcelMessages.onlyTreaterPrints);
  if (treat.status !== 'requested' || !treat.shippingAddress) {
    return refuse('CONFLICT', parcelMessages.slipNotNow);
  }
  return {
    ok: true,
    slip: {
      postId: ctx.postId,
      title: treat.title,
      author: treat.author,
      recipientName: treat.requestDisplayName ?? '',
      shippingAddress: treat.shippingAddress,
      postPath: `/treat/${ctx.postId}`,
    },
  };
}
