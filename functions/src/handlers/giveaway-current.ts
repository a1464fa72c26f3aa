// GET /api/giveaways/current: the giveaway the events page shows (texts, window, places, entries so far,
// the seed's commitment; after the draw the seed and the winners' entry ids). Public, no member data.

import { currentGiveaway } from '../app/giveaways.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';

export const handler = publicHandler({}, async () => json(200, await currentGiveaway(giveawayDeps)));
