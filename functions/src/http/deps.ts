// The adapters the handlers hand to the use cases. Only the table's: routes that touch the bucket or
// the user pool add those adapters themselves, so their clients stay out of the other bundles.

import { type PostDeps, systemClock } from '../app/ports.ts';
import { dynamoEventStore } from '../store/event-store.ts';

export const postDeps: PostDeps = { store: dynamoEventStore, clock: systemClock };
