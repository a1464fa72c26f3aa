// The command path every post route shares: load (one GetItem) -> decide -> append (one
// TransactWriteItems guarded by the version). A lost race is reloaded and decided once more, only to
// tell the member why (e.g. "Someone has already offered to gift this book."); it never appends twice.

import { messages } from '@bookwish/shared/domain/messages';
import { decidePost, evolvePost } from '@bookwish/shared/domain/post';
import { toView, viewerRole } from '@bookwish/shared/domain/timeline';
import type { Actor, Post, PostKind, TreatCommand, WishlistCommand } from '@bookwish/shared/domain/types';
import { append, deletePost, isTombstone, load } from '../store/event-store.ts';
import { ApiError } from './api-error.ts';

export type CommandOf<K extends PostKind> = K extends 'wishlist' ? WishlistCommand : TreatCommand;

/** The post as stored, or null when it never existed, was deleted, or is of the other kind. */
export async function loadPost(kind: PostKind, postId: string): Promise<Post | null> {
  const current = await load(postId);
  if (current === null || isTombstone(current) || current.kind !== kind) return null;
  return current;
}

function decide<K extends PostKind>(
  kind: K,
  state: Post | null,
  command: CommandOf<K>,
  actor: Actor,
  postId: string,
  expectedVersion: number | undefined,
) {
  return decidePost(kind, state, command, actor, {
    postId,
    now: Date.now(),
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
  });
}

/** Why a lost race lost: the decision on the fresh state, or the generic stale-version text. */
async function conflictReason<K extends PostKind>(
  kind: K,
  postId: string,
  command: CommandOf<K>,
  actor: Actor,
): Promise<ApiError> {
  const fresh = await loadPost(kind, postId);
  const again = decide(kind, fresh, command, actor, postId, undefined);
  if (!again.ok && again.error.code !== 'VALIDATION') return ApiError.from(again.error);
  return new ApiError('CONFLICT', messages.common.staleVersion);
}

/** Runs one command on an existing or new post and returns the new state. Throws ApiError. */
export async function runCommand<K extends PostKind>(
  kind: K,
  postId: string,
  command: CommandOf<K>,
  actor: Actor,
  options: { expectedVersion?: number; isNew?: boolean } = {},
): Promise<Post> {
  const state = options.isNew ? null : await loadPost(kind, postId);
  const decision = decide(kind, state, command, actor, postId, options.expectedVersion);
  if (!decision.ok) throw ApiError.from(decision.error);
  if ('delete' in decision) throw new Error('runCommand: use runDelete for deletions');
  const next = evolvePost(state, decision.event);
  const result = await append(postId, state?.version ?? 0, decision.event, next);
  if (!result.ok) throw await conflictReason(kind, postId, command, actor);
  return result.post;
}

/** Deletes a post if the decider allows it (owner; posted or closed). Returns the deleted state. */
export async function runDelete(
  kind: PostKind,
  postId: string,
  actor: Actor,
  expectedVersion?: number,
): Promise<Post> {
  const state = await loadPost(kind, postId);
  const decision = decide(kind, state, { type: 'delete' }, actor, postId, expectedVersion);
  if (!decision.ok) throw ApiError.from(decision.error);
  if (!state || !('delete' in decision)) throw new Error('runDelete: the decider did not delete');
  const result = await deletePost(postId, state.version);
  if (!result.ok) throw await conflictReason(kind, postId, { type: 'delete' }, actor);
  return state;
}

/** The post as `actor` may see it: role, timeline, and private fields only for the parties. */
export function viewFor(post: Post, actor: Actor | null) {
  return toView(post, viewerRole(post, actor));
}
