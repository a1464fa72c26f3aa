// `npm start` answers only once its start-up work is done: a browser opened early never sees a
// half-upgraded or half-seeded product (an empty explore page, a demo login that does not exist yet).

import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { type Stack, startStack } from './stack.ts';

const savedEnv = { ...process.env };
let stack: Stack | undefined;
let dataDir = '';

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  for (const name of Object.keys(stack?.env ?? {})) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  resetConfig();
  resetDynamo();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('npm start', () => {
  it('answers nothing until the seed and the upgrades are done', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bookwish-start-'));
    const port = await freePort();
    let done = false;
    const starting = startStack({ dataDir, port, seed: true, quiet: true }).finally(() => {
      done = true;
    });
    // As a browser opened at once would: ask for the explore page's data until the stack is up.
    const earlyAnswers: number[] = [];
    while (!done) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/wishlists`);
        await response.arrayBuffer();
        if (!done) earlyAnswers.push(response.status);
      } catch {
        // Not listening yet: what a browser shows as "cannot connect", never half a product.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stack = await starting;
    expect(stack.seeded).toBe(true);
    expect(earlyAnswers).toEqual([]);
    const explore = await fetch(`${stack.info.url}/api/wishlists`);
    expect(((await explore.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
