// POST /api/treats/{id}/ship: the treater says the book is on its way: requested -> shipped.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', 'ship');
