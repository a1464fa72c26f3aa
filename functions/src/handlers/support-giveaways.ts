// GET /api/support/giveaways: every giveaway with its entries count, winners (name, email, language,
// prize sent or not) and audit. Volunteers only; each winner's look-up is recorded.

import { supportGiveaways } from '../app/giveaways.ts';
import { cognitoDirectory } from '../aws/cognito-directory.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { json } from '../http/respond.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';

const deps = {
  ...giveawayDeps,
  audit: dynamoSupportAudit,
  directory: {
    contactOf: (uid: string) => cognitoDirectory.contactOf(uid),
    languageOf: async (uid: string) => (await dynamoNotificationSettings.get(uid)).language,
  },
};

export const handler = apiHandler({ auth: 'optional', volunteerNow: isVolunteerNow }, async ({ caller }) =>
  json(200, await supportGiveaways(deps, { caller })),
);
