// The deployed artifacts are the tested ones: the app is synthesized as `cdk deploy` takes it, and a
// front of this file's own answers every route of the route table through the function the
// template's HTTP API integrates for it, run from its asset (the esbuild bundle `cdk deploy` uploads)
// with the environment the template gives it, mapped onto the shared stack's emulators. Each route
// gets a request that reaches its handler's logic; the answer must be the one the bundle gave.

import {
  type ExchangeAction,
  stepPath,
  type TreatAction,
  type WishlistAction,
} from '@bookwish/shared/domain/step-routes';
import type { PostKind } from '@bookwish/shared/domain/types';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  type Member,
  signedUp,
  signedUpVolunteer,
  treatBody,
  wishlistBody,
} from '../api-tests/client.ts';
import { treatAt, wishlistAt } from '../api-tests/lifecycles.ts';
import { startOwnFront } from '../api-tests/stack-env.ts';
import { type Route, routes } from '../routes.ts';
import { type BundleRunner, bundleRouteInvoker, startBundleRunner } from './bundle-runner.ts';
import { apiRoutes, type CloudAssembly, type TemplateFunction } from './cloud-assembly.ts';
import type { Front } from './front.ts';
import { localEnvironment } from './template-env.ts';
import { ASSEMBLY_TIMEOUT_MS, testAssembly } from './test-assembly.ts';

let assembly: CloudAssembly;
let templateRoutes: Map<string, TemplateFunction>;
let runner: BundleRunner;
let front: Front;
let people: { owner: Member; other: Member; volunteer: Member; leaver: Member };

beforeAll(async () => {
  assembly = await testAssembly();
  templateRoutes = apiRoutes(assembly);
  const stackEnv = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const origin = inject('stack').url;
  runner = startBundleRunner({ environmentOf: (fn) => localEnvironment(assembly, fn, { stackEnv, origin }) });
  front = await startOwnFront({ invokeRoute: bundleRouteInvoker(templateRoutes, runner) });
  people = {
    owner: await signedUp('Bundle Owner'),
    other: await signedUp('Bundle Other'),
    volunteer: await signedUpVolunteer('Bundle Volunteer'),
    leaver: await signedUp('Bundle Leaver'),
  };
  // The synth's own time, a first build's esbuild run included, on a loaded machine.
}, ASSEMBLY_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await front?.stop();
  await runner?.stop();
});

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body, read by the request that follows
  body: any;
}

