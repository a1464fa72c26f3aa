// POST /api/treats/{id}/ship: the treater marks the book shipped, message optional: requested -> shipped.

import { shipSchema } from '@bookwish/shared/domain/schemas';
import { transitionRoute } from '../http/post-routes.ts';

export const handler = transitionRoute('treat', shipSchema, (input) => ({
  type: 'ship',
  shippedMessage: input.shippedMessage,
}));
