// Every route x {visitor, stranger, owner, counterparty, volunteer} x each status it can meet. Only
// the spec's role (section 6, plus our rules: no self-offer, delete only while posted or
// closed; withdraw and decline)
// succeeds; the others get 401/403/409 as DESIGN.md says, with the error shape, and nothing changes.
//
// Every check that must change nothing (a refusal, a read) meets the one post of its status made
// before the checks, and finds its version the same afterwards; a check that succeeds moves its post
// on, so it gets a post of its own. The checks run a few at a time: a refusal on a post nobody else
// changes does not depend on the order.

import type { TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  type Member,
  signedUp,
  signedUpVolunteer,
  treatBody,
  wishlistBody,
} from './client.ts';
import { TREAT_STATUSES, treatAt, WISHLIST_STATUSES, wishlistAt } from './lifecycles.ts';

type Persona = 'visitor' | 'stranger' | 'owner' | 'counterparty' | 'volunteer';
const PERSONAS: readonly Persona[] = ['visitor', 'stranger', 'owner', 'counterparty', 'volunteer'];

const CODE_OF: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 409: 'CONFLICT' };

let people: Record<Exclude<Persona, 'visitor'>, Member>;
const tokenOf = (p: Persona) => (p === 'visitor' ? undefined : people[p].token);

/** The post of each status that the refusals and reads share, with its version. */
const sharedPosts = {
  wishlists: new Map<WishlistStatus, { id: string; version: number }>(),
  treats: new Map<TreatStatus, { id: string; version: number }>(),
};

beforeAll(async () => {
  people = {
    owner: await signedUp('Olivia Owner'),
    counterparty: await signedUp('Casey Counterparty'),
    stranger: await signedUp('Sam Stranger'),
    volunteer: await signedUpVolunteer('Val Volunteer'),
  };
  await Promise.all([
    ...WISHLIST_STATUSES.map(async (status) => {
      const id = await wishlistAt(status, people.owner, people.counterparty);
      sharedPosts.wishlists.set(status, { id, version: await versionOf('wishlists', id) });
    }),
    ...TREAT_STATUSES.map(async (status) => {
      const id = await treatAt(status, people.owner, people.counterparty);
      sharedPosts.treats.set(status, { id, version: await versionOf('treats', id) });
    }),
  ]);
});

function shared<K extends 'wishlists' | 'treats'>(
  kind: K,
  status: K extends 'wishlists' ? WishlistStatus : TreatStatus,
): { id: string; version: number } {
  const post = (sharedPosts[kind] as Map<string, { id: string; version: number }>).get(status);
  if (!post) throw new Error(`no shared ${kind} at ${status}`);
  return post;
}

function expectRefusal(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  if (status >= 400) {
    expect(answer.body.error.code).toBe(CODE_OF[status]);
    expect(typeof answer.body.error.message).toBe('string');
    expect(answer.body.error.message.length).toBeGreaterThan(0);
  }
}

async function versionOf(kind: 'wishlists' | 'treats', id: string): Promise<number> {
  const answer = await call('GET', `/api/${kind}/${id}`, { token: people.owner.token });
  return answer.body.version;
}

// ---- what the spec allows, written as the spec reads -----------------------------------------

type Rule<S extends string> = (p: Persona, s: S) => number;

const member2xx = (p: Persona, ok: number) => (p === 'visitor' ? 401 : ok);

const wishlistRules: Record<string, { method: string; body: object; rule: Rule<WishlistStatus> }> = {
  offer: {
    method: 'POST',
    body: {},
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p === 'owner') return 403;
      return s === 'posted' ? 200 : 409;
    },
  },
  confirm: {
    method: 'POST',
    body: { shippingAddress: '1 Test Rd, Burnaby BC' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'offered' ? 200 : 409;
    },
  },
  fulfil: {
    method: 'POST',
    body: { fulfillmentMessage: 'Ordered, arrives Friday' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      // The counterparty is the giver only once they offered.
      if (p !== 'counterparty' || s === 'posted') return 403;
      return s === 'confirmed' ? 200 : 409;
    },
  },
  close: {
    method: 'POST',
    body: { thankYouNote: 'Thank you so much' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'fulfilled' ? 200 : 409;
    },
  },
  delete: {
    method: 'DELETE',
    body: {},
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'posted' || s === 'closed' ? 204 : 409;
    },
  },
  // The giver steps back, or the wisher says no, before the address is shared.
  withdraw: {
    method: 'POST',
    body: { reason: 'Plans changed' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (s === 'posted') return 409; // no offer to withdraw
      if (p !== 'counterparty') return 403;
      return s === 'offered' ? 200 : 409;
    },
  },
  decline: {
    method: 'POST',
    body: {},
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'offered' ? 200 : 409;
    },
  },
};

