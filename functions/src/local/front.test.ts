// The local front behaves like CloudFront + API Gateway for the SPA: one origin serving /config.json,
// the SPA with its fallback, /api with the body limit, /images from the bucket, Cognito under
// /_cognito and the dev mailbox.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { MAX_BODY_BYTES } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontOnStack } from '../api-tests/stack-env.ts';
import { cognito } from '../aws/cognito.ts';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { buildEvent, matchRoute } from './api-gateway.ts';
import { type Front, startFront } from './front.ts';
import { createMailbox } from './mailbox.ts';
import { api, apiUrl, mailbox } from './test-helpers.ts';

interface SiteConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  imagesBase: string;
}

describe('/config.json', () => {
  it('tells the SPA where Cognito is, under the same origin, and the SDK works through it', async () => {
    const response = await fetch(`${apiUrl()}/config.json`);
    expect(response.status).toBe(200);
    const site = (await response.json()) as SiteConfig;
    expect(site).toEqual({
      region: 'ca-central-1',
      userPoolId: expect.stringMatching(/^ca-central-1_[A-Za-z0-9]{9}$/),
      userPoolClientId: config().userPoolClientId,
      cognitoEndpoint: `${apiUrl()}/_cognito`,
      imagesBase: '/images/',
    });

    // The browser's path: the SDK pointed at /_cognito on the front.
    const browserCognito = new CognitoIdentityProviderClient({
      region: site.region,
      endpoint: site.cognitoEndpoint,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const email = `front-${Date.now()}@example.com`;
    await browserCognito.send(
      new SignUpCommand({
        ClientId: site.userPoolClientId,
        Username: email,
        Password: 'secret1',
        ValidationData: [{ Name: 'name', Value: 'Fran Front' }],
      }),
    );
    const notConfirmed = browserCognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: site.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'secret1' },
      }),
    );
    await expect(notConfirmed).rejects.toHaveProperty('name', 'UserNotConfirmedException');

    // ...and the sign-up code is in the dev mailbox.
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, kind: 'SignUp', code: expect.stringMatching(/^\d{6}$/) });
    expect(mails[0]?.text).toContain(mails[0]?.code);
    // Another address sees none of it.
    expect(await mailbox(`someone-else-${Date.now()}@example.com`)).toEqual([]);
  });
});

describe('/api', () => {
  it('answers 413 TOO_LARGE before any handler runs when the body is over 64 KB', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await api('/api/contact', { method: 'POST', body: big });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: { code: 'TOO_LARGE', message: messages.common.tooLarge } });
  });

  it('answers 404 JSON for a path that is not in the route table', async () => {
    const response = await api('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: messages.common.routeNotFound } });
    expect((await api('/api/wishlists', { method: 'PUT', body: {} })).status).toBe(404);
  });

  it('builds API Gateway v2 events: route key, path parameters, lower-cased headers, query', () => {
    const match = matchRoute('POST', '/api/wishlists/abc-123/offer');
    if (typeof match === 'string') throw new Error(match);
    expect(match.route.handler).toBe('wishlist-offer');
    const event = buildEvent(
      {
        method: 'POST',
        url: new URL('http://localhost:8080/api/wishlists/abc-123/offer?x=1&x=2'),
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t', host: 'localhost:8080' },
        body: Buffer.from('{"expectedVersion":1}'),
        sourceIp: '127.0.0.1',
      },
      match,
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/wishlists/{id}/offer',
      rawPath: '/api/wishlists/abc-123/offer',
      rawQueryString: 'x=1&x=2',
      pathParameters: { id: 'abc-123' },
      queryStringParameters: { x: '1,2' },
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: '{"expectedVersion":1}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/wishlists/abc-123/offer' }, stage: '$default' },
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Literal segments win over parameters, as in API Gateway.
    const me = matchRoute('GET', '/api/me/wishlists');
    expect(typeof me !== 'string' && me.route.handler).toBe('me-wishlists');
    expect(matchRoute('GET', '/api/nothing')).toBe('no-route');
    expect(matchRoute('PUT', '/api/wishlists')).toBe('no-method');
  });
});

describe('/images', () => {
  it('serves processed variants from the images bucket, nosniff, and never an upload', async () => {
    const bytes = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');
    for (const Key of ['processed/bookCovers/front-test/w320.webp', 'bookCovers/front-test.png']) {
      await s3().send(
        new PutObjectCommand({ Bucket: config().imagesBucket, Key, Body: bytes, ContentType: 'image/webp' }),
      );
    }
    const response = await fetch(`${apiUrl()}/images/processed/bookCovers/front-test/w320.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${apiUrl()}/images/processed/bookCovers/missing/w320.webp`)).status).toBe(404);
    // The upload folder exists in the bucket but is not served.
    expect((await fetch(`${apiUrl()}/images/bookCovers/front-test.png`)).status).toBe(404);
  });

  it('never lists the bucket, and serves nothing stored with a non-image type', async () => {
    await s3().send(
      new PutObjectCommand({
        Bucket: config().imagesBucket,
        Key: 'bookCovers/front-test.html',
        Body: '<script>alert(document.cookie)</script>',
        ContentType: 'text/html',
      }),
    );
    for (const listing of ['/images/', '/images/bookCovers/', '/images/?list-type=2']) {
      const response = await fetch(`${apiUrl()}${listing}`);
      expect(response.status, listing).toBe(404);
      const text = await response.text();
      expect(text, listing).not.toContain('ListBucketResult');
      expect(text, listing).not.toContain('front-test');
    }
    const html = await fetch(`${apiUrl()}/images/bookCovers/front-test.html`);
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).not.toContain('text/html');
    expect(await html.text()).not.toContain('<script>');
  });
});

