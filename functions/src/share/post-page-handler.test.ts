// The AWS share-preview function, on the real store (DynamoDB Local): what CloudFront caches for a
// post page, with the viewer's host in the tags, and what it caches for a post that is gone.

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, signedUp, wishlistBody } from '../api-tests/client.ts';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { createPostPageHandler, POST_PAGE_MAX_AGE_SECONDS } from './post-page-handler.ts';

const INDEX =
  '<html><head><title>Bookwish</title><meta name="description" content="Home" /></head><body><div id="root"></div></body></html>';

const event = (rawPath: string, host?: string) =>
  ({ rawPath, headers: host ? { 'x-bookwish-host': host } : {} }) as unknown as APIGatewayProxyEventV2;

const handler = createPostPageHandler({
  store: dynamoEventStore,
  indexHtml: () => INDEX,
  fallbackOrigin: () => 'https://fallback.example',
});

beforeAll(() => useStackEnv());

describe('the share-preview function', () => {
  it('answers a post page with its tags, absolute on the viewer host, cached a few minutes', async () => {
    const owner = await signedUp('Élodie Crawler');
    const created = expectOk(
      await call('POST', '/api/wishlists', {
        token: owner.token,
        body: wishlistBody('Le Comte de Monte-Cristo'),
      }),
      'create',
    );
    const answer = await handler(event(`/wishlist/${created.body.id}`, 'bookwish.example.org'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['cache-control']).toBe(`public, max-age=${POST_PAGE_MAX_AGE_SECONDS}`);
    expect(answer.body).toContain(
      '<meta property="og:title" content="Le Comte de Monte-Cristo · Bookwish" />',
    );
    expect(answer.body).toContain('Wished by Élodie Crawler');
    expect(answer.body).toContain(`content="https://bookwish.example.org/wishlist/${created.body.id}"`);

    // A forged host header cannot inject markup: the configured origin is used instead.
    const forged = await handler(event(`/wishlist/${created.body.id}`, 'evil"><script>'));
    expect(forged.body).toContain(`content="https://fallback.example/wishlist/${created.body.id}"`);
    expect(forged.body).not.toContain('<script>');

    expect(
      (await call('DELETE', `/api/wishlists/${created.body.id}`, { token: owner.token })).status,
    ).toBeLessThan(300);
    const gone = await handler(event(`/wishlist/${created.body.id}`, 'bookwish.example.org'));
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<title>Page not found · Bookwish</title>');
    expect(gone.body).not.toContain('Monte-Cristo');
  });

  it('answers 404 for a path under /wishlist/ that is no post page', async () => {
    for (const path of ['/wishlist/a/b', '/treat/', '/wishlist/%ZZ']) {
      expect((await handler(event(path))).statusCode, path).toBe(404);
    }
  });
});
