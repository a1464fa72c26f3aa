// Which role form a treat page shows (spec sections 4 and 6), without loading the forms: the
// treater at Requested, the requester at Shipped.
import type { SessionUser } from '../../../lib/session.ts';
import type { PostView } from '../api/post-types.ts';
import { isOwner, isRequester } from './post-party.ts';

export type TreatStep = 'ship' | 'close' | null;

export function treatStep(treat: PostView<'treat'>, user: SessionUser | null): TreatStep {
  if (isOwner(treat, user) && treat.status === 'requested') return 'ship';
  if (isRequester(treat, user) && treat.status === 'shipped') return 'close';
  return null;
}
