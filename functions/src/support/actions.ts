// Corrective actions are events like any other: decided by the same deciders (so they obey the
// status rules), carrying the volunteer's id and a required reason, appended under the version guard.

import { messages } from '@bookwish/shared/domain/messages';
import type { SupportActionBody } from '@bookwish/shared/domain/schemas';
import type { Actor, Post, SupportCommand } from '@bookwish/shared/domain/types';
import { ApiError } from '../http/api-error.ts';
import { runCommand } from '../http/post-command.ts';
import { isTombstone, load } from '../store/event-store.ts';

function toCommand(body: SupportActionBody): SupportCommand {
  switch (body.type) {
    case 'reopen':
      return { type: 'reopen', reason: body.reason };
    case 'correctAddress':
      return { type: 'correctAddress', shippingAddress: body.shippingAddress, reason: body.reason };
    case 'remove':
      return { type: 'remove', reason: body.reason };
  }
}

/** Runs one support action on a post; returns the post after it. Throws ApiError on refusal. */
export async function runSupportAction(
  postId: string,
  body: SupportActionBody,
  volunteer: Actor,
): Promise<Post> {
  const current = await load(postId);
  if (current === null) throw new ApiError('NOT_FOUND', messages.support.postNotFound);
  if (isTombstone(current)) throw new ApiError('CONFLICT', messages.support.postDeleted);
  return runCommand(current.kind, postId, toCommand(body), volunteer, {
    ...(body.expectedVersion === undefined ? {} : { expectedVersion: body.expectedVersion }),
  });
}
