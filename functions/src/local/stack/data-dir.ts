// The data folder a stack keeps its files in: held by one stack at a time, and the values that must
// outlive a restart (the user pool's ids, the unsubscribe links' secret, the push keys).

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newVapidKeys } from '../../aws/vapid-keys.ts';
import { newPoolIds, type PoolIds } from '../cognito-provision.ts';

/** What a second `npm start` on the same data folder says: who holds it and how to run another. */
export function secondStackMessage(pid: number, dataDir: string): string {
  const shown = path.relative(process.cwd(), dataDir) || '.';
  return (
    `Bookwish is already running from this checkout (pid ${pid}, data in ${shown}/). ` +
    'Stop it first (Ctrl-C in its terminal), or run a second one with its own data folder and port: ' +
    'BOOKWISH_DATA_DIR=.data2 PORT=8081 npm start'
  );
}

/** Two stacks on one data directory would corrupt DynamoDB Local's files: refuse the second. */
const lockedHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'stack.pid');
  if (lockedHere.has(dataDir)) throw new Error(secondStackMessage(process.pid, dataDir));
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(secondStackMessage(pid, dataDir));
    }
  }
  writeFileSync(file, String(process.pid));
  lockedHere.add(dataDir);
  return () => {
    lockedHere.delete(dataDir);
    rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The user pool's ids, chosen on the first start and kept: tokens and members survive a restart. */
export function loadPoolIds(dataDir: string, region: string): PoolIds {
  const file = path.join(dataDir, 'cognito', 'bookwish-ids.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PoolIds;
  const ids = newPoolIds(region);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}

/** Signs unsubscribe links; kept with the data so links in earlier mails keep working. */
export function notifySecret(dataDir: string): string {
  const file = path.join(dataDir, 'notify-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret);
  return secret;
}

/** The push keys (VAPID), made once per data folder and kept: the devices subscribed with the public
 * half keep receiving after a restart. JSON `{ publicKey, privateKey }`, base64url, as in AWS's secret. */
export function vapidKeysOf(dataDir: string): string {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const keys = JSON.stringify(newVapidKeys());
  writeFileSync(file, keys, { mode: 0o600 });
  return keys;
}

export function mkdir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
