// POST /api/treats/{id}/decline: the treater declines the request before shipping: requested -> posted.

import { decline } from '../app/end-exchange.ts';
import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', (deps, input) => decline(deps, 'treat', input));
