// POST /api/treats/{id}/take-off-wall: the recipient takes their thank-you off the gratitude wall.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('treat', 'takeOffWall');
