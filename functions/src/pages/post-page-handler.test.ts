// The AWS share-preview function, on the real store (DynamoDB Local): what CloudFront caches for a
// post page, with the viewer's host in the tags, and what it caches for a post that is gone; and the
// explore pages with their first page of cards.

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, member, signedUp, wishlistBody } from '../api-tests/client.ts';
import { wishlistAt } from '../api-tests/lifecycles.ts';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import {
  createPostPageHandler,
  LIST_PAGE_MAX_AGE_SECONDS,
  POST_PAGE_MAX_AGE_SECONDS,
} from './post-page-handler.ts';

const INDEX =
  '<html><head><title>Bookwish</title><meta name="description" content="Home" /></head><body><div id="root"></div></body></html>';

const event = (rawPath: string, host?: string, rawQueryString = '', headers: Record<string, string> = {}) =>
  ({
    rawPath,
    rawQueryString,
    headers: { ...(host ? { 'x-bookwish-host': host } : {}), ...headers },
  }) as unknown as APIGatewayProxyEventV2;

const handler = createPostPageHandler({
  store: dynamoEventStore,
  indexHtml: () => INDEX,
  pageHtml: (path) =>
    path === '/wishlists' ? INDEX.replace('<title>Bookwish', '<title>Explore Wishlists') : undefined,
  fallbackOrigin: () => 'https://fallback.example',
});

/** The page's embedded data, parsed as the app reads it. */
const pageData = (html: string | undefined) => {
  const text = /<script type="application\/json" id="bookwish-page-data">([^<]*)<\/script>/.exec(
    html ?? '',
  )?.[1];
  return text ? JSON.parse(text) : null;
};

beforeAll(() => useStackEnv());

/** A list page's cards come newest first. */
function expectNewestFirst(items: { createdAt: number }[]) {
  for (let i = 1; i < items.length; i++) {
    expect((items[i - 1] as { createdAt: number }).createdAt).toBeGreaterThanOrEqual(
      (items[i] as { createdAt: number }).createdAt,
    );
  }
}

