// Book Received (spec 4, both kinds): the recipient closes the exchange with an optional thank-you
// note and photo. The photo key must be the caller's own upload, checked before anything is written;
// and the decider is asked first, so a caller who may not close the post makes no photo be processed
// or stored (the real command, with the photo, is decided again when it is appended).

import { closeSchema } from '@bookwish/shared/domain/schemas';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { Images, PostDeps } from './ports.ts';
import { decideBeforeWork, type TransitionInput, transition } from './run-command.ts';

export function closePost(deps: PostDeps & { images: Images }, kind: PostKind, input: TransitionInput) {
  return transition(deps, kind, 'close', input, closeSchema, async (body, actor) => {
    if (body.thankYouPhotoKey) {
      const withoutPhoto = { type: 'close' as const, thankYouNote: body.thankYouNote, thankYouPhotoURL: '' };
      await decideBeforeWork(deps, kind, input.postId, withoutPhoto, actor, body.expectedVersion);
    }
    const photo = body.thankYouPhotoKey
      ? await deps.images.attach({
          key: body.thankYouPhotoKey,
          purpose: 'thankYou',
          uid: actor.uid,
          field: 'thankYouPhotoKey',
        })
      : null;
    return {
      type: 'close',
      thankYouNote: body.thankYouNote,
      thankYouPhotoURL: photo?.url ?? '',
      ...(photo ? { thankYouPhoto: photo.image } : {}),
    };
  });
}
