// Which exchange steps a reader may take now, without the steps' body schemas: the post detail answers
// this on every read, and the schemas (zod, about 90 KB minified) would be a third of its bundle. Each
// step is tried on the decider as the command exchange-steps.ts makes of an empty body; a test
// (step-actions.test.ts) holds these probes equal to those commands, and this actionsFor to
// exchange-steps.ts's on posts at every stage of both exchanges, for each kind of reader.

import type { PostAction } from './exchange-steps.ts';
import { decidePost } from './post.ts';
import { type ActionOf, actionsOf, type TreatAction, type WishlistAction } from './step-routes.ts';
import type { Actor, Post, PostKind, TreatCommand, WishlistCommand } from './types.ts';

/** Each step's command with no body yet (its fields are the schema's to check when it is sent). */
export const stepProbes = {
  wishlist: {
    offer: { type: 'offer' },
    confirm: { type: 'confirm', shippingAddress: undefined },
    fulfil: { type: 'fulfil', fulfillmentMessage: undefined, parcel: undefined },
    close: { type: 'close', thankYouNote: undefined, thankYouPhotoURL: '' },
    withdraw: { type: 'withdraw', reason: undefined },
    decline: { type: 'decline', reason: undefined },
    takeOffWall: { type: 'takeOffWall' },
    report: { type: 'report', reason: undefined, note: undefined },
  },
  treat: {
    request: { type: 'request', shippingAddress: undefined, requestMessage: undefined },
    ship: { type: 'ship', shippedMessage: undefined, parcel: undefined },
    close: { type: 'close', thankYouNote: undefined, thankYouPhotoURL: '' },
    withdraw: { type: 'withdraw', reason: undefined },
    decline: { type: 'decline', reason: undefined },
    takeOffWall: { type: 'takeOffWall' },
    report: { type: 'report', reason: undefined, note: undefined },
  },
} as const satisfies { wishlist: Record<WishlistAction, unknown>; treat: Record<TreatAction, unknown> };

/** Every step of the post's kind, tried on the decider as `actor` would take it at `now`. Tells, never
 * changes; a visitor is asked to sign in unless the post's state refuses the step to any member. */
export function actionsFor<K extends PostKind>(
  post: Post & { kind: K },
  actor: Actor | null,
  now: number,
): PostAction<ActionOf<K>>[] {
  return actionsOf(post.kind).map((action) => {
    const probe = (stepProbes[post.kind] as Record<string, unknown>)[action] as WishlistCommand &
      TreatCommand;
    const decide = (who: Actor | null) => decidePost(post.kind, post, probe, who, { postId: post.id, now });
    if (!actor) {
      const asMember = decide(ANY_MEMBER);
      if (!asMember.ok && asMember.error.code === 'CONFLICT') {
        return { action, allowed: false as const, reason: asMember.error.message };
      }
    }
    const decision = decide(actor);
    if (decision.ok) return { action, allowed: true as const };
    const refused = { action, allowed: false as const, reason: decision.error.message };
    return decision.error.code === 'UNAUTHENTICATED' ? { ...refused, signIn: true as const } : refused;
  });
}

/** A signed-in member who is no party of any post: what the post's state alone says to a member. */
const ANY_MEMBER: Actor = { uid: '', name: '' };
