// Seed: the demo members and posts, once per data folder (seeded.json marks it).

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
  if (existsSync(seedMarker)) return false;
  const { seedDemo } = await import('../seed.ts');
  const summary = await seedDemo({ cognito, userPoolId });
  writeFileSync(seedMarker, `${JSON.stringify({ at: new Date().toISOString(), ...summary }, null, 2)}\n`);
  return true;
}
