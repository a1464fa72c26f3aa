// Make a Wish / Give a Treat (spec 3): the fields in the spec's order, then the optional cover upload
// is checked (caller's key, <= 1 MB, PNG/JPEG bytes); the new post opens its event stream.

import { createTreatSchema, createWishlistSchema } from '@bookwish/shared/domain/schemas';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import type { Images, PostDeps } from './ports.ts';
import { type CommandOf, type PostView, requireActor, runCommand, viewFor } from './run-command.ts';
import { parse } from './validate.ts';

export interface CreateDeps extends PostDeps {
  images: Images;
  newId: () => string;
}

export async function createPost(
  deps: CreateDeps,
  kind: PostKind,
  input: { caller: Actor | null; body: unknown },
): Promise<PostView> {
  const actor = requireActor(kind, 'post', input.caller);
  const schema = kind === 'wishlist' ? createWishlistSchema : createTreatSchema;
  const { coverKey, ...fields } = parse(schema, input.body);
  const cover = coverKey
    ? await deps.images.attach({
        key: coverKey,
        purpose: kind === 'wishlist' ? 'cover' : 'treatCover',
        uid: actor.uid,
        field: 'coverKey',
      })
    : null;
  const coverFields = cover ? { coverURL: cover.url, coverImage: cover.image } : { coverURL: '' };
  // Parsed once, above, by the shared schema; the decider decides who may post, the store checks the event.
  const command = { type: 'post', input: { ...fields, ...coverFields } } as CommandOf<PostKind>;
  const post = await runCommand(deps, kind, deps.newId(), command, actor, { isNew: true });
  return viewFor(post, actor);
}
