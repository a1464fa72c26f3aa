// POST /api/treats/{id}/report: a member reports the post (a reason, a note for "other"); once a member.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', 'report');
