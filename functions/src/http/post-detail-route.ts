// GET /api/{kind}s/{id} as the route table runs it: the detail read with the user pool's volunteer
// check (a volunteer sees more). Apart from post-routes.ts so the list functions do not carry Cognito.

import type { PostKind } from '@bookwish/shared/domain/types';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { detailRoute } from './post-routes.ts';

export function postDetailRoute(kind: PostKind) {
  return detailRoute(kind, isVolunteerNow);
}
