// Whatever a member (or a script) sends, the API answers with a clear 4xx and changes nothing, or
// succeeds; it never answers 5xx. fast-check generates bodies for every POST/PUT route from the
// route's own field names with values of every JSON type, plus arbitrary JSON and raw text.

import { MAX_BODY_BYTES } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { history, listByOwner } from '../store/event-store.ts';
import { recordValues } from '../store/member-records.ts';
import { type Answer, call, type Member, signedUp, wishlistBody } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { fromCloudFront, useStackEnv } from './stack-env.ts';

const RUNS = 25;

const plausible = fc.constantFrom(
  'Canada',
  'https://books.example.com/x',
  'www.example.com/book',
  'CAD 20.00',
  'Fiction',
  'image/png',
  'cover',
  'a@b.co',
  '',
  '   ',
  0,
  1,
  2,
  -1,
  1_048_577,
  'javascript:alert(1)',
  'bookCovers/someone-1-abc.png',
);
const anyValue = fc.oneof(
  plausible,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), plausible), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.string({ minLength: 2001, maxLength: 2500 }),
);

/** Bodies for a route with these fields: any subset with any values, arbitrary JSON, or raw text. */
function bodies(fields: string[]) {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 6, arbitrary: record.map((b) => JSON.stringify(b)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string() },
  );
}

interface Fixture {
  path: () => string;
  method?: string;
  fields: string[];
  token: () => string;
  /** A fingerprint of everything this route could write; equal before and after a 4xx. */
  snapshot: () => Promise<unknown>;
  /** After a success the post moved on: build a fresh one for the next run. */
  reset?: () => Promise<void>;
}

let owner: Member;
let other: Member;

beforeAll(async () => {
  useStackEnv();
  owner = await signedUp('Fuzz Owner');
  other = await signedUp('Fuzz Other');
});

async function postVersion(id: string) {
  return (await history(id)).length;
}

async function ownCount(kind: 'wishlist' | 'treat', uid: string) {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page = await listByOwner(kind, uid, { cursor });
    count += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}

function postFixture(
  kind: 'wishlists' | 'treats',
  action: string,
  status: string,
  fields: string[],
  actor: () => Member,
): Fixture {
  let id = '';
  const reset = async () => {
    id =
      kind === 'wishlists'
        ? await wishlistAt(status as never, owner, other)
        : await treatAt(status as never, owner, other);
  };
  return {
    path: () => `/api/${kind}/${id}/${action}`,
    fields,
    token: () => actor().token,
    snapshot: () => postVersion(id),
    reset,
  };
}

const fixtures: Record<string, () => Fixture> = {
  'POST /api/wishlists': () => ({
    path: () => '/api/wishlists',
    fields: ['title', 'author', 'types', 'purchaseLink', 'destination', 'price', 'message', 'coverKey'],
    token: () => owner.token,
    snapshot: () => ownCount('wishlist', owner.uid),
  }),
  'POST /api/treats': () => ({
    path: () => '/api/treats',
    fields: ['title', 'author', 'types', 'shippingDestination', 'message', 'coverKey'],
    token: () => owner.token,
    snapshot: () => ownCount('treat', owner.uid),
  }),
  'POST offer': () => postFixture('wishlists', 'offer', 'posted', ['expectedVersion'], () => other),
  'POST confirm': () =>
    postFixture('wishlists', 'confirm', 'offered', ['shippingAddress', 'expectedVersion'], () => owner),
  'POST fulfil': () =>
    postFixture('wishlists', 'fulfil', 'confirmed', ['fulfillmentMessage', 'expectedVersion'], () => other),
  'POST wishlist close': () =>
    postFixture(
      'wishlists',
      'close',
      'fulfilled',
      ['thankYouNote', 'thankYouPhotoKey', 'expectedVersion'],
      () => owner,
    ),
  'POST request': () =>
    postFixture(
      'treats',
      'request',
      'posted',
      ['shippingAddress', 'requestMessage', 'expectedVersion'],
      () => other,
    ),
  'POST ship': () =>
    postFixture('treats', 'ship', 'requested', ['shippedMessage', 'expectedVersion'], () => owner),
  'POST treat close': () =>
    postFixture(
      'treats',
      'close',
      'shipped',
      ['thankYouNote', 'thankYouPhotoKey', 'expectedVersion'],
      () => other,
    ),
  'POST /api/uploads': () => ({
    path: () => '/api/uploads',
    fields: ['purpose', 'contentType', 'size'],
    token: () => owner.token,
    snapshot: async () => 'presign only: writes nothing',
  }),
  'POST /api/contact': () => ({
    path: () => '/api/contact',
    fields: ['name', 'email', 'phone', 'message'],
    token: () => owner.token,
    // The messages this member sent (other files send theirs meanwhile).
    snapshot: async () => (await recordValues(owner.uid, 'CONTACT#', 'contactId')).sort(),
  }),
  'PUT /api/me/avatar': () => ({
    path: () => '/api/me/avatar',
    method: 'PUT',
    fields: ['key'],
    token: () => owner.token,
    snapshot: async () => 'checked before Cognito is called',
  }),
};

