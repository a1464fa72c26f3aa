// Every route x {visitor, stranger, owner, counterparty, volunteer} x each status it can meet. Only
// the spec's role (section 6, plus our rules: no self-offer, delete only while posted or
// closed; withdraw and decline)
// succeeds; the others get 401/403/409 as DESIGN.md says, with the error shape, and nothing changes.
//
// Every check that must change nothing (a refusal, a read) meets the one post of its status made
// before the checks, and finds its version the same afterwards; a check that succeeds moves its post
// on, so it gets a post of its own. The checks run a few at a time: a refusal on a post nobody else
// changes does not depend on the order.

import {
  actionSlug,
  type ExchangeAction,
  type TreatAction,
  type WishlistAction,
} from '@bookwish/shared/domain/step-routes';
import type { TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  type Member,
  PERSONAS,
  type Persona,
  signedUpPersonas,
  treatBody,
  wishlistBody,
} from './client.ts';
import { TREAT_STATUSES, treatAt, WISHLIST_STATUSES, wishlistAt } from './lifecycles.ts';

const CODE_OF: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  409: 'CONFLICT',
};

let people: Record<Exclude<Persona, 'visitor'>, Member>;
const tokenOf = (p: Persona) => (p === 'visitor' ? undefined : people[p].token);

/** The post of each status that the refusals and reads share, with its version. */
const sharedPosts = {
  wishlists: new Map<WishlistStatus, { id: string; version: number }>(),
  treats: new Map<TreatStatus, { id: string; version: number }>(),
};

