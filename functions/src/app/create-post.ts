// Make a Wish / Give a Treat (spec 3): the fields in the spec's order, then the optional cover upload
// is checked (caller's key, <= 1 MB, PNG/JPEG bytes); the new post opens its event stream.
// With an idempotency key (the form's, the same on every press of its button) the post id comes from
// the member and the key, so a create whose answer was lost (a stalled store, a 503, a dropped
// connection) and is sent again finds the post it made instead of making a second one.

import { IDEMPOTENCY_KEY_PATTERN } from '@bookwish/shared/domain/constants';
import { driveStatus } from '@bookwish/shared/domain/drives';
import { commonMessages, drivesMessages } from '@bookwish/shared/domain/messages';
import { parseCreateTreat, parseCreateWishlist } from '@bookwish/shared/domain/post-bodies';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { Clock, DriveReader, Images, PostDeps } from './ports.ts';
import {
  type CommandOf,
  loadPost,
  type PostView,
  requireActor,
  runCommand,
  viewFor,
} from './post-commands.ts';
import { parseBody } from './validate.ts';

/** Only an open drive takes wishes: an unknown, upcoming, ended or closed one is refused alike, as the
 * field's error (a clear 400; nothing is written). */
export async function requireOpenDrive(deps: { drives: DriveReader; clock: Clock }, driveId: string) {
  const drive = await deps.drives.get(driveId);
  if (!drive || driveStatus(drive, deps.clock.now()) !== 'open') {
    throw new AppError('VALIDATION', drivesMessages.notOpen, { driveId: drivesMessages.notOpen });
  }
}

export interface CreateDeps extends PostDeps {
  images: Images;
  /** A wish posted for a book drive: the drive must be open (drives.ts). */
  drives: DriveReader;
  newId: () => string;
  /** The same id for the same member, kind and key; a different one for anyone else. */
  idForKey: (uid: string, kind: PostKind, key: string) => string;
}

export async function createPost(
  deps: CreateDeps,
  kind: PostKind,
  input: { caller: Actor | null; body: unknown; idempotencyKey?: string | undefined },
): Promise<PostView> {
  const actor = requireActor(kind, 'post', input.caller);
  const { coverKey, ...fields } =
    kind === 'wishlist'
      ? parseBody(parseCreateWishlist, input.body)
      : parseBody(parseCreateTreat, input.body);
  const key = input.idempotencyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', commonMessages.badRequest);
  }
  if ('driveId' in fields && fields.driveId !== undefined) {
    await requireOpenDrive(deps, fields.driveId);
  }
  const id = key === undefined ? deps.newId() : deps.idForKey(actor.uid, kind, key);
  // The post this key already made (an earlier attempt landed): answered as if made now.
  const made = async () => {
    if (key === undefined) return null;
    const post = await loadPost(deps.store, kind, id);
    return post && post.uid === actor.uid ? viewFor(post, actor, deps.clock.now()) : null;
  };
  // With a cover, before the upload is attached a second time; without, the append's condition finds
  // it (so a create costs no extra read).
  const before = coverKey ? await made() : null;
  if (before) return before;
  const cover = coverKey
    ? await deps.images.attach({
        key: coverKey,
        purpose: kind === 'wishlist' ? 'cover' : 'treatCover',
        uid: actor.uid,
        field: 'coverKey',
      })
    : null;
  const coverFields = cover ? { coverURL: cover.url, coverImage: cover.image } : { coverURL: '' };
  // Parsed once, above (post-bodies.ts); the decider decides who may post, the store checks the event.
  // A wish for no drive carries no driveId at all (an event's absent field, not an undefined one).
  const { driveId, ...posted } = fields as typeof fields & { driveId?: string };
  const command = {
    type: 'post',
    input: { ...posted, ...(driveId ? { driveId } : {}), ...coverFields },
  } as CommandOf<PostKind>;
  try {
    const post = await runCommand(deps, kind, id, command, actor, { isNew: true });
    return viewFor(post, actor, deps.clock.now());
  } catch (error) {
    // The append lost to an earlier attempt with the same key (its answer was lost, or the SDK retried
    // an attempt that had landed after all): that attempt's post is the answer.
    const after = error instanceof AppError ? await made() : null;
    if (after) return after;
    throw error;
  }
}
