// PATCH /api/support/spotlight/{id} { status }: a volunteer shortlists, features or declines an
// application; the decision is kept on it (who, when) with its email owed, then emailed to the
// applicant in their language. A failed email does not undo the decision: 200 with `mailOwed`, and the
// timers sweep sends it.

import { Logger } from '@aws-lambda-powertools/logger';
import { systemClock } from '../app/ports.ts';
import { decideApplication } from '../app/spotlight.ts';
import { decisionMail } from '../app/spotlight-mail.ts';
import { cognitoDirectory } from '../aws/cognito-directory.ts';
import { unsubscribeSecret } from '../aws/notify-secret.ts';
import { sesMailer } from '../aws/ses-mailer.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { config } from '../config.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { notifyConfig } from '../notify/notify-config.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

const logger = new Logger({ serviceName: 'bookwish-spotlight' });

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) => {
    const mail = decisionMail({
      directory: cognitoDirectory,
      settings: dynamoNotificationSettings,
      secret: unsubscribeSecret,
      // No sender yet (SES not set up): the decision stands, no email.
      mailer: notifyConfig().emailsOn ? sesMailer : null,
      origin: config().publicOrigin,
    });
    return json(
      200,
      await decideApplication(
        {
          spotlight: dynamoSpotlight,
          clock: systemClock,
          mail,
          onMailError: (error) => logger.warn('decision email failed; the sweep sends it', { error }),
        },
        { caller, id: params.id ?? '', body },
      ),
    );
  },
);
