// The command path every post use case shares (the one transition use case, create, support, delete): load (one read) -> decide -> append (one write guarded
// by the version). A lost race is reloaded and decided once more, only to tell the member why (e.g.
// "Someone has already offered to gift this book."); it never appends twice.

import { commonMessages } from '@bookwish/shared/domain/messages';
import { decidePost, decidePostDeletion, evolvePost } from '@bookwish/shared/domain/post';
import { actionsFor } from '@bookwish/shared/domain/step-actions';
import { toView, viewerRole } from '@bookwish/shared/domain/timeline';
import type { Actor, Post, PostKind, TreatCommand, WishlistCommand } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type EventStore, isTombstone, type PostDeps } from './ports.ts';

export type CommandOf<K extends PostKind> = K extends 'wishlist' ? WishlistCommand : TreatCommand;

/** The post as stored, or null when it never existed, was deleted, or is of the other kind. */
export async function loadPost(store: EventStore, kind: PostKind, postId: string): Promise<Post | null> {
  const current = await store.load(postId);
  if (current === null || isTombstone(current) || current.kind !== kind) return null;
  return current;
}

function decide<K extends PostKind>(
  kind: K,
  state: Post | null,
  command: CommandOf<K>,
  actor: Actor | null,
  ctx: { postId: string; now: number; expectedVersion?: number | undefined },
) {
  return decidePost(kind, state, command, actor, {
    postId: ctx.postId,
    now: ctx.now,
    ...(ctx.expectedVersion === undefined ? {} : { expectedVersion: ctx.expectedVersion }),
  });
}

/** A visitor is refused before anything is read or parsed, with the decider's own text for the
 * command (e.g. "Please sign in before offering to buy a book."). */
export function requireActor<K extends PostKind>(
  kind: K,
  type: CommandOf<K>['type'] | 'delete',
  actor: Actor | null,
): Actor {
  if (actor) return actor;
  const ctx = { postId: '', now: 0 };
  const refusal =
    type === 'delete'
      ? decidePostDeletion(kind, null, null, ctx)
      : decide(kind, null, { type } as CommandOf<K>, null, ctx);
  throw AppError.from(
    refusal.ok ? { code: 'UNAUTHENTICATED', message: commonMessages.signInRequired } : refusal.error,
  );
}

/** Why a lost race lost: the decision on the fresh state, or the generic stale-version text. */
async function conflictReason<K extends PostKind>(
  deps: PostDeps,
  kind: K,
  postId: string,
  command: CommandOf<K>,
  actor: Actor,
): Promise<AppError> {
  const fresh = await loadPost(deps.store, kind, postId);
  const again = decide(kind, fresh, command, actor, { postId, now: deps.clock.now() });
  if (!again.ok && again.error.code !== 'VALIDATION') return AppError.from(again.error);
  return new AppError('CONFLICT', commonMessages.staleVersion);
}

export interface CommandOptions {
  expectedVersion?: number | undefined;
  /** A new post: nothing to load. */
  isNew?: boolean;
}

/** Runs one command on an existing or new post and returns the new state. Throws AppError. */
export async function runCommand<K extends PostKind>(
  deps: PostDeps,
  kind: K,
  postId: string,
  command: CommandOf<K>,
  actor: Actor,
  options: CommandOptions = {},
): Promise<Post> {
  const state = options.isNew ? null : await loadPost(deps.store, kind, postId);
  const ctx = { postId, now: deps.clock.now(), expectedVersion: options.expectedVersion };
  const decision = decide(kind, state, command, actor, ctx);
  if (!decision.ok) throw AppError.from(decision.error);
  const next = evolvePost(state, decision.event);
  const result = await deps.store.append(postId, state?.version ?? 0, decision.event, next);
  if (!result.ok) throw await conflictReason(deps, kind, postId, command, actor);
  return result.post;
}

/** Decides `command` on the stored post without appending: throws the refusal. For steps that do
 * costly work (processing a photo) before their real command exists: decide first. */
export async function decideBeforeWork<K extends PostKind>(
  deps: PostDeps,
  kind: K,
  postId: string,
  command: CommandOf<K>,
  actor: Actor,
  expectedVersion?: number,
): Promise<void> {
  const state = await loadPost(deps.store, kind, postId);
  const decision = decide(kind, state, command, actor, { postId, now: deps.clock.now(), expectedVersion });
  if (!decision.ok) throw AppError.from(decision.error);
}

/** Deletes a post if the decider allows it (owner; posted or closed). Returns the deleted state. */
export async function runDelete(
  deps: PostDeps,
  kind: PostKind,
  postId: string,
  actor: Actor,
  expectedVersion?: number,
): Promise<Post> {
  const ctx = {
    postId,
    now: deps.clock.now(),
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
  };
  const state = await loadPost(deps.store, kind, postId);
  const decision = decidePostDeletion(kind, state, actor, ctx);
  if (!decision.ok) throw AppError.from(decision.error);
  const result = await deps.store.deletePost(postId, decision.post.version, deps.clock.now());
  if (!result.ok) {
    const fresh = await loadPost(deps.store, kind, postId);
    const again = decidePostDeletion(kind, fresh, actor, { postId, now: deps.clock.now() });
    throw again.ok ? new AppError('CONFLICT', commonMessages.staleVersion) : AppError.from(again.error);
  }
  return decision.post;
}

/** The post as `actor` may see it: role, timeline, private fields only for the parties, and the
 * exchange steps `actor` may take now (each with the decider's refusal when not), so a screen renders
 * the steps instead of re-deciding them. `now` is the use case's clock where it has one (a read is
 * answered at the wall clock). */
export function viewFor(post: Post, actor: Actor | null, now: number = Date.now()) {
  return { ...toView(post, viewerRole(post, actor), actor?.uid), actions: actionsFor(post, actor, now) };
}

export type PostView = ReturnType<typeof viewFor>;
