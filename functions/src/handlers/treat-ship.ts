// POST /api/treats/{id}/ship: the treater says the book is on its way: requested -> shipped.

import { shipTreat } from '../app/ship-treat.ts';
import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', shipTreat);
