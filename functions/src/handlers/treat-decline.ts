// POST /api/treats/{id}/decline: the treater declines the request before shipping: requested -> posted.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', 'decline');
