// POST /api/wishlists, /api/treats: the cover (if any) is uploaded first through /api/uploads, then
// the post is created with its key; the new post's id drives the redirect to its page.
// Every attempt of one form sends the same Idempotency-Key, so pressing the button again after an
// error whose outcome is unknown (a 503, a dropped connection) finds the post already made instead of
// making a second one; a new key after each success.
import type { UploadPurpose } from '@bookwish/shared/domain/constants';
import type { PostKind } from '@bookwish/shared/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api, newIdempotencyKey } from '../../../lib/api.ts';
import { uploadImage } from '../../../lib/images.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { kindPath, type PostOf } from './post-types.ts';

export function useCreatePost<K extends PostKind>(kind: K, purpose: UploadPurpose) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const mutation = useMutation({
    mutationFn: async ({
      cover,
      body,
    }: {
      cover: File | null | undefined;
      body: Record<string, unknown>;
    }) => {
      let coverKey: string | undefined;
      if (cover) {
        coverKey = await uploadImage(cover, purpose, setProgress);
      }
      return api<PostOf<K>>(kindPath(kind), {
        method: 'POST',
        body: coverKey ? { ...body, coverKey } : body,
        idempotencyKey: idempotencyKey.current,
      });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => {
      idempotencyKey.current = newIdempotencyKey();
      return queryClient.invalidateQueries({ queryKey: queryKeys.lists(kind) });
    },
  });
  return { ...mutation, progress };
}
