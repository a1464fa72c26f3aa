// GET /api/giveaways/{id}/entries[?format=text]: the published list of pseudonymous entries (entry id
// and person), sorted by entry id, frozen at the draw: JSON, or one "ENTRY PERSON" line each for a
// member who recomputes the draw at a terminal. Public.

import { entriesText, giveawayEntries } from '../app/giveaways.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';

export const handler = publicHandler({}, async ({ params, query }) => {
  const list = await giveawayEntries(giveawayDeps, { id: params.id });
  if (query.format !== 'text') return json(200, list);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `inline; filename="giveaway-${list.giveawayId}-entries.txt"`,
    },
    body: entriesText(list),
  };
});
