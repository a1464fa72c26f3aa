// From a contact message to the member's posts: Cognito ListUsers filtered by email -> the member's
// uid -> the posts they own and the exchanges they take part in.

import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { toSummary } from '@bookwish/shared/domain/timeline';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { cognito } from '../aws/cognito.ts';
import { config } from '../config.ts';
import { postsOfMember } from '../http/forget-member.ts';
import { recordRead } from './audit.ts';

export interface MemberPosts {
  member: { uid: string; name: string; email: string };
  own: ReturnType<typeof toSummary>[];
  involved: ReturnType<typeof toSummary>[];
}

/** The member with this email (Cognito holds emails lower-case once verified), or null. */
export async function findMemberByEmail(email: string): Promise<MemberPosts['member'] | null> {
  // Cognito's filter syntax quotes the value; a quote or backslash in it would end the string early.
  const value = email.trim().toLowerCase().replace(/["\\]/g, '');
  const { Users } = await cognito().send(
    new ListUsersCommand({ UserPoolId: config().userPoolId, Filter: `email = "${value}"`, Limit: 2 }),
  );
  const user = Users?.[0];
  if (!user) return null;
  const attr = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value ?? '';
  const uid = attr('sub');
  if (!uid) return null;
  return { uid, name: attr('name'), email: attr('email') };
}

/** Newest first across both kinds, the way the inbox reads. */
const newestFirst = (a: Post, b: Post) => b.createdAt - a.createdAt;

/** The member's posts, or null when no member has this email. The look-up is recorded. */
export async function memberPosts(email: string, volunteer: Actor): Promise<MemberPosts | null> {
  const member = await findMemberByEmail(email);
  if (!member) return null;
  await recordRead(volunteer, { member: member.uid });
  const { own, removed, involved } = await postsOfMember(member.uid);
  return {
    member,
    own: [...own, ...removed].sort(newestFirst).map(toSummary),
    involved: involved.sort(newestFirst).map(toSummary),
  };
}
