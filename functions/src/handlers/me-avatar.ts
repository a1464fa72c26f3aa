// PUT /api/me/avatar: after the SPA uploaded the avatar, check it (the caller's key, <= 1 MB, PNG/JPEG
// bytes) and set the Cognito `picture` to its /images/ URL. The new id token carries it.

import { setAvatar } from '../app/account.ts';
import { cognitoMembers } from '../aws/cognito-members.ts';
import { s3Images } from '../aws/s3-attach-image.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) =>
  json(200, await setAvatar({ images: s3Images, members: cognitoMembers }, { caller, body })),
);
