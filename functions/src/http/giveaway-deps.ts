// The adapters the giveaway routes hand to the use cases (app/giveaways.ts): the records, the entries
// projection and the clock. The user pool's adapters are added by the routes that read it.

import type { GiveawayDeps } from '../app/giveaways.ts';
import { systemClock } from '../app/ports.ts';
import { entryPosts } from '../store/giveaway-entries-store.ts';
import { dynamoGiveaways } from '../store/giveaway-store.ts';

export const giveawayDeps: GiveawayDeps = {
  giveaways: dynamoGiveaways,
  entries: { posts: (window) => entryPosts(window) },
  clock: systemClock,
};