/** A call to this file's bundle front. */
async function ask(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${front.url}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

type People = typeof people;

/** Each route's request (posts made beforehand through the shared stack), and the answer it gets. */
interface Check {
  request: (p: People) => Promise<Answer>;
  status: number;
}

const made = {
  wishlist: async (p: People) =>
    (await ask('POST', '/api/wishlists', p.owner.token, wishlistBody('Bundle wish'))).body.id as string,
  treat: async (p: People) =>
    (await ask('POST', '/api/treats', p.owner.token, treatBody('Bundle treat'))).body.id as string,
};

/** A step on a post brought to `at` first (lifecycles.ts), taken by its owner or the other member. */
const stepOn =
  <At>(plural: 'wishlists' | 'treats', postAt: (at: At, owner: Member, other: Member) => Promise<string>) =>
  (action: string, at: At, who: 'owner' | 'other', body: object, status = 200): Check => ({
    status,
    request: async (p) => {
      const id = await postAt(at, p.owner, p.other);
      return ask('POST', `/api/${plural}/${id}/${action}`, p[who].token, body);
    },
  });

const wishlistStep = stepOn('wishlists', wishlistAt);
const treatStep = stepOn('treats', treatAt);

/** Each exchange step of the registry, keyed by action so that tsc names a step without its request. */
const WISHLIST_STEPS: Record<WishlistAction, Check> = {
  offer: wishlistStep('offer', 'posted', 'other', {}),
  confirm: wishlistStep('confirm', 'offered', 'owner', {
    shippingAddress: '1 Test Rd, Burnaby BC',
  }),
  fulfil: wishlistStep('fulfil', 'confirmed', 'other', {
    fulfillmentMessage: 'Ordered, arrives Friday',
  }),
  close: wishlistStep('close', 'fulfilled', 'owner', {
    thankYouNote: 'Thank you',
  }),
  withdraw: wishlistStep('withdraw', 'offered', 'other', {
    reason: 'Plans changed',
  }),
  decline: wishlistStep('decline', 'offered', 'owner', {}),
  extend: wishlistStep('extend', 'confirmed', 'other', {
    reason: 'Post office shut',
  }),
  // No drive of this name: the handler reads it and refuses.
  tagDrive: wishlistStep('tag-drive', 'posted', 'owner', { driveId: 'no-such-drive' }, 400),
  takeOffWall: {
    status: 200,
    request: async (p) => {
      const id = await wishlistAt('fulfilled', p.owner, p.other);
      await call('POST', `/api/wishlists/${id}/close`, {
        token: p.owner.token,
        body: { thankYouNote: 'Lovely', onWall: true },
      });
      return ask('POST', `/api/wishlists/${id}/take-off-wall`, p.owner.token, {});
    },
  },
  report: wishlistStep('report', 'posted', 'other', {
    reason: 'other',
    note: 'Odd',
  }),
};

const TREAT_STEPS: Record<TreatAction, Check> = {
  request: treatStep('request', 'posted', 'other', {
    shippingAddress: '2 Test Ave, Surrey BC',
    requestMessage: 'My kid loves it',
  }),
  ship: treatStep('ship', 'requested', 'owner', { shippedMessage: 'Posted today' }),
  close: treatStep('close', 'shipped', 'other', { thankYouNote: 'It arrived!' }),
  withdraw: treatStep('withdraw', 'requested', 'other', {}),
  decline: treatStep('decline', 'requested', 'owner', { reason: 'Too far' }),
  takeOffWall: {
    status: 200,
    request: async (p) => {
      const id = await treatAt('shipped', p.owner, p.other);
      await call('POST', `/api/treats/${id}/close`, {
        token: p.other.token,
        body: { thankYouNote: 'Lovely', onWall: true },
      });
      return ask('POST', `/api/treats/${id}/take-off-wall`, p.other.token, {});
    },
  },
  report: treatStep('report', 'posted', 'other', { reason: 'other', note: 'Odd' }),
  // The in-person steps, on a treat requested by post: each bundle reads the post (the proposal the
  // places it names too) and decides that this hand-over is not in person (meeting.test.ts has them
  // succeed).
  propose: treatStep(
    'propose',
    'requested',
    'owner',
    {
      placeIds: ['no-such-place'],
      windows: [{ start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }],
    },
    409,
  ),
  pick: treatStep('pick', 'requested', 'other', { place: 0, window: 0 }, 409),
  reschedule: treatStep(
    'reschedule',
    'requested',
    'other',
    { windows: [{ start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }] },
    409,
  ),
  handedOver: treatStep('handed-over', 'requested', 'owner', {}, 409),
  missed: treatStep('missed', 'requested', 'other', {}, 409),
  callOff: treatStep('call-off', 'requested', 'owner', { reason: 'Ill' }, 409),
};

/** The steps' checks under their routes' keys. */
const stepChecks = (kind: PostKind, steps: Record<string, Check>) =>
  Object.fromEntries(
    Object.entries(steps).map(([action, check]) => [
      `POST ${stepPath(kind, action as ExchangeAction)}`,
      check,
    ]),
  );

const CHECKS: Record<string, Check> = {
  ...stepChecks('wishlist', WISHLIST_STEPS),
  ...stepChecks('treat', TREAT_STEPS),
  'GET /api/wishlists': { status: 200, request: () => ask('GET', '/api/wishlists') },
  'GET /api/treats': { status: 200, request: () => ask('GET', '/api/treats') },
  'GET /api/thanks': { status: 200, request: () => ask('GET', '/api/thanks') },
  'GET /api/me/giving': { status: 200, request: (p) => ask('GET', '/api/me/giving', p.owner.token) },
  'GET /api/me/wishlists': { status: 200, request: (p) => ask('GET', '/api/me/wishlists', p.owner.token) },
  'GET /api/me/treats': { status: 200, request: (p) => ask('GET', '/api/me/treats', p.owner.token) },
  'GET /api/wishlists/{id}': {
    status: 200,
    request: async (p) => ask('GET', `/api/wishlists/${await made.wishlist(p)}`),
  },
  'GET /api/treats/{id}': {
    status: 200,
    request: async (p) => ask('GET', `/api/treats/${await made.treat(p)}`),
  },
  'POST /api/wishlists': {
    status: 201,
    request: (p) => ask('POST', '/api/wishlists', p.owner.token, wishlistBody('Bundle wish')),
  },
  'POST /api/treats': {
    status: 201,
    request: (p) => ask('POST', '/api/treats', p.owner.token, treatBody('Bundle treat')),
  },
  'DELETE /api/wishlists/{id}': {
    status: 204,
    request: async (p) => ask('DELETE', `/api/wishlists/${await made.wishlist(p)}`, p.owner.token),
  },
  'DELETE /api/treats/{id}': {
    status: 204,
    request: async (p) => ask('DELETE', `/api/treats/${await made.treat(p)}`, p.owner.token),
  },
  'GET /api/treats/{id}/packing-slip': {
    status: 200,
    request: async (p) =>
      ask('GET', `/api/treats/${await treatAt('requested', p.owner, p.other)}/packing-slip`, p.owner.token),
  },
  'POST /api/uploads': {
    status: 200,
    request: (p) =>
      ask('POST', '/api/uploads', p.owner.token, {
        purpose: 'avatar',
        contentType: 'image/jpeg',
        size: 1000,
      }),
  },
  'POST /api/contact': {
    status: 201,
    request: () =>
      ask('POST', '/api/contact', undefined, {
        name: 'Bundle',
        email: 'b@example.com',
        message: 'Hello there',
      }),
  },
  // A key that was never uploaded: the handler looks for it in the bucket and says so.
  'PUT /api/me/avatar': {
    status: 400,
    request: (p) => ask('PUT', '/api/me/avatar', p.owner.token, { key: `avatars/${p.owner.uid}/none.jpg` }),
  },
  'PUT /api/me/profile': {
    status: 200,
    request: (p) => ask('PUT', '/api/me/profile', p.owner.token, { displayName: 'Bundle Owner' }),
  },
  'DELETE /api/me': { status: 204, request: (p) => ask('DELETE', '/api/me', p.leaver.token) },
  'GET /api/me/export': { status: 200, request: (p) => ask('GET', '/api/me/export', p.owner.token) },
  'GET /api/support/posts/{id}/events': {
    status: 200,
    request: async (p) =>
      ask('GET', `/api/support/posts/${await made.wishlist(p)}/events`, p.volunteer.token),
  },
  'POST /api/support/posts/{id}/actions': {
    status: 200,
    request: async (p) =>
      ask(
        'POST',
        `/api/support/posts/${await wishlistAt('offered', p.owner, p.other)}/actions`,
        p.volunteer.token,
        {
          type: 'reopen',
          reason: 'Giver stopped answering',
        },
      ),
  },
  'GET /api/support/reports': {
    status: 200,
    request: (p) => ask('GET', '/api/support/reports', p.volunteer.token),
  },
  'POST /api/support/members/{uid}/suspend': {
    status: 200,
    request: async (p) => {
      const member = await signedUp('Bundle Suspended');
      return ask('POST', `/api/support/members/${member.uid}/suspend`, p.volunteer.token, {
        reason: 'Checked by the bundle test',
      });
    },
  },
  'GET /api/support/impact': {
    status: 200,
    request: (p) => ask('GET', '/api/support/impact', p.volunteer.token),
  },
  // Writer's Spotlight.
  'POST /api/spotlight/applications': {
    status: 201,
    request: (p) =>
      ask('POST', '/api/spotlight/applications', p.owner.token, {
        answers: Array.from({ length: 10 }, (_, i) => `Bundle answer ${i + 1}`),
      }),
  },
  'GET /api/me/spotlight-applications': {
    status: 200,
    request: (p) => ask('GET', '/api/me/spotlight-applications', p.owner.token),
  },
  'GET /api/spotlight/interviews': { status: 200, request: () => ask('GET', '/api/spotlight/interviews') },
  'GET /api/spotlight/interviews/{slug}': {
    status: 404,
    request: () => ask('GET', '/api/spotlight/interviews/no-such-writer'),
  },
  'GET /api/support/spotlight': {
    status: 200,
    request: (p) => ask('GET', '/api/support/spotlight', p.volunteer.token),
  },
  'PATCH /api/support/spotlight/{id}': {
    status: 404,
    request: (p) =>
      ask('PATCH', '/api/support/spotlight/no-such-application', p.volunteer.token, { status: 'declined' }),
  },
  'PUT /api/support/spotlight/interviews/{slug}': {
    status: 400,
    request: (p) => ask('PUT', '/api/support/spotlight/interviews/no-such-writer', p.volunteer.token, {}),
  },
  'GET /api/support/contact': {
    status: 200,
    request: (p) => ask('GET', '/api/support/contact', p.volunteer.token),
  },
  'PATCH /api/support/contact/{id}': {
    status: 404,
    request: (p) =>
      ask('PATCH', '/api/support/contact/no-such-message', p.volunteer.token, { status: 'resolved' }),
  },
  'GET /api/support/members': {
    status: 200,
    request: (p) =>
      ask(
        'GET',
        `/api/support/members?email=${encodeURIComponent(p.owner.account?.email ?? '')}`,
        p.volunteer.token,
      ),
  },
  'GET /api/support/members/export': {
    status: 200,
    request: (p) =>
      ask(
        'GET',
        `/api/support/members/export?email=${encodeURIComponent(p.owner.account?.email ?? '')}`,
        p.volunteer.token,
      ),
  },
  'POST /api/me/sign-out-everywhere': {
    status: 204,
    request: async () => ask('POST', '/api/me/sign-out-everywhere', (await signedUp('Bundle Away')).token),
  },
  'POST /api/me/password': {
    status: 400,
    request: (p) => ask('POST', '/api/me/password', p.owner.token, { current: 'x', next: 'short' }),
  },
  'GET /api/me/notifications': {
    status: 200,
    request: (p) => ask('GET', '/api/me/notifications', p.owner.token),
  },
  'PUT /api/me/notifications': {
    status: 200,
    request: (p) => ask('PUT', '/api/me/notifications', p.owner.token, { updates: false }),
  },
  // A link whose signature the handler checks with the secret the template names.
  'GET /api/unsubscribe': { status: 400, request: () => ask('GET', '/api/unsubscribe?token=not-signed') },
  'POST /api/unsubscribe': { status: 400, request: () => ask('POST', '/api/unsubscribe?token=not-signed') },
  'GET /api/me/push': { status: 200, request: (p) => ask('GET', '/api/me/push', p.owner.token) },
  'POST /api/me/push': {
    status: 400,
    request: (p) => ask('POST', '/api/me/push', p.owner.token, { endpoint: 'not a push service' }),
  },
  'DELETE /api/me/push': { status: 400, request: (p) => ask('DELETE', '/api/me/push', p.owner.token, {}) },
  'GET /api/books/lookup': {
    status: 200,
    request: (p) => ask('GET', '/api/books/lookup?isbn=9780192833594', p.owner.token),
  },
  'GET /api/books/cover': {
    status: 200,
    request: (p) => ask('GET', '/api/books/cover?isbn=9780441172719', p.owner.token),
  },
  'GET /api/search': { status: 200, request: () => ask('GET', '/api/search?q=hobbit') },
  // Giveaways: the events page's and its entries for anyone (an unknown one is the handler's own 404), a
  // member's own entries, the console's list, save, draw and prizes for volunteers.
  'GET /api/giveaways/current': { status: 200, request: () => ask('GET', '/api/giveaways/current') },
  'GET /api/giveaways/{id}/entries': {
    status: 404,
    request: () => ask('GET', '/api/giveaways/00000000-0000-0000-0000-000000000000/entries'),
  },
  'GET /api/me/giveaway-entries': {
    status: 200,
    request: (p) => ask('GET', '/api/me/giveaway-entries', p.owner.token),
  },
  'GET /api/support/giveaways': {
    status: 200,
    request: (p) => ask('GET', '/api/support/giveaways', p.volunteer.token),
  },
  'POST /api/support/giveaways': {
    status: 400,
    request: (p) => ask('POST', '/api/support/giveaways', p.volunteer.token, { places: 0 }),
  },
  'PUT /api/support/giveaways/{id}': {
    status: 404,
    request: (p) =>
      ask('PUT', '/api/support/giveaways/00000000-0000-0000-0000-000000000000', p.volunteer.token, {}),
  },
  'POST /api/support/giveaways/{id}/draw': {
    status: 404,
    request: (p) =>
      ask('POST', '/api/support/giveaways/00000000-0000-0000-0000-000000000000/draw', p.volunteer.token, {}),
  },
  'POST /api/support/giveaways/{id}/winners/{entryId}': {
    status: 404,
    request: (p) =>
      ask(
        'POST',
        '/api/support/giveaways/00000000-0000-0000-0000-000000000000/winners/abcdef012345',
        p.volunteer.token,
        { action: 'sent' },
      ),
  },
  // Meeting places: an area's for anyone (an area off the list is the handler's 400), the console's.
  'GET /api/meeting-places': { status: 200, request: () => ask('GET', '/api/meeting-places?area=burnaby') },
  'GET /api/support/meeting-places': {
    status: 200,
    request: (p) => ask('GET', '/api/support/meeting-places', p.volunteer.token),
  },
  'POST /api/support/meeting-places': {
    status: 400,
    request: (p) => ask('POST', '/api/support/meeting-places', p.volunteer.token, {}),
  },
  'POST /api/support/meeting-places/{id}/retire': {
    status: 404,
    request: (p) => ask('POST', '/api/support/meeting-places/no-such-place/retire', p.volunteer.token, {}),
  },
  // Book drives: the reads for anyone (an unknown drive is the handler's own 404), open and close.
  'GET /api/drives': { status: 200, request: () => ask('GET', '/api/drives') },
  'GET /api/drives/{id}': { status: 404, request: () => ask('GET', '/api/drives/no-such-drive') },
  'GET /api/support/drives': {
    status: 200,
    request: (p) => ask('GET', '/api/support/drives', p.volunteer.token),
  },
  'POST /api/support/drives': {
    status: 400,
    request: (p) => ask('POST', '/api/support/drives', p.volunteer.token, { goal: 0 }),
  },
  'POST /api/support/drives/{id}/close': {
    status: 404,
    request: (p) => ask('POST', '/api/support/drives/no-such-drive/close', p.volunteer.token, {}),
  },
};

const keyOf = (route: Route) => `${route.method} ${route.path}`;

describe('every route through its synthesized bundle', () => {
  it('the template has one HTTP API route per route of the table, and no other', () => {
    expect([...templateRoutes.keys()].sort()).toEqual(routes.map(keyOf).sort());
  });

  it.each(routes.map((route) => ({ key: keyOf(route) })))('$key', async ({ key }) => {
    const check = CHECKS[key];
    if (!check)
      throw new Error(`No request for ${key} in bundles.test.ts: add one that reaches its handler.`);
    const fn = templateRoutes.get(key);
    if (!fn) throw new Error(`The template has no route ${key}`);
    const before = runner.invocations.length;
    const answer = await check.request(people);
    // The answer is the one the bundle gave (not the front's own 404 or a failure to load it).
    const own = runner.invocations.slice(before).filter((i) => i.logicalId === fn.logicalId);
    expect(own.map((i) => i.error ?? i.statusCode)).toContain(answer.status);
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: check.status });
  });
});
