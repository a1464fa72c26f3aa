// The avatar's request body (PUT /api/me/avatar), parsed without a schema library: it is all the
// avatar function parses, and zod was 26 KB of its bundle. The rule and text are exactly
// schemas/accounts.ts's avatarSchema (which the web still uses); a test (account-bodies.test.ts) holds
// both to the same answers.

import { type BodyResult, body, objectBody, uploadKey } from './step-bodies.ts';

const avatar = /* @__PURE__ */ body(() => ({ key: uploadKey('avatar') }));

export interface AvatarBody {
  key: string;
}

/** The uploaded avatar's key; a body that is not an object gets zod's own text, as the schema's does. */
export function parseAvatarBody(input: unknown): BodyResult<AvatarBody> {
  return objectBody(avatar, input);
}