function expectErrorShape(answer: Answer) {
  expect(answer.body?.error?.code).toMatch(
    /^(VALIDATION|UNAUTHENTICATED|FORBIDDEN|NOT_FOUND|CONFLICT|TOO_LARGE)$/,
  );
  expect(typeof answer.body.error.message).toBe('string');
  expect(answer.text).not.toMatch(/at .+\.ts:\d+|Exception|stack/);
}

describe('fast-check over every POST/PUT body', () => {
  it.each(Object.keys(fixtures))('%s: never a 5xx, nothing written on a 4xx', async (name) => {
    const fixture = fixtures[name]?.();
    if (!fixture) throw new Error(name);
    await fixture.reset?.();
    await fc.assert(
      fc.asyncProperty(bodies(fixture.fields), async (raw) => {
        const before = await fixture.snapshot();
        const answer = await call(fixture.method ?? 'POST', fixture.path(), {
          token: fixture.token(),
          raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) {
          expectErrorShape(answer);
          expect(await fixture.snapshot()).toEqual(before);
        } else if (fixture.reset) {
          await fixture.reset();
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('bodies the API cannot read', () => {
  it('a body over 64 KB is a 413 and creates nothing', async () => {
    const before = await ownCount('wishlist', owner.uid);
    const body = { ...wishlistBody(), message: 'x'.repeat(MAX_BODY_BYTES) };
    const answer = await call('POST', '/api/wishlists', { token: owner.token, body });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: { code: 'TOO_LARGE', message: messages.common.tooLarge } });
    expect(await ownCount('wishlist', owner.uid)).toBe(before);
  });

  it('the handler itself refuses a body over 64 KB (API Gateway in AWS allows more)', async () => {
    const handler = (await import('../http/create-route.ts')).createRoute('wishlist');
    const body = JSON.stringify({ ...wishlistBody(), message: 'x'.repeat(MAX_BODY_BYTES) });
    const event = {
      version: '2.0',
      routeKey: 'POST /api/wishlists',
      rawPath: '/api/wishlists',
      rawQueryString: '',
      headers: {
        ...fromCloudFront(),
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
      },
      requestContext: { requestId: 'test-413', http: { method: 'POST', path: '/api/wishlists' } },
      body,
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const result = await handler(event, { awsRequestId: 'test-413' } as Context);
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(String(result.body))).toEqual({
      error: { code: 'TOO_LARGE', message: messages.common.tooLarge },
    });
  });

  it.each([
    {
      name: 'form-encoded text',
      raw: 'title=Dune&destination=Canada',
      type: 'application/x-www-form-urlencoded',
    },
    { name: 'broken JSON', raw: '{"title": "Dune",', type: 'application/json' },
    { name: 'a JSON array', raw: '[1,2,3]', type: 'application/json' },
    { name: 'a JSON string', raw: '"Dune"', type: 'application/json' },
    { name: 'plain text', raw: 'please make a wish', type: 'text/plain' },
  ])('$name is a 400 and creates nothing', async ({ raw, type }) => {
    const before = await ownCount('wishlist', owner.uid);
    const answer = await call('POST', '/api/wishlists', {
      token: owner.token,
      raw,
      headers: { 'content-type': type },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'VALIDATION', message: messages.common.badRequest } });
    expect(await ownCount('wishlist', owner.uid)).toBe(before);
  });
});
