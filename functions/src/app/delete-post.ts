// Delete (DESIGN.md): the owner removes a post while it is posted or closed (never mid-exchange);
// its events go, a tombstone without personal data stays, and its images are deleted.

import { versionOnly } from '@bookwish/shared/domain/step-bodies';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import { imageKeysOf } from './image-keys-of.ts';
import type { ImageStore, PostDeps } from './ports.ts';
import { requireActor, runDelete } from './post-commands.ts';
import { parseBody } from './validate.ts';

export async function deletePost(
  deps: PostDeps & { images: ImageStore },
  kind: PostKind,
  input: { postId: string; caller: Actor | null; body: unknown },
): Promise<void> {
  const actor = requireActor(kind, 'delete', input.caller);
  const { expectedVersion } = parseBody(versionOnly, input.body);
  const deleted = await runDelete(deps, kind, input.postId, actor, expectedVersion);
  await deps.images.delete(imageKeysOf(deleted));
}
