// POST /api/wishlists, /api/treats: the cover (if any) is uploaded first through /api/uploads, then
// the post is created with its key; the new post's id drives the redirect to its page.
// Every attempt of one form sends the same Idempotency-Key, and the same cover key while the photo is
// the same file, so pressing Post again after an error whose outcome is unknown (a 503, a dropped
// connection) sends the very same request, which the server answers with the first answer instead of
// making a second post. The attempt (key, uploaded cover, what was sent) is kept with the form's draft,
// so a reload keeps it too. One key for the form's whole life: a tap that lands after the 201, before
// the post's page replaces the form, is answered with the post already made, never a second one.

import type { UploadPurpose } from '@bookwish/shared/domain/constants';
import type { PostKind } from '@bookwish/shared/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, api, newIdempotencyKey } from '../../../lib/api.ts';
import { clearDraft, readDraft, writeDraft } from '../../../lib/drafts.ts';
import { serverKey } from '../../../lib/i18n/i18n.ts';
import { uploadImage } from '../../../lib/images.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { currentUser } from '../../../lib/session.ts';
import { kindPath, type PostOf } from './post-types.ts';

/** One form's attempt at a post, until the server accepts it. */
interface Attempt {
  key: string;
  /** The cover already in the bucket, and which file it was. */
  cover?: { file: string; coverKey: string };
  /** The body last sent with this key. */
  sent?: Record<string, unknown>;
}

/** What the form made: kept in memory only (the draft is cleared once the post exists). */
interface Made<K extends PostKind> {
  post: PostOf<K>;
  earlier: boolean;
}

/** A file's identity across a reload (a File restored from IndexedDB keeps name, size and date). */
function fingerprint(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}|${file.type}`;
}

/** Ours: the server holds a different body under this key, so the earlier Post went through. */
export function isEarlierAttemptMade(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'CONFLICT' &&
    serverKey(error.message)?.key === 'msg.common.idempotencyKeyReused'
  );
}

function isStillRunning(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'CONFLICT' &&
    serverKey(error.message)?.key === 'msg.common.requestInProgress'
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useCreatePost<K extends PostKind>(kind: K, purpose: UploadPurpose, draftName: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const attemptName = `${draftName}.attempt`;
  const uid = currentUser()?.uid ?? '';
  const attempt = useRef<Attempt | null>(null);
  const made = useRef<Made<K> | null>(null);
  if (!attempt.current) {
    const kept = readDraft<Attempt>(attemptName, uid);
    attempt.current = kept?.key ? (kept as Attempt) : { key: newIdempotencyKey() };
  }
  const keep = () => writeDraft(attemptName, uid, attempt.current);

  const post = async (body: Record<string, unknown>): Promise<PostOf<K>> => {
    const current = attempt.current as Attempt;
    // The first try may still be running at the server (its answer was lost): wait for it rather
    // than asking the member to come back later.
    for (let tries = 1; ; tries += 1) {
      try {
        return await api<PostOf<K>>(kindPath(kind), {
          method: 'POST',
          body,
          idempotencyKey: current.key,
        });
      } catch (error) {
        if (!isStillRunning(error) || tries >= 4) throw error;
        await pause(2_000 * tries);
      }
    }
  };

  const mutation = useMutation({
    mutationFn: async ({
      cover,
      body,
    }: {
      cover: File | null | undefined;
      body: Record<string, unknown>;
    }): Promise<Made<K>> => {
      // This form's post exists: a late tap goes where the first one went.
      if (made.current) return made.current;
      const current = attempt.current as Attempt;
      let coverKey: string | undefined;
      if (cover) {
        if (current.cover?.file === fingerprint(cover)) {
          // Already in the bucket: the same key makes the same body, which the server replays.
          coverKey = current.cover.coverKey;
        } else {
          coverKey = await uploadImage(cover, purpose, setProgress);
          current.cover = { file: fingerprint(cover), coverKey };
          keep();
        }
      }
      const full = coverKey ? { ...body, coverKey } : body;
      const previous = current.sent;
      current.sent = full;
      keep();
      try {
        return { post: await post(full), earlier: false };
      } catch (error) {
        // Changed after a try whose answer was lost, and that try had gone through: its post exists.
        // Asking with what was sent then finds it (never a second post, never "refresh the page").
        if (!isEarlierAttemptMade(error) || !previous) throw error;
        current.sent = previous;
        keep();
        return { post: await post(previous), earlier: true };
      }
    },
    onSettled: () => setProgress(null),
    onSuccess: (result) => {
      made.current = result;
      // Made: the draft is done with, even if the member already left the form.
      clearDraft(attemptName);
      clearDraft(draftName);
      return queryClient.invalidateQueries({ queryKey: queryKeys.lists(kind) });
    },
  });
  return { ...mutation, progress };
}
