// GET /api/me/treats?role=treater|requester: my own treats, or the ones I requested.

import { meTreatsQuerySchema } from '@bookwish/shared/domain/schemas';
import { apiHandler, parse } from '../http/api-handler.ts';
import { listResponse } from '../http/post-routes.ts';
import { listByOwner, listByParty } from '../store/event-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller, query }) => {
  const { role, ...page } = parse(meTreatsQuerySchema, query);
  return listResponse(() =>
    role === 'treater' ? listByOwner('treat', caller.uid, page) : listByParty('treat', caller.uid, page),
  );
});
