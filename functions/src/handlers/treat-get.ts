// GET /api/treats/{id}: one GetItem whatever the history length; private fields only for the parties.

import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { detailRoute } from '../http/post-routes.ts';

export const handler = detailRoute('treat', isVolunteerNow);
