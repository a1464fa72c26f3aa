// GET /api/me/export: the member's own data as a zip (app/member-export.ts), answered with a short-lived
// link to it; one archive per request, named by its Idempotency-Key (app/member-export-once.ts), which
// is also why the route counts its own calls. Logged with counts and size only, never content.

import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { exportMyDataOnce } from '../app/member-export-once.ts';
import { s3ExportFiles } from '../aws/s3-exports.ts';
import { config } from '../config.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { logger } from '../http/logging.ts';
import { callerKeyOf, TooManyRequests } from '../http/rate-limit.ts';
import { json } from '../http/respond.ts';
import { dynamoExportRequests } from '../store/export-requests.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';

const deps = { ...postDeps, settings: dynamoNotificationSettings, files: s3ExportFiles };

export const handler = apiHandler(
  { auth: 'required', countedByRoute: true },
  async ({ caller, event, requestId }) => {
    const { limit, windowSeconds } = RATE_LIMITS.export;
    // Counted under the same counter the rate-limit middleware would use.
    const requests = dynamoExportRequests({ limit: limit * config().rateLimitScale, windowSeconds }, () =>
      callerKeyOf(event),
    );
    const result = await exportMyDataOnce({ ...deps, requests }, caller, event.headers?.['idempotency-key']);
    if ('refused' in result) throw new TooManyRequests(result.refused);
    logger.info('export', { requestId, by: 'member', replayed: result.counts === null, ...result.counts });
    return json(200, result.link);
  },
);
