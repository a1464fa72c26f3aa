// POST /api/treats/{id}/request: a member (not the treater) asks for the book: posted -> requested.

import { requestTreat } from '../app/request-treat.ts';
import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', requestTreat);
