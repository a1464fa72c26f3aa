// GET /api/treats?limit=&cursor=&type=&destination=&open=1: all treats (or the filtered ones), newest first,
// one Query per page. Public: no token needed.

import { listRoute } from '../http/post-routes.ts';

export const handler = listRoute('treat');
