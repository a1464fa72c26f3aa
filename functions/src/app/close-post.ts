// Book Received (spec 4, both kinds): the recipient closes the exchange with an optional thank-you
// note and photo. The photo key must be the caller's own upload, checked before anything is written.

import { closeSchema } from '@bookwish/shared/domain/schemas';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { Images, PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function closePost(deps: PostDeps & { images: Images }, kind: PostKind, input: TransitionInput) {
  return transition(deps, kind, 'close', input, closeSchema, async (body, actor) => {
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
