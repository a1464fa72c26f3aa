// DELETE /api/treats/{id}: the owner removes their treat while it is posted or closed (never mid-exchange);
// events go, a tombstone without personal data stays, and its images are deleted.

import { deleteSchema } from '@bookwish/shared/domain/schemas';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { apiHandler, parse } from '../http/api-handler.ts';
import { runDelete } from '../http/post-command.ts';
import { postIdParam } from '../http/post-routes.ts';
import { noContent } from '../http/respond.ts';
import { deleteImages, imageKeysOf } from '../images/delete-images.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, params, body }) => {
  const id = postIdParam('treat', params);
  const { expectedVersion } = parse(deleteSchema, body);
  const deleted = await runDelete('treat', id, caller, expectedVersion);
  await deleteImages(s3(), config().imagesBucket, imageKeysOf(deleted));
  return noContent();
});
