// POST /api/{kind}s/{id}/report: the one step whose decision reads its member's account (when it was
// made, whether they took part, their reports today: store/reporter-facts.ts), so only its function
// carries that read and the user pool grant (also asked whether a volunteer still is one).

import type { PostKind } from '@bookwish/shared/domain/types';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { dynamoReporterFacts } from '../store/reporter-facts.ts';
import { postDeps } from './deps.ts';
import { stepHandler } from './transition-route.ts';

export function reportRoute(kind: PostKind) {
  // A volunteer's report puts the post under review at once: the group claim is checked with the pool.
  return stepHandler(
    kind,
    'report',
    { ...postDeps, reporters: dynamoReporterFacts },
    { volunteerNow: isVolunteerNow },
  );
}
