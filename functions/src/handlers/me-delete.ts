// DELETE /api/me: only with a fresh sign-in; refused while the member is a party to an exchange in
// progress; otherwise their posts, images, messages, records and user go, the giveaways forget whose
// their entries were, and in others' posts their name becomes "Former member" and what they wrote is
// erased.

import { forgetMember } from '../app/forget-member.ts';
import { systemClock } from '../app/ports.ts';
import { cognitoMembers } from '../aws/cognito-members.ts';
import { signOutEverywhere } from '../aws/cognito-sessions.ts';
import { s3ImageStore } from '../aws/s3-images.ts';
import { apiHandler } from '../http/api-handler.ts';
import { noContent } from '../http/respond.ts';
import { eraseSender } from '../store/contact-store.ts';
import {
  appendErasure,
  deletePost,
  history,
  listByOwner,
  listByParty,
  listRemovedByOwner,
  load,
  postsJoinedBy,
  postsReportedBy,
} from '../store/event-store.ts';
import { forgetOwners, getGiveaway, listGiveaways } from '../store/giveaway-store.ts';
import { dynamoMemberRecords } from '../store/member-records.ts';
import { revokeSessions } from '../store/member-sessions.ts';
import { eraseApplicant } from '../store/spotlight-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) => {
  await forgetMember(
    {
      // Only the store calls the deletion makes (ForgetStore): the others stay out of this bundle.
      store: {
        listByOwner,
        listByParty,
        listRemovedByOwner,
        deletePost,
        postsJoinedBy,
        postsReportedBy,
        load,
        history,
        appendErasure,
      },
      clock: systemClock,
      images: s3ImageStore,
      members: cognitoMembers,
      // Only what the deletion runs: the inbox's reads and updates stay out of this bundle.
      contact: { eraseSender },
      spotlight: { eraseApplicant },
      records: dynamoMemberRecords,
      giveaways: { list: listGiveaways, get: getGiveaway, forgetOwners },
      // Refresh tokens first (Cognito's global sign-out), so no new id token can be had while the
      // account is being erased; then the API's mark refuses the id tokens already out.
      sessions: {
        revoke: async (uid) => {
          await signOutEverywhere(caller.username);
          await revokeSessions(uid);
        },
      },
    },
    caller,
  );
  return noContent();
});
