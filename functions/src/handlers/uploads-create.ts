// POST /api/uploads: a presigned PUT for one image. The key is ours (folder of the purpose, caller's
// uid, a timestamp); the signature pins the content type and the declared size.

import type { ImageType } from '@bookwish/shared/domain/constants';
import { uploadRequestSchema } from '@bookwish/shared/domain/schemas';
import { config } from '../config.ts';
import { apiHandler, parse } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { presigner, presignUpload } from '../images/presign-upload.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) => {
  const input = parse(uploadRequestSchema, body);
  const ticket = await presignUpload(presigner(), config().imagesBucket, {
    purpose: input.purpose,
    contentType: input.contentType as ImageType,
    size: input.size,
    uid: caller.uid,
    nowMs: Date.now(),
  });
  return json(200, ticket);
});
