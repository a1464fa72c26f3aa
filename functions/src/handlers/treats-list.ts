// GET /api/treats?limit=&cursor=: all treats, newest first, one Query per page. Public: no token needed.

import { listRoute } from '../http/post-routes.ts';

export const handler = listRoute('treat');
