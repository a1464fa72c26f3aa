// Is this user in the volunteers group right now? A token's `cognito:groups` claim lasts as long as the
// token (1 h), so removing a volunteer from the group would not end their access; routes that give
// volunteers more (support, post details with addresses) ask the user pool instead, remembered per
// warm function for a few seconds. A read of the pool without its client (cognito-reads.ts).

import { VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import { config } from '../config.ts';
import { recordUserPool } from './call-recorder.ts';
import { readUserPool } from './cognito-reads.ts';

export const GROUP_CACHE_MS = 3000;

const cache = new Map<string, { volunteer: boolean; readAt: number }>();

export async function isVolunteerNow(username: string, nowMs = Date.now()): Promise<boolean> {
  // A cold function asks the pool: recorded before the cache, which the local stack's functions share.
  recordUserPool('AdminListGroupsForUser', { UserPoolId: config().userPoolId });
  const hit = cache.get(username);
  if (hit && nowMs - hit.readAt < GROUP_CACHE_MS) return hit.volunteer;
  let volunteer = false;
  try {
    const { Groups } = await readUserPool('AdminListGroupsForUser', {
      UserPoolId: config().userPoolId,
      Username: username,
      Limit: 60,
    });
    volunteer = (Groups ?? []).some((group) => group.GroupName === VOLUNTEERS_GROUP);
  } catch (error) {
    // A deleted user is in no group; anything else is an outage, not a "no".
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
  if (cache.size > 1000) cache.clear();
  cache.set(username, { volunteer, readAt: nowMs });
  return volunteer;
}
