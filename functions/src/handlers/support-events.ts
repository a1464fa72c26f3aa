// GET /api/support/posts/{id}/events: a post's full history for volunteers, with the state after
// each event and what it changed. Unredacted (volunteers see addresses), so every read is recorded.

import { messages } from '@bookwish/shared/domain/messages';
import { postIdFrom } from '@bookwish/shared/domain/post-ref';
import { toView } from '@bookwish/shared/domain/timeline';
import { ApiError } from '../http/api-error.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { recordRead } from '../support/audit.ts';
import { postHistory } from '../support/replay.ts';
import { requireVolunteer } from '../support/volunteer-guard.ts';

export const handler = apiHandler({ auth: 'optional' }, async ({ caller, params }) => {
  const volunteer = requireVolunteer(caller);
  const id = postIdFrom(params.id ?? '');
  if (!id) throw new ApiError('NOT_FOUND', messages.support.postNotFound);
  await recordRead(volunteer, { post: id });
  const found = await postHistory(id);
  if (!found) throw new ApiError('NOT_FOUND', messages.support.postNotFound);
  return json(200, {
    ...found,
    // What the owner sees, so the volunteer can read the member's wording alongside the raw events.
    timeline: found.stored ? toView(found.stored, 'owner').timeline : [],
  });
});
