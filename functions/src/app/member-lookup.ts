// From a contact message to the member's posts: the user pool finds the member by email, then the
// posts they own and the exchanges they take part in. The look-up is recorded.

import type { MemberPostsResponse } from '@bookwish/shared/api/responses';
import { isEmail } from '@bookwish/shared/domain/email-address';
import { contactMessages, supportMessages } from '@bookwish/shared/domain/messages';
import { toSummary } from '@bookwish/shared/domain/timeline';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { postsOfMember } from './forget-member.ts';
import type { Clock, EventStore, Members, SupportAudit } from './ports.ts';
import { requireVolunteer } from './volunteer.ts';

/** Newest first across both kinds, the way the inbox reads. */
const newestFirst = (a: Post, b: Post) => b.createdAt - a.createdAt;

/** A volunteer finds the member who wrote from an email address (the inbox's look-up and the
 * member's data archive): volunteers only, a valid address, a member who has it. */
export async function volunteerFindsMember<A extends Actor>(
  deps: { members: Pick<Members, 'findByEmail'> },
  input: { email: string; caller: A | null },
) {
  const volunteer = requireVolunteer(input.caller);
  const email = input.email.trim();
  if (!isEmail(email)) {
    throw new AppError('VALIDATION', contactMessages.validEmail, { email: contactMessages.validEmail });
  }
  const member = await deps.members.findByEmail(email);
  if (!member) throw new AppError('NOT_FOUND', supportMessages.memberNotFound);
  return { volunteer, member };
}

export async function memberPosts(
  deps: { store: EventStore; clock: Clock; members: Pick<Members, 'findByEmail'>; audit: SupportAudit },
  input: { email: string; caller: Actor | null },
): Promise<MemberPostsResponse> {
  const { volunteer, member } = await volunteerFindsMember(deps, input);
  await deps.audit.recordRead(volunteer, { member: member.uid }, deps.clock.now());
  const { own, removed, involved } = await postsOfMember(deps.store, member.uid);
  return {
    member,
    own: [...own, ...removed].sort(newestFirst).map(toSummary),
    involved: involved.sort(newestFirst).map(toSummary),
  };
}
