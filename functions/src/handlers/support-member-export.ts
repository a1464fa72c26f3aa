// GET /api/support/members/export?email=: a volunteer makes the archive of a member who asked for their
// data by email, the same archive the member would get (app/member-export.ts). Volunteers only; the
// read is recorded before anything is read. Logged with counts and size only, never content.

import { exportForMember } from '../app/member-export.ts';
import { memberLookup } from '../aws/cognito-lookup.ts';
import { s3ExportFiles } from '../aws/s3-exports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { logger } from '../http/logging.ts';
import { json } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';

const deps = {
  ...postDeps,
  settings: dynamoNotificationSettings,
  files: s3ExportFiles,
  members: memberLookup,
  audit: dynamoSupportAudit,
};

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, query, requestId }) => {
    const { link, counts } = await exportForMember(deps, { email: query.email ?? '', caller });
    logger.info('export', { requestId, by: 'volunteer', ...counts });
    return json(200, link);
  },
);
