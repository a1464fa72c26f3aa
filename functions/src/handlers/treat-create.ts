// POST /api/treats: the new post (spec 3 fields, optional cover upload); 201 with it.

import { createRoute } from '../http/create-route.ts';

export const handler = createRoute('treat');
