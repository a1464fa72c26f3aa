// Volunteer corrections (reopen, correct the address, remove) are events like any other: decided by
// the same deciders (so they obey the status rules), carrying the volunteer's id and a required
// reason, appended under the version guard.

import { supportMessages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { parseSupportAction } from '@bookwish/shared/domain/support-bodies';
import type { Actor, SupportCommand } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { isTombstone, type PostDeps } from './ports.ts';
import { type PostView, runCommand, viewFor } from './post-commands.ts';
import { parseBody } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

export async function runSupportAction(
  deps: PostDeps,
  input: { postId: string; caller: Actor | null; body: unknown },
): Promise<PostView> {
  const volunteer = requireVolunteer(input.caller);
  if (!ID_PATTERN.test(input.postId)) throw new AppError('NOT_FOUND', supportMessages.postNotFound);
  const body = parseBody(parseSupportAction, input.body);
  const current = await deps.store.load(input.postId);
  if (current === null) throw new AppError('NOT_FOUND', supportMessages.postNotFound);
  if (isTombstone(current)) throw new AppError('CONFLICT', supportMessages.postDeleted);
  const command: SupportCommand =
    body.type === 'correctAddress'
      ? { type: 'correctAddress', shippingAddress: body.shippingAddress, reason: body.reason }
      : { type: body.type, reason: body.reason };
  const post = await runCommand(deps, current.kind, input.postId, command, volunteer, {
    expectedVersion: body.expectedVersion,
  });
  return viewFor(post, volunteer, deps.clock.now());
}
