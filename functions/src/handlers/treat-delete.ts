// DELETE /api/treats/{id}: the owner removes their treat while it is posted or closed (never mid-exchange).

import { deleteRoute } from '../http/post-delete-route.ts';

export const handler = deleteRoute('treat');
