// One entry point for either kind of post: decide, evolve, replay a stream of events into its state.

import { type DecideContext, refuse } from './decision.ts';
import { notFoundMessages, postMessages } from './messages.ts';
import { decideDeletion } from './post-decider.ts';
import { decideTreat, evolveTreat } from './treat.ts';
import type {
  Actor,
  Decision,
  DomainError,
  Post,
  PostEvent,
  PostKind,
  Treat,
  TreatCommand,
  TreatEvent,
  Wishlist,
  WishlistCommand,
  WishlistEvent,
} from './types.ts';
import { decideWishlist, evolveWishlist } from './wishlist.ts';

export type { DecideContext } from './decision.ts';

const wishlistOnly = new Set<PostEvent['type']>(['WishPosted', 'OfferMade', 'AddressShared', 'GiftSent']);
const treatOnly = new Set<PostEvent['type']>(['TreatPosted', 'TreatRequested', 'TreatShipped']);

/** The kind an event belongs to, or null for events both kinds share (ReceiptConfirmed, support). */
export function kindOfEvent(event: PostEvent): PostKind | null {
  if (wishlistOnly.has(event.type)) return 'wishlist';
  if (treatOnly.has(event.type)) return 'treat';
  return null;
}

export function decidePost(
  kind: 'wishlist',
  state: Wishlist | null,
  command: WishlistCommand,
  actor: Actor | null,
  ctx: DecideContext,
): Decision<WishlistEvent>;
export function decidePost(
  kind: 'treat',
  state: Treat | null,
  command: TreatCommand,
  actor: Actor | null,
  ctx: DecideContext,
): Decision<TreatEvent>;
export function decidePost(
  kind: PostKind,
  state: Post | null,
  command: WishlistCommand | TreatCommand,
  actor: Actor | null,
  ctx: DecideContext,
): Decision<PostEvent>;
export function decidePost(
  kind: PostKind,
  state: Post | null,
  command: WishlistCommand | TreatCommand,
  actor: Actor | null,
  ctx: DecideContext,
): Decision<PostEvent> {
  // A wishlist id under /api/treats (or the reverse) is simply not found; creating over it conflicts.
  if (state && state.kind !== kind) {
    if (actor && command.type === 'post') return refuse('CONFLICT', postMessages.alreadyExists);
    return kind === 'wishlist'
      ? decideWishlist(null, command as WishlistCommand, actor, ctx)
      : decideTreat(null, command as TreatCommand, actor, ctx);
  }
  return kind === 'wishlist'
    ? decideWishlist(state as Wishlist | null, command as WishlistCommand, actor, ctx)
    : decideTreat(state as Treat | null, command as TreatCommand, actor, ctx);
}

/** May `actor` delete this post? The owner, while it is posted or closed; a post of the other kind is
 * simply not found. */
export function decidePostDeletion(
  kind: PostKind,
  state: Post | null,
  actor: Actor | null,
  ctx: DecideContext,
): { ok: true; post: Post } | { ok: false; error: DomainError } {
  const notFound = notFoundMessages[kind];
  return decideDeletion(state && state.kind === kind ? state : null, actor, ctx, notFound);
}

/** The state after one more event. A stream's first event decides its kind. */
export function evolvePost(state: Post | null, event: PostEvent): Post {
  const kind = state?.kind ?? kindOfEvent(event);
  if (kind === 'wishlist') return evolveWishlist(state as Wishlist | null, event as WishlistEvent);
  if (kind === 'treat') return evolveTreat(state as Treat | null, event as TreatEvent);
  throw new Error(`A post cannot start with ${event.type}`);
}

/** Fold a whole stream (ordered by seq, starting at 1) into the post's state. */
export function replay(events: readonly PostEvent[]): Post {
  const states = replayStates(events);
  const last = states.at(-1);
  if (!last) throw new Error('Cannot replay an empty stream');
  return last.state;
}

/** Every state along the stream: what volunteers step through. Throws on a gap in seq. */
export function replayStates(events: readonly PostEvent[]): { event: PostEvent; state: Post }[] {
  const out: { event: PostEvent; state: Post }[] = [];
  let state: Post | null = null;
  for (const [i, event] of events.entries()) {
    if (event.seq !== i + 1) throw new Error(`Event ${event.seq} found where ${i + 1} was expected`);
    state = evolvePost(state, event);
    out.push({ event, state });
  }
  return out;
}

/** Which fields an event changed (history and version left out): the replay's "what changed". */
export function changedFields(
  before: Post | null,
  after: Post,
): { field: string; before: unknown; after: unknown }[] {
  const skip = new Set(['history', 'version']);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const out: { field: string; before: unknown; after: unknown }[] = [];
  for (const key of keys) {
    if (skip.has(key)) continue;
    const a = (before as Record<string, unknown> | null)?.[key];
    const b = (after as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ field: key, before: a, after: b });
  }
  return out;
}
