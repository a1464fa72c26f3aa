// POST /api/{wishlists|treats}/{id}/{action}: one lifecycle step (offer, confirm, fulfil, request,
// ship, close, withdraw, decline). Sends the version the member saw, so a double click or a race is a 409, not two
// events; afterwards the post and every list of its kind are refetched, so the page shows the new
// state without a reload.

import { type ActionOf, actionSlug } from '@bookwish/shared/domain/step-routes';
import type { StepBody } from '@bookwish/shared/domain/steps/index';
import type { PostKind } from '@bookwish/shared/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, newIdempotencyKey } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { kindPath } from './post-types.ts';

export type { ActionOf } from '@bookwish/shared/domain/step-routes';

export function transitionPost<K extends PostKind, A extends ActionOf<K>>(
  kind: K,
  id: string,
  action: A,
  body: StepBody<K, A>,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<unknown> {
  return api(`${kindPath(kind)}/${encodeURIComponent(id)}/${actionSlug(action)}`, {
    method: 'POST',
    body,
    // A retried step is answered as the first was, never a second event.
    idempotencyKey,
  });
}

export function useTransitionPost<K extends PostKind, A extends ActionOf<K>>(kind: K, id: string, action: A) {
  const queryClient = useQueryClient();
  // Pressing the button again with the same details after a lost answer is the same request (same
  // key): the server replays what it did. Different details (a new version, edited text) get a key of
  // their own; the version the member saw keeps those from making a second event.
  const attempt = useRef<{ key: string; sent: string } | null>(null);
  return useMutation({
    mutationFn: (body: StepBody<K, A>) => {
      const sent = JSON.stringify(body);
      if (attempt.current?.sent !== sent) attempt.current = { key: newIdempotencyKey(), sent };
      return transitionPost(kind, id, action, body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
    },
    // Refetch on failure too: a 409 means the post moved on, and the member should see where it is now.
    // A close also changes the gratitude wall and the members' giving counts.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.kind(kind) }),
        ...(action === 'close'
          ? [
              queryClient.invalidateQueries({ queryKey: queryKeys.thanks() }),
              queryClient.invalidateQueries({ queryKey: queryKeys.giving() }),
            ]
          : []),
      ]),
  });
}