describe('/config.json and /_cognito', () => {
  it('names the stack origin, whatever Host header the request carries', async () => {
    const site = await new Promise<SiteConfig>((resolve, reject) => {
      const url = new URL(`${apiUrl()}/config.json`);
      // fetch() may not set Host; a raw request can, as a rebinding page would.
      http
        .get(
          { host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'evil.example' } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve(JSON.parse(body) as SiteConfig));
          },
        )
        .on('error', reject);
    });
    expect(site.cognitoEndpoint).toBe(`${apiUrl()}/_cognito`);
  });

  it('refuses the emulator admin calls from the browser origin, and the pool is left unchanged', async () => {
    const browserCognito = new CognitoIdentityProviderClient({
      region: 'ca-central-1',
      endpoint: `${apiUrl()}/_cognito`,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const email = `admin-attempt-${Date.now()}@example.com`;
    const attempt = browserCognito.send(
      new AdminCreateUserCommand({
        UserPoolId: config().userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'AdminCreateUser is not available from the browser.',
    });
    const addToGroup = browserCognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: config().userPoolId,
        Username: email,
        GroupName: 'volunteers',
      }),
    );
    await expect(addToGroup).rejects.toHaveProperty('name', 'NotAuthorizedException');
    // Nothing was created: the handlers' own client (not through the front) does not find the user.
    const lookup = cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: email }),
    );
    await expect(lookup).rejects.toHaveProperty('name', 'UserNotFoundException');
  });
});

/** A raw request with any Host header (fetch always sends the URL's own). */
function rawRequest(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; text: string }> {
  const target = new URL(apiUrl());
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: target.port, method, path: pathname, headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('/_dev/* (reset codes, the clock)', () => {
  it('answers only a localhost Host: a rebinding page under its own name reads and moves nothing', async () => {
    const port = new URL(apiUrl()).port;
    const foreign = await rawRequest('GET', '/_dev/mailbox?to=wendy%40example.org', {
      host: `attacker.example:${port}`,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain('"to":');
    const clock = await rawRequest(
      'POST',
      '/_dev/clock',
      { host: `attacker.example:${port}`, 'content-type': 'application/json' },
      '{"reset":true}',
    );
    expect(clock.status).toBe(403);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await rawRequest('GET', '/_dev/mailbox?to=x%40example.com', { host })).status).toBe(200);
    }
  });

  it('takes only JSON bodies: a text/plain or form post (no CORS preflight) is refused', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await fetch(`${apiUrl()}/_dev/clock`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"reset":true}',
      });
      expect(answer.status, type).toBe(415);
    }
  });
});

describe('/_dev/mailbox', () => {
  it('lists one address at a time: without ?to= it says how to ask and lists nothing', async () => {
    for (const query of ['', '?to=', '?to=%20']) {
      const response = await fetch(`${apiUrl()}/_dev/mailbox${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'Add ?to=EMAIL: the mailbox lists the mails sent to one address.',
        },
      });
    }
  });
});

describe('the SPA', () => {
  let dist: string;
  let front: Front;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'bookwish-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Bookwish</title><meta name="description" content="x" /></head><div id="root">Bookwish SPA</div>',
    );
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
    front = await startFront(frontOnStack(dist));
  });

  afterAll(async () => {
    await front.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for client-side routes (deep links work after a reload)', async () => {
    for (const route of ['/', '/wishlists', '/profile', '/howitworks']) {
      const response = await fetch(`${front.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Bookwish SPA');
    }
  });

  it('answers 404 with the app (its 404 page) for a path that is no route, not a soft 200', async () => {
    for (const route of ['/no/such/page', '/about.backup', '/wishlist/no-such-post']) {
      const response = await fetch(`${front.url}${route}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Bookwish SPA');
    }
  });

  it('serves built assets as files, with long caching, and 404s a missing asset', async () => {
    const asset = await fetch(`${front.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${front.url}/assets/gone.js`)).status).toBe(404);
    // No escaping the dist folder.
    const traversal = await fetch(`${front.url}/..%2f..%2fetc%2fpasswd`);
    expect(await traversal.text()).toContain('Bookwish SPA');
  });

  it('explains how to build the web app when web/dist is missing', async () => {
    const empty = await startFront({
      port: 0,
      webDist: path.join(dist, 'nope'),
      region: 'ca-central-1',
      userPoolId: 'x',
      userPoolClientId: 'x',
      cognitoShimUrl: '',
      s3Endpoint: '',
      imagesBucket: 'x',
      mailbox: createMailbox(),
    });
    try {
      const response = await fetch(`${empty.url}/wishlists`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('npm run build -w @bookwish/web');
    } finally {
      await empty.stop();
    }
  });
});
