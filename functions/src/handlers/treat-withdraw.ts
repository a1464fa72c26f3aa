// POST /api/treats/{id}/withdraw: the requester withdraws the request before it is shipped: requested -> posted.

import { withdraw } from '../app/end-exchange.ts';
import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', (deps, input) => withdraw(deps, 'treat', input));
