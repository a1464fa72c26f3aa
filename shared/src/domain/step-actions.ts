// Which exchange steps a reader may take now: every step of the post's kind, tried on the decider as
// the command its body parser (step-bodies.ts, no schema library) makes of an empty body. The post
// detail answers this on every read, the web renders its buttons and "why not" lines from it.

import { decidePost } from './post.ts';
import { type ActionOf, actionsOf, type ExchangeAction } from './step-routes.ts';
import { stepBodyOf } from './steps/index.ts';
import type { Actor, Post, PostKind, TreatCommand, WishlistCommand } from './types.ts';

/** One step as a reader of the post may see it now: allowed, or refused with the decider's text.
 * `signIn` marks a refusal that only asks a visitor to sign in (the step's panel still opens). */
export type PostAction<A extends string = ExchangeAction> =
  | { action: A; allowed: true }
  | { action: A; allowed: false; reason: string; signIn?: true };

/** Every step of the post's kind, tried on the decider as `actor` would take it at `now` (no body yet:
 * field rules are the parser's, checked when the step is sent). Tells, never changes; the decider gets
 * the same clock as when the step is sent, so a refusal may depend on the time. A visitor is asked to
 * sign in unless the post's state refuses the step to any member. */
export function actionsFor<K extends PostKind>(
  post: Post & { kind: K },
  actor: Actor | null,
  now: number,
): PostAction<ActionOf<K>>[] {
  return actionsOf(post.kind).map((action) => {
    const probe = stepBodyOf(post.kind, action).command({} as never, null) as WishlistCommand & TreatCommand;
    const decide = (who: Actor | null) => decidePost(post.kind, post, probe, who, { postId: post.id, now });
    if (!actor) {
      // A visitor is asked to sign in, unless the post's state refuses the step to any member now (a
      // wish already offered on, a closed treat): then they read that, as a member would.
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
