// What `npm start` promises: first start seeds demo members and posts in every status through the
// domain, and answers nothing until that and the upgrades are done (a browser opened early never sees
// a half-seeded product: an empty explore page, a demo login that does not exist yet); a restart keeps
// the data (same pool, same posts, no second seed); stopping leaves no emulator running. A second
// stack in its own temp dir, so the shared test stack is not disturbed.

import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCognito } from '../aws/cognito.ts';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetS3 } from '../aws/s3.ts';
import { resetConfig } from '../config.ts';
import { demoAccounts, demoPostIds } from './demo-data.ts';
import { freeLowPort } from './free-port.ts';
import { startStack } from './stack.ts';

interface ListedPost {
  id: string;
  status: string;
  thankYouNote?: string;
}

function portOpen(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await response.json()) as T;
}

describe('the local stack (npm start)', () => {
  let dataDir: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bookwish-stack-'));
  });

  afterAll(async () => {
    // Point this worker back at the shared test stack.
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
    resetConfig();
    resetDynamo();
    resetS3();
    resetCognito();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds on first start and answers nothing before, keeps data across a restart, and stops every emulator', async () => {
    const port = await freeLowPort();
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
    const first = await starting;
    let poolId: string;
    try {
      expect(first.seeded).toBe(true);
      expect(earlyAnswers).toEqual([]);
      poolId = first.info.userPoolId;
      const wishlists = await getJson<{ items: ListedPost[] }>(`${first.info.url}/api/wishlists`);
      const treats = await getJson<{ items: ListedPost[] }>(`${first.info.url}/api/treats`);
      expect(new Set(wishlists.items.map((p) => p.status))).toEqual(
        new Set(['posted', 'offered', 'confirmed', 'fulfilled', 'closed']),
      );
      expect(new Set(treats.items.map((p) => p.status))).toEqual(
        new Set(['posted', 'requested', 'shipped', 'closed']),
      );
      expect(wishlists.items.length + treats.items.length).toBeGreaterThanOrEqual(12);
      expect(wishlists.items.find((p) => p.id === demoPostIds.closedWishlist)?.thankYouNote).toBeTruthy();
      // The gratitude wall shows the demo thank-yous put on it, two with their photos.
      const wall = await getJson<{ items: { id: string; photo: unknown }[] }>(`${first.info.url}/api/thanks`);
      expect(wall.items.map((card) => card.id)).toEqual(
        expect.arrayContaining([demoPostIds.closedWishlist, demoPostIds.closedTreat, 'demo-wish-closed-2']),
      );
      expect(wall.items.map((card) => card.id)).not.toContain('demo-treat-closed-2');
      expect(wall.items.filter((card) => card.photo).length).toBeGreaterThanOrEqual(2);

      // Every demo login works through the browser's Cognito path; the volunteer carries the group.
      const site = await getJson<{ cognitoEndpoint: string; userPoolClientId: string }>(
        `${first.info.url}/config.json`,
      );
      for (const account of demoAccounts) {
        const response = await fetch(`${site.cognitoEndpoint}/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          body: JSON.stringify({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: site.userPoolClientId,
            AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
          }),
        });
        expect(response.status).toBe(200);
        const { AuthenticationResult } = (await response.json()) as {
          AuthenticationResult: { IdToken: string };
        };
        const claims = JSON.parse(
          Buffer.from(AuthenticationResult.IdToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
        ) as Record<string, unknown>;
        expect(claims.name).toBe(account.name);
        expect(claims['cognito:groups'] ?? []).toEqual(account.volunteer ? ['volunteers'] : []);
      }

      // The stalled wishlist was offered days ago and not answered (support tools reopen it).
      const stalled = await getJson<{ status: string; timeline: { at: number }[] }>(
        `${first.info.url}/api/wishlists/${demoPostIds.stalledWishlist}`,
      );
      expect(stalled.status).toBe('offered');
      expect(Date.now() - (stalled.timeline.at(-1)?.at ?? Date.now())).toBeGreaterThan(4 * 24 * 3600 * 1000);

      // A second stack on the same data would corrupt it: refused, saying how to run a second one.
      await expect(startStack({ dataDir, port: 0, quiet: true })).rejects.toThrow(
        `Bookwish is already running from this checkout (pid ${process.pid}, data in ${path.relative(process.cwd(), dataDir)}/). ` +
          'Stop it first (Ctrl-C in its terminal), or run a second one with its own data folder and port: ' +
          'BOOKWISH_DATA_DIR=.data2 PORT=8081 npm start',
      );
    } finally {
      await first.stop();
    }
    for (const endpoint of [
      first.info.dynamodbEndpoint,
      first.info.s3Endpoint,
      first.info.cognitoEndpoint,
      first.info.url,
    ]) {
      expect(await portOpen(endpoint)).toBe(false);
    }

    const second = await startStack({ dataDir, port: 0, seed: true, quiet: true });
    try {
      expect(second.seeded).toBe(false);
      expect(second.info.userPoolId).toBe(poolId);
      const wishlists = await getJson<{ items: ListedPost[] }>(`${second.info.url}/api/wishlists`);
      expect(wishlists.items.map((p) => p.id)).toContain(demoPostIds.stalledWishlist);
    } finally {
      await second.stop();
    }
  });
});
