// GET /api/me/export: the member's own data as a zip (app/member-export.ts), answered with a short-lived
// link to it. Logged with counts and size only, never content.

import { exportMyData } from '../app/member-export.ts';
import { s3ExportFiles } from '../aws/s3-exports.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { logger } from '../http/logging.ts';
import { json } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';

const deps = { ...postDeps, settings: dynamoNotificationSettings, files: s3ExportFiles };

export const handler = apiHandler({ auth: 'required' }, async ({ caller, requestId }) => {
  const { link, counts } = await exportMyData(deps, caller);
  logger.info('export', { requestId, by: 'member', ...counts });
  return json(200, link);
});