describe('the share-preview function', () => {
  it('answers a post page with its tags, absolute on the configured origin, cached a few minutes', async () => {
    const owner = await signedUp('Élodie Crawler');
    const created = expectOk(
      await call('POST', '/api/wishlists', {
        token: owner.token,
        body: wishlistBody('Le Comte de Monte-Cristo'),
      }),
      'create',
    );
    // The viewer's Host is not the site's: the page (cached by path) names the configured origin.
    const answer = await handler(event(`/wishlist/${created.body.id}`, 'attacker.example.org'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['cache-control']).toBe(`public, max-age=${POST_PAGE_MAX_AGE_SECONDS}`);
    expect(answer.body).toContain(
      '<meta property="og:title" content="Le Comte de Monte-Cristo · Bookwish" />',
    );
    expect(answer.body).toContain('Wished by Élodie Crawler');
    expect(answer.body).toContain(`content="https://fallback.example/wishlist/${created.body.id}"`);
    expect(answer.body).not.toContain('attacker.example.org');
    // Without a configured origin (no custom domain), only the distribution's own name is used.
    const noDomain = createPostPageHandler({
      store: dynamoEventStore,
      indexHtml: () => INDEX,
      pageHtml: () => undefined,
      fallbackOrigin: () => '',
    });
    const onDistribution = await noDomain(event(`/wishlist/${created.body.id}`, 'd111abc.cloudfront.net'));
    expect(onDistribution.body).toContain(
      `content="https://d111abc.cloudfront.net/wishlist/${created.body.id}"`,
    );
    const elsewhere = await noDomain(event(`/wishlist/${created.body.id}`, 'attacker.example.org'));
    expect(elsewhere.body).not.toContain('attacker.example.org');
    // The visitor's view rides along, exactly as the API answers a visitor.
    const visitorView = expectOk(await call('GET', `/api/wishlists/${created.body.id}`), 'get');
    expect(pageData(answer.body)).toMatchObject({
      kind: 'post',
      id: created.body.id,
      view: visitorView.body,
    });

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
    expect(pageData(gone.body)).toBeNull();
  });

  it('answers /wishlists with its own page and the first page of cards, cached a minute', async () => {
    const owner = await signedUp('Lina Lister');
    const created = expectOk(
      await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody('Bonjour Tristesse') }),
      'create',
    );
    const answer = await handler(event('/wishlists', 'bookwish.example.org'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['cache-control']).toBe(`public, max-age=${LIST_PAGE_MAX_AGE_SECONDS}`);
    expect(answer.body).toContain('<title>Explore Wishlists');
    const data = pageData(answer.body);
    expect(data).toMatchObject({ kind: 'list', postKind: 'wishlist', limit: 30 });
    // Other files write to the same list meanwhile: this run's card is on the first page, newest first,
    // exactly as the API lists it for a visitor.
    const api = expectOk(await call('GET', '/api/wishlists?limit=30'), 'list').body;
    expect(Object.keys(data.page).sort()).toEqual(Object.keys(api).sort());
    expect(data.page.items.length).toBeLessThanOrEqual(30);
    expectNewestFirst(data.page.items);
    const card = (page: { items: { id: string }[] }) =>
      page.items.find((item) => item.id === created.body.id);
    expect(card(data.page)).toEqual(card(api));
    expect(card(data.page)).toBeDefined();
    // A filtered or later page is left to the app.
    const filtered = await handler(event('/wishlists', 'bookwish.example.org', 'q=tristesse'));
    expect(filtered.statusCode).toBe(200);
    expect(pageData(filtered.body)).toBeNull();
  });

  it('answers /thanks with the first page of the gratitude wall, cached a minute', async () => {
    const [wisher, giver] = [member('Thea Thanks'), member('Gil Gives')];
    const id = await wishlistAt('fulfilled', wisher, giver);
    expectOk(
      await call('POST', `/api/wishlists/${id}/close`, {
        token: wisher.token,
        body: { thankYouNote: 'First view thanks', onWall: true },
      }),
      'close',
    );
    const answer = await handler(event('/thanks', 'bookwish.example.org'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['cache-control']).toBe(`public, max-age=${LIST_PAGE_MAX_AGE_SECONDS}`);
    const data = pageData(answer.body);
    expect(data).toMatchObject({ kind: 'wall', limit: 30 });
    // Other files thank meanwhile: this run's card is on the first page, as the API lists it.
    const api = expectOk(await call('GET', '/api/thanks?limit=30'), 'wall').body;
    expect(Object.keys(data.page).sort()).toEqual(Object.keys(api).sort());
    expect(data.page.items.length).toBeLessThanOrEqual(30);
    const card = (page: { items: { id: string }[] }) => page.items.find((item) => item.id === id);
    expect(card(data.page)).toMatchObject({ id, note: 'First view thanks' });
    expect(card(data.page)).toEqual(card(api));
    expect(
      pageData((await handler(event('/thanks', 'bookwish.example.org', 'page=2&pageAfter=x'))).body),
    ).toBeNull();
  });

  it('answers 404 for a path under /wishlist/ that is no post page', async () => {
    for (const path of ['/wishlist/a/b', '/treat/', '/wishlist/%ZZ']) {
      expect((await handler(event(path))).statusCode, path).toBe(404);
    }
  });

  it('answers in the language CloudFront names in x-bookwish-lang, and says it varies by it', async () => {
    const owner = await signedUp('Harpreet Gill');
    const created = expectOk(
      await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody('Pinjar') }),
      'create',
    );
    const punjabi = await handler(
      event(`/wishlist/${created.body.id}`, 'bookwish.example.org', '', {
        'x-bookwish-lang': 'pa',
        'accept-language': 'fr-CA',
      }),
    );
    expect(punjabi.headers).toMatchObject({ 'content-language': 'pa', vary: 'Cookie, Accept-Language' });
    expect(punjabi.body).toContain('<html lang="pa" dir="ltr">');
    expect(punjabi.body).toContain('Harpreet Gill ਦੀ ਇੱਛਾ');
    // Called without the edge (no header), the browser's language decides; English is the default.
    const french = await handler(
      event('/wishlists', 'bookwish.example.org', '', { 'accept-language': 'fr-CA' }),
    );
    expect(french.body).toContain('<title>Explorer les listes de souhaits · Bookwish</title>');
    expect(french.headers?.['content-language']).toBe('fr-CA');
    const english = await handler(event(`/wishlist/${created.body.id}`, 'bookwish.example.org'));
    expect(english.body).toContain('Wished by Harpreet Gill');
    expect(english.headers?.['content-language']).toBe('en');
  });
});
