// The member's own account: a presigned upload for an image, and the avatar (checked like every
// upload, then set as the user's picture; the next id token carries it).

import type { UploadTicket } from '@bookwish/shared/api/responses';
import { parseAvatarBody } from '@bookwish/shared/domain/account-bodies';
import type { ImageType } from '@bookwish/shared/domain/constants';
import { profileSchema } from '@bookwish/shared/domain/schemas/accounts';
import { parseUploadRequest } from '@bookwish/shared/domain/upload-request';
import type { Clock, Images, Members, Uploads } from './ports.ts';
import { parse, parseBody } from './validate.ts';

export function requestUpload(
  deps: { uploads: Uploads; clock: Clock },
  input: { caller: { uid: string }; body: unknown },
): Promise<UploadTicket> {
  const fields = parseBody(parseUploadRequest, input.body);
  return deps.uploads.presign({
    purpose: fields.purpose,
    contentType: fields.contentType as ImageType,
    size: fields.size,
    uid: input.caller.uid,
    nowMs: deps.clock.now(),
  });
}

export async function setAvatar(
  deps: { images: Images; members: Members },
  input: { caller: { uid: string; username: string }; body: unknown },
): Promise<{ picture: string }> {
  const { key } = parseBody(parseAvatarBody, input.body);
  const { url: picture } = await deps.images.attach({
    key,
    purpose: 'avatar',
    uid: input.caller.uid,
    field: 'key',
  });
  await deps.members.setPicture(input.caller.username, picture);
  return { picture };
}

/** The display name goes into other members' emails, so only the server writes it, by the profile
 * rules (length, no web address); the app client may not write `name` itself. */
export async function setDisplayName(
  deps: { members: Members },
  input: { caller: { username: string }; body: unknown },
): Promise<{ name: string }> {
  const { displayName } = parse(profileSchema, input.body);
  await deps.members.setName(input.caller.username, displayName);
  return { name: displayName };
}