beforeAll(async () => {
  people = await signedUpPersonas();
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

/** Who may take a step. The counterparty is the giver or the requester only once they offered or
 * requested. */
const owner = (p: Persona) => p === 'owner';
const notOwner = (p: Persona) => p !== 'owner';
const theParty = (p: Persona, s: string) => p === 'counterparty' && s !== 'posted';

/** The rule most steps follow: a visitor must sign in, anyone but `may` is forbidden, and the step
 * answers `ok` only at the statuses `at`, a conflict at the others. */
function only<S extends string>(
  may: (p: Persona, s: S) => boolean,
  at: readonly NoInfer<S>[],
  ok = 200,
): Rule<S> {
  return (p, s) => {
    if (p === 'visitor') return 401;
    if (!may(p, s)) return 403;
    return at.includes(s) ? ok : 409;
  };
}

/** Withdraw: the party steps back before the address is shared; while posted there is nothing to
 * withdraw, whoever asks. */
const withdrawRule =
  <S extends string>(at: S): Rule<S> =>
  (p, s) =>
    p !== 'visitor' && s === 'posted' ? 409 : only<S>((p) => p === 'counterparty', [at])(p, s);

/** An in-person step on a treat going by post: forbidden to anyone but its two members, a conflict
 * for them (and for everyone once closed). */
const inPersonOnly: Rule<TreatStatus> = (p, s) => {
  if (p === 'visitor') return 401;
  if (s === 'closed') return 409;
  return owner(p) || theParty(p, s) ? 409 : 403;
};

/** A step and what the spec allows of it. */
type StepRule<S extends string> = { method: string; body: object; rule: Rule<S> };
/** Every exchange step of the registry, keyed so that tsc names a step without its rule here; the two
 * steps every post has (take the thank-you off the wall, report) have their own files
 * (thanks-wall.test.ts, reports.test.ts). */
type Checked<A extends string> = Exclude<A, 'takeOffWall' | 'report'>;

const wishlistRules: Record<Checked<WishlistAction> | 'delete', StepRule<WishlistStatus>> = {
  offer: { method: 'POST', body: {}, rule: only(notOwner, ['posted']) },
  confirm: {
    method: 'POST',
    body: { shippingAddress: '1 Test Rd, Burnaby BC' },
    rule: only(owner, ['offered']),
  },
  fulfil: {
    method: 'POST',
    body: { fulfillmentMessage: 'Ordered, arrives Friday' },
    rule: only(theParty, ['confirmed']),
  },
  close: { method: 'POST', body: { thankYouNote: 'Thank you so much' }, rule: only(owner, ['fulfilled']) },
  delete: { method: 'DELETE', body: {}, rule: only(owner, ['posted', 'closed'], 204) },
  // The giver steps back, or the wisher says no, before the address is shared.
  withdraw: {
    method: 'POST',
    body: { reason: 'Plans changed' },
    rule: withdrawRule<WishlistStatus>('offered'),
  },
  decline: { method: 'POST', body: {}, rule: only(owner, ['offered']) },
  // The giver of a confirmed gift asks for more time, before sending it.
  extend: {
    method: 'POST',
    body: { reason: 'The shop reorders Friday' },
    rule: only(theParty, ['confirmed']),
  },
  // The wisher adds a waiting wish to a book drive; no drive of this name is open, so the owner's try
  // at Posted is the drive's 400 (drives.test.ts adds one to an open drive).
  tagDrive: { method: 'POST', body: { driveId: 'no-such-drive' }, rule: only(owner, ['posted'], 400) },
};

const treatRules: Record<Checked<TreatAction> | 'delete' | 'packing-slip', StepRule<TreatStatus>> = {
  request: {
    method: 'POST',
    body: { shippingAddress: '2 Test Ave, Surrey BC', requestMessage: 'My kid loves it' },
    rule: only(notOwner, ['posted']),
  },
  ship: { method: 'POST', body: { shippedMessage: 'Posted today' }, rule: only(owner, ['requested']) },
  close: { method: 'POST', body: { thankYouNote: 'It arrived!' }, rule: only(theParty, ['shipped']) },
  delete: { method: 'DELETE', body: {}, rule: only(owner, ['posted', 'closed'], 204) },
  // The requester steps back, or the treater says no, before the book is shipped.
  withdraw: { method: 'POST', body: {}, rule: withdrawRule<TreatStatus>('requested') },
  decline: { method: 'POST', body: { reason: 'Cannot ship that far' }, rule: only(owner, ['requested']) },
  // The treater's packing slip: a read, theirs alone (volunteers too are refused), while it is to ship.
  'packing-slip': { method: 'GET', body: {}, rule: only(owner, ['requested']) },
  // The in-person steps: the two members of a hand-over only, and these treats go by post, so even
  // they are refused (meeting.test.ts has each succeed on a treat handed over in person).
  propose: {
    method: 'POST',
    body: {
      placeIds: ['no-such-place'],
      windows: [{ start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }],
    },
    rule: inPersonOnly,
  },
  pick: { method: 'POST', body: { place: 0, window: 0 }, rule: inPersonOnly },
  reschedule: {
    method: 'POST',
    body: { windows: [{ start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }] },
    rule: inPersonOnly,
  },
  handedOver: { method: 'POST', body: {}, rule: inPersonOnly },
  missed: { method: 'POST', body: {}, rule: inPersonOnly },
  callOff: { method: 'POST', body: { reason: 'Ill' }, rule: inPersonOnly },
};

/** A step's path names it as its route does (tagDrive -> tag-drive). */
const pathOf = (kind: 'wishlists' | 'treats', id: string, action: string) =>
  action === 'delete' || action === 'packing-slip'
    ? `/api/${kind}/${id}${action === 'delete' ? '' : `/${action}`}`
    : `/api/${kind}/${id}/${actionSlug(action as ExchangeAction)}`;

/** Every step of a kind at every status, by every persona: the answer the spec gives, and nothing
 * changes on a refusal or a read; a step that succeeds moves a post of its own on by one version. */
function stepChecks<S extends string>(
  kind: 'wishlists' | 'treats',
  noun: string,
  statuses: readonly S[],
  rules: Record<string, StepRule<S>>,
  postAt: (status: S, owner: Member, counterparty: Member) => Promise<string>,
) {
  const cases = Object.entries(rules).flatMap(([action, spec]) =>
    statuses.flatMap((status) =>
      PERSONAS.map((persona) => ({ action, spec, status, persona, expected: spec.rule(persona, status) })),
    ),
  );

  it.concurrent.each(cases)(
    `$action on a $status ${noun} by $persona -> $expected`,
    async ({ action, spec, status, persona, expected }) => {
      // A read changes nothing, so the packing slip too is asked of the shared post.
      const changes = expected < 400 && spec.method !== 'GET';
      const own = changes ? await postAt(status, people.owner, people.counterparty) : null;
      const { id, version: before } = own
        ? { id: own, version: await versionOf(kind, own) }
        : shared(kind, status as never);
      const answer = await call(spec.method, pathOf(kind, id, action), {
        token: tokenOf(persona),
        ...(spec.method === 'GET' ? {} : { body: spec.body }),
      });
      expectRefusal(answer, expected);
      if (!changes) expect(await versionOf(kind, id)).toBe(before);
      else if (expected === 200) expect(answer.body.version).toBe(before + 1);
    },
  );
}

/** The viewer role a post's detail names: the counterparty is the giver or the requester once they
 * offered or requested, a plain member before. */
function roleOf(persona: Persona, status: string, party: 'giver' | 'requester'): string {
  if (persona === 'stranger') return 'member';
  if (persona === 'counterparty') return status === 'posted' ? 'member' : party;
  return persona;
}

describe('wishlist routes', () => {
  stepChecks('wishlists', 'wishlist', WISHLIST_STATUSES, wishlistRules, wishlistAt);

  it.concurrent.each(WISHLIST_STATUSES.flatMap((status) => PERSONAS.map((persona) => ({ status, persona }))))(
    'detail of a $status wishlist for $persona names the viewer role',
    async ({ status, persona }) => {
      const { id } = shared('wishlists', status);
      const answer = await call('GET', `/api/wishlists/${id}`, { token: tokenOf(persona) });
      expect(answer.status).toBe(200);
      const role = roleOf(persona, status, 'giver');
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
  stepChecks('treats', 'treat', TREAT_STATUSES, treatRules, treatAt);

  it.concurrent.each(TREAT_STATUSES.flatMap((status) => PERSONAS.map((persona) => ({ status, persona }))))(
    'detail of a $status treat for $persona names the viewer role',
    async ({ status, persona }) => {
      const { id } = shared('treats', status);
      const answer = await call('GET', `/api/treats/${id}`, { token: tokenOf(persona) });
      expect(answer.status).toBe(200);
      const role = roleOf(persona, status, 'requester');
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
