// GET /api/support/contact?limit=&cursor=&status=open|resolved&q=: the contact inbox, newest first,
// `{ items, nextCursor }`, optionally one status only and searched. Every message shown is recorded as
// read by the volunteer.

import { inboxPage } from '../app/contact.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoContactMessages } from '../store/contact-store.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';

const deps = { contact: dynamoContactMessages, clock: systemClock, audit: dynamoSupportAudit };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, query }) => json(200, await inboxPage(deps, { caller, query })),
);
