// DELETE /api/me: only with a fresh sign-in (auth_time within 5 minutes). Refused with 409, naming the
// posts, while the member is a party to an exchange in progress, so nobody is left with a book in the
// post and no one at the other end. Otherwise: their posts and images go, their name becomes "Former
// member" in others' posts, and the Cognito user is deleted last (a failure before it can be retried).

import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { cognito } from '../aws/cognito.ts';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import { apiHandler } from '../http/api-handler.ts';
import { anonymizeInPost, deleteOwnPost, inProgress, postsOfMember } from '../http/forget-member.ts';
import { noContent } from '../http/respond.ts';
import { deleteImages, imageKeysOf } from '../images/delete-images.ts';

export const RECENT_SIGN_IN_SECONDS = 5 * 60;

async function avatarKeys(uid: string): Promise<string[]> {
  const { Contents } = await s3().send(
    new ListObjectsV2Command({ Bucket: config().imagesBucket, Prefix: `${UPLOAD_FOLDERS.avatar}/${uid}-` }),
  );
  return (Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
}

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) => {
  if (Date.now() / 1000 - caller.authTime > RECENT_SIGN_IN_SECONDS) {
    throw new ApiError('UNAUTHENTICATED', messages.auth.recentSignInRequired);
  }
  const { own, removed, involved } = await postsOfMember(caller.uid);
  const busy = [...own, ...involved].filter(inProgress);
  if (busy.length > 0) {
    throw new ApiError('CONFLICT', messages.auth.accountExchangeInProgress(busy.map((p) => p.title)));
  }
  const images: string[] = [];
  for (const post of [...own, ...removed]) {
    if (!(await deleteOwnPost(post))) {
      throw new ApiError('CONFLICT', messages.auth.accountExchangeInProgress([post.title]));
    }
    images.push(...imageKeysOf(post));
  }
  for (const post of involved) await anonymizeInPost(post, caller.uid);
  images.push(...(await avatarKeys(caller.uid)));
  await deleteImages(s3(), config().imagesBucket, images);
  await cognito().send(
    new AdminDeleteUserCommand({ UserPoolId: config().userPoolId, Username: caller.username }),
  );
  return noContent();
});
