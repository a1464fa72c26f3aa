// DELETE /api/me: only with a fresh sign-in; refused while the member is a party to an exchange in
// progress; otherwise their posts, images and user go, and their name becomes "Former member".

import { forgetMember } from '../app/forget-member.ts';
import { cognitoMembers } from '../aws/cognito-members.ts';
import { s3ImageStore } from '../aws/s3-images.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { noContent } from '../http/respond.ts';
import { revokeSessions } from '../store/member-sessions.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) => {
  await forgetMember(
    {
      ...postDeps,
      images: s3ImageStore,
      members: cognitoMembers,
      sessions: { revoke: (uid) => revokeSessions(uid) },
    },
    caller,
  );
  return noContent();
});
