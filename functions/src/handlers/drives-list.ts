// GET /api/drives: the book drives open now and the running one (Make a Wish's choice, the home page's
// banner). Public; one Query of the drives and one of the figures' months.

import { openDrives } from '../app/drives.ts';
import { systemClock } from '../app/ports.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoDrives } from '../store/drive-store.ts';

const deps = { drives: dynamoDrives, clock: systemClock };

export const handler = publicHandler({}, async () => json(200, await openDrives(deps)));
