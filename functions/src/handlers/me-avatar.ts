// PUT /api/me/avatar: after the SPA uploaded the avatar, check it (the caller's key, <= 1 MB, PNG/JPEG
// bytes) and set the Cognito `picture` to its /images/ URL. The new id token carries it.

import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { avatarSchema } from '@bookwish/shared/domain/schemas';
import { cognito } from '../aws/cognito.ts';
import { config } from '../config.ts';
import { apiHandler, parse } from '../http/api-handler.ts';
import { attach } from '../http/post-image-routes.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) => {
  const { key } = parse(avatarSchema, body);
  const { url: picture } = await attach(key, 'avatar', caller.uid, 'key');
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().userPoolId,
      Username: caller.username,
      UserAttributes: [{ Name: 'picture', Value: picture }],
    }),
  );
  return json(200, { picture });
});