const treatRules: Record<string, { method: string; body: object; rule: Rule<TreatStatus> }> = {
  request: {
    method: 'POST',
    body: { shippingAddress: '2 Test Ave, Surrey BC', requestMessage: 'My kid loves it' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p === 'owner') return 403;
      return s === 'posted' ? 200 : 409;
    },
  },
  ship: {
    method: 'POST',
    body: { shippedMessage: 'Posted today' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'requested' ? 200 : 409;
    },
  },
  close: {
    method: 'POST',
    body: { thankYouNote: 'It arrived!' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'counterparty' || s === 'posted') return 403;
      return s === 'shipped' ? 200 : 409;
    },
  },
  delete: {
    method: 'DELETE',
    body: {},
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'posted' || s === 'closed' ? 204 : 409;
    },
  },
  // The requester steps back, or the treater says no, before the book is shipped.
  withdraw: {
    method: 'POST',
    body: {},
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (s === 'posted') return 409; // no request to withdraw
      if (p !== 'counterparty') return 403;
      return s === 'requested' ? 200 : 409;
    },
  },
  decline: {
    method: 'POST',
    body: { reason: 'Cannot ship that far' },
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'requested' ? 200 : 409;
    },
  },
  // The treater's packing slip: a read, theirs alone (volunteers too are refused), while it is to ship.
  'packing-slip': {
    method: 'GET',
    body: {},
    rule: (p, s) => {
      if (p === 'visitor') return 401;
      if (p !== 'owner') return 403;
      return s === 'requested' ? 200 : 409;
    },
  },
};

const pathOf = (kind: 'wishlists' | 'treats', id: string, action: string) =>
  action === 'delete' ? `/api/${kind}/${id}` : `/api/${kind}/${id}/${action}`;

describe('wishlist routes', () => {
  const cases = Object.entries(wishlistRules).flatMap(([action, spec]) =>
    WISHLIST_STATUSES.flatMap((status) =>
      PERSONAS.map((persona) => ({ action, spec, status, persona, expected: spec.rule(persona, status) })),
    ),
  );

  it.concurrent.each(cases)(
    '$action on a $status wishlist by $persona -> $expected',
    async ({ action, spec, status, persona, expected }) => {
      const refused = expected >= 400;
      const own = refused ? null : await wishlistAt(status, people.owner, people.counterparty);
      const { id, version: before } = own
        ? { id: own, version: await versionOf('wishlists', own) }
        : shared('wishlists', status);
      const answer = await call(spec.method, pathOf('wishlists', id, action), {
        token: tokenOf(persona),
        body: spec.body,
      });
      expectRefusal(answer, expected);
      if (refused) expect(await versionOf('wishlists', id)).toBe(before);
      if (expected === 200) expect(answer.body.version).toBe(before + 1);
    },
  );

  it.concurrent.each(WISHLIST_STATUSES.flatMap((status) => PERSONAS.map((persona) => ({ status, persona }))))(
    'detail of a $status wishlist for $persona names the viewer role',
    async ({ status, persona }) => {
      const { id } = shared('wishlists', status);
      const answer = await call('GET', `/api/wishlists/${id}`, { token: tokenOf(persona) });
      expect(answer.status).toBe(200);
      const role =
        persona === 'visitor'
          ? 'visitor'
          : persona === 'volunteer'
            ? 'volunteer'
            : persona === 'owner'
              ? 'owner'
              : persona === 'counterparty' && status !== 'posted'
                ? 'giver'
                : 'member';
      expect(answer.body.viewer).toBe(role);
      // Once the book has arrived (closed) the giver no longer sees where it went.
      const seesAddress =
        ['owner', 'giver', 'volunteer'].includes(role) &&
        status !== 'posted' &&
        status !== 'offered' &&
        !(role === 'giver' && status === 'closed');
      expect('shippingAddress' in answer.body).toBe(seesAddress);
    },
  );
});

