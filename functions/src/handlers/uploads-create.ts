// POST /api/uploads: a presigned PUT for one image. The key is ours (folder of the purpose, caller's
// uid, a timestamp); the signature pins the content type and the declared size.

import { requestUpload } from '../app/account.ts';
import { systemClock } from '../app/ports.ts';
import { s3Uploads } from '../aws/s3-uploads.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) =>
  json(200, await requestUpload({ uploads: s3Uploads, clock: systemClock }, { caller, body })),
);
