// GET /api/treats?limit=&cursor=: all treats, newest first, one Query per page. Public: no token needed.

import { listQuerySchema } from '@bookwish/shared/domain/schemas';
import { apiHandler, parse } from '../http/api-handler.ts';
import { listResponse } from '../http/post-routes.ts';
import { listAll } from '../store/event-store.ts';

export const handler = apiHandler({ auth: 'none' }, async ({ query }) => {
  const page = parse(listQuerySchema, query);
  return listResponse(() => listAll('treat', page));
});