describe('treat routes', () => {
  const cases = Object.entries(treatRules).flatMap(([action, spec]) =>
    TREAT_STATUSES.flatMap((status) =>
      PERSONAS.map((persona) => ({ action, spec, status, persona, expected: spec.rule(persona, status) })),
    ),
  );

  it.concurrent.each(cases)(
    '$action on a $status treat by $persona -> $expected',
    async ({ action, spec, status, persona, expected }) => {
      // A read changes nothing, so the packing slip too is asked of the shared post.
      const changes = expected < 400 && spec.method !== 'GET';
      const own = changes ? await treatAt(status, people.owner, people.counterparty) : null;
      const { id, version: before } = own
        ? { id: own, version: await versionOf('treats', own) }
        : shared('treats', status);
      const answer = await call(spec.method, pathOf('treats', id, action), {
        token: tokenOf(persona),
        ...(spec.method === 'GET' ? {} : { body: spec.body }),
      });
      expectRefusal(answer, expected);
      if (expected >= 400 || spec.method === 'GET') expect(await versionOf('treats', id)).toBe(before);
      else if (expected === 200) expect(answer.body.version).toBe(before + 1);
    },
  );

  it.concurrent.each(TREAT_STATUSES.flatMap((status) => PERSONAS.map((persona) => ({ status, persona }))))(
    'detail of a $status treat for $persona names the viewer role',
    async ({ status, persona }) => {
      const { id } = shared('treats', status);
      const answer = await call('GET', `/api/treats/${id}`, { token: tokenOf(persona) });
      expect(answer.status).toBe(200);
      const role =
        persona === 'visitor'
          ? 'visitor'
          : persona === 'volunteer'
            ? 'volunteer'
            : persona === 'owner'
              ? 'owner'
              : persona === 'counterparty' && status !== 'posted'
                ? 'requester'
                : 'member';
      expect(answer.body.viewer).toBe(role);
      const seesPrivate = ['owner', 'requester', 'volunteer'].includes(role) && status !== 'posted';
      // Once the book has arrived (closed) the treat's owner no longer sees where it went.
      expect('shippingAddress' in answer.body).toBe(
        seesPrivate && !(role === 'owner' && status === 'closed'),
      );
      expect('requestMessage' in answer.body).toBe(seesPrivate);
    },
  );
});

describe('routes without a post', () => {
  const memberRoutes: { name: string; method: string; path: string; body?: object; ok: number }[] = [
    { name: 'create wishlist', method: 'POST', path: '/api/wishlists', body: wishlistBody(), ok: 201 },
    { name: 'create treat', method: 'POST', path: '/api/treats', body: treatBody(), ok: 201 },
    { name: 'my wishlists', method: 'GET', path: '/api/me/wishlists?role=wisher', ok: 200 },
    { name: 'wishlists I offered on', method: 'GET', path: '/api/me/wishlists?role=offerer', ok: 200 },
    { name: 'my treats', method: 'GET', path: '/api/me/treats?role=treater', ok: 200 },
    { name: 'treats I requested', method: 'GET', path: '/api/me/treats?role=requester', ok: 200 },
    {
      name: 'upload ticket',
      method: 'POST',
      path: '/api/uploads',
      body: { purpose: 'cover', contentType: 'image/png', size: 1000 },
      ok: 200,
    },
  ];
  const publicRoutes: { name: string; method: string; path: string; body?: object; ok: number }[] = [
    { name: 'all wishlists', method: 'GET', path: '/api/wishlists', ok: 200 },
    { name: 'all treats', method: 'GET', path: '/api/treats', ok: 200 },
    {
      name: 'contact',
      method: 'POST',
      path: '/api/contact',
      body: { name: 'Pat', email: 'pat@example.com', message: 'Hello volunteers' },
      ok: 201,
    },
  ];
  const cases = [
    ...memberRoutes.flatMap((r) =>
      PERSONAS.map((persona) => ({ ...r, persona, expected: member2xx(persona, r.ok) })),
    ),
    ...publicRoutes.flatMap((r) => PERSONAS.map((persona) => ({ ...r, persona, expected: r.ok }))),
    ...[
      { name: 'set avatar', method: 'PUT', path: '/api/me/avatar', body: { key: 'avatars/x-1-a.png' } },
      { name: 'delete account', method: 'DELETE', path: '/api/me' },
    ].map((r) => ({ ...r, persona: 'visitor' as Persona, expected: 401 })),
  ];

  it.concurrent.each(cases)(
    '$name by $persona -> $expected',
    async ({ method, path, body, persona, expected }) => {
      const answer = await call(method, path, { token: tokenOf(persona), body });
      expectRefusal(answer, expected);
    },
  );
});
