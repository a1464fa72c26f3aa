// POST /api/treats/{id}/withdraw: the requester withdraws the request before it is shipped: requested -> posted.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', 'withdraw');
