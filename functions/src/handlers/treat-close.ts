// POST /api/treats/{id}/close: Book Received, with an optional note and photo: -> closed.

import { closeRoute } from '../http/post-image-routes.ts';

export const handler = closeRoute('treat');
