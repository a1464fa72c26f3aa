// POST /api/treats/{id}/request: a member (not the treater) asks for the book: posted -> requested.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', 'request');
