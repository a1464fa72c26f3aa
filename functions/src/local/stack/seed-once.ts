// Seed: the demo members and posts, once per data folder (seeded.json marks it); each program's demo
// once per data folder too, by its own mark, so a folder seeded before the program gets it.

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CognitoEmulator } from '../cognito-emulator.ts';

/** True when this start seeded; the seed (and its photo work) is loaded only when it runs. */
export async function seedOnce(
  dataDir: string,
  cognito: CognitoEmulator,
  userPoolId: string,
): Promise<boolean> {
  const seedMarker = path.join(dataDir, 'seeded.json');
  const seeded = !existsSync(seedMarker);
  if (seeded) {
    const { seedDemo } = await import('../seed.ts');
    const summary = await seedDemo({ cognito, userPoolId });
    writeFileSync(seedMarker, `${JSON.stringify({ at: new Date().toISOString(), ...summary }, null, 2)}\n`);
  }
  // The demo's giveaway, once per data folder, a folder seeded before it existed included.
  const giveawayMarker = path.join(dataDir, 'seeded-giveaway.json');
  if (!existsSync(giveawayMarker)) {
    const { seedGiveaway } = await import('../seed-giveaway.ts');
    const id = await seedGiveaway();
    writeFileSync(giveawayMarker, `${JSON.stringify({ at: new Date().toISOString(), id })}\n`);
  }
  // Writer's Spotlight: its first interviews and a few applications in the inbox.
  const spotlightMarker = path.join(dataDir, 'seeded-spotlight.json');
  if (!existsSync(spotlightMarker)) {
    const { seedSpotlightDemo } = await import('../seed.ts');
    await seedSpotlightDemo({ cognito, userPoolId });
    writeFileSync(spotlightMarker, `${JSON.stringify({ at: new Date().toISOString() })}\n`);
  }
  return seeded;
}
