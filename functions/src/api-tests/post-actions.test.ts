// The steps a post's detail lists for its reader are what the API then does: a step listed as allowed
// succeeds when sent, a refused one is refused with the very text the detail gave, for every persona
// at every status of both kinds. (The web renders its buttons from this list, and nothing else.)

import { actionSlug, type ExchangeAction } from '@bookwish/shared/domain/step-routes';
import { localDay } from '@bookwish/shared/domain/timers';
import type { PostKind, TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectOk,
  type Member,
  PERSONAS,
  type Persona,
  signedUpPersonas,
  volunteer,
} from './client.ts';
import { TREAT_STATUSES, treatAt, WISHLIST_STATUSES, wishlistAt } from './lifecycles.ts';

const BODIES: Record<string, object> = {
  offer: {},
  confirm: { shippingAddress: '1 Test Rd, Burnaby BC' },
  fulfil: { fulfillmentMessage: 'Ordered, arrives Friday' },
  close: { thankYouNote: 'Thank you!' },
  withdraw: { reason: '' },
  decline: { reason: '' },
  request: { shippingAddress: '1 Test Rd, Burnaby BC', requestMessage: 'I would love it' },
  ship: { shippedMessage: '' },
  takeOffWall: {},
  report: { reason: 'spam' },
  // The in-person steps, with bodies of the right shape: on these treats (by post) each is refused for
  // what the detail says, not for its body.
  propose: {
    placeIds: ['no-such-place'],
    windows: [{ start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }],
  },
  pick: { place: 0, window: 0 },
  reschedule: { windows: [{ start: Date.now() + 86_400_000, end: Date.now() + 90_000_000 }] },
  handedOver: {},
  missed: {},
  callOff: { reason: 'Ill' },
};

interface Listed {
  action: string;
  allowed: boolean;
  reason?: string;
  signIn?: boolean;
}

let people: Record<Exclude<Persona, 'visitor'>, Member>;
const tokenOf = (p: Persona) => (p === 'visitor' ? undefined : people[p].token);

beforeAll(async () => {
  people = await signedUpPersonas();
  // Adding a wish to a book drive takes an open drive: one for the whole file.
  const day = (offset: number) => localDay(Date.now() + offset * 86_400_000);
  const drive = expectOk(
    await call('POST', '/api/support/drives', {
      token: volunteer().token,
      body: {
        texts: { en: { name: 'Post actions drive', purpose: 'Books for the tests.' } },
        partner: { name: 'Test library', kind: 'library' },
        goal: 10,
        startDate: day(0),
        endDate: day(30),
      },
    }),
    'open drive',
  );
  BODIES.tagDrive = { driveId: drive.body.id };
});

async function listed(kind: PostKind, id: string, persona: Persona): Promise<Listed[]> {
  const answer = await call('GET', `/api/${kind}s/${id}`, { token: tokenOf(persona) });
  expect(answer.status).toBe(200);
  return answer.body.actions;
}

async function atStatus(kind: PostKind, status: string): Promise<string> {
  return kind === 'wishlist'
    ? wishlistAt(status as WishlistStatus, people.owner, people.counterparty)
    : treatAt(status as TreatStatus, people.owner, people.counterparty);
}

const cases: [PostKind, string][] = [
  ...WISHLIST_STATUSES.map((s): [PostKind, string] => ['wishlist', s]),
  ...TREAT_STATUSES.map((s): [PostKind, string] => ['treat', s]),
];

describe('a detail lists the steps its reader may take, and the API agrees', () => {
  // Each status makes its own posts (a refusal meets a post nobody changes, a step taken meets a fresh
  // one), so the statuses need no order: five at a time, not one after the other at the run's tail.
  it.concurrent.each(cases)('%s at %s', async (kind, status) => {
    const id = await atStatus(kind, status);
    let allowedCount = 0;
    for (const persona of PERSONAS) {
      const actions = await listed(kind, id, persona);
      expect(actions.length).toBeGreaterThan(0);
      for (const step of actions) {
        if (step.allowed) {
          // Report stays open on every post a member can read, closed ones included.
          if (step.action !== 'report') allowedCount += 1;
          // Taking it changes the post: on a post of its own at the same status.
          const fresh = await atStatus(kind, status);
          const answer = await call(
            'POST',
            `/api/${kind}s/${fresh}/${actionSlug(step.action as ExchangeAction)}`,
            {
              token: tokenOf(persona),
              body: BODIES[step.action],
            },
          );
          expect(answer.status, `${persona} ${step.action}`).toBe(200);
        } else {
          const answer = await call(
            'POST',
            `/api/${kind}s/${id}/${actionSlug(step.action as ExchangeAction)}`,
            {
              token: tokenOf(persona),
              body: BODIES[step.action],
            },
          );
          expect(answer.status, `${persona} ${step.action}`).toBeGreaterThanOrEqual(400);
          if (persona === 'visitor') {
            // Sending asks a visitor to sign in first; the list may instead say what the post's state
            // tells every member (then the button is disabled for them too).
            expect(answer.status).toBe(401);
            if (step.signIn) expect(answer.body.error.message).toBe(step.reason);
          } else {
            expect(answer.body.error.message).toBe(step.reason);
            expect(step.signIn).toBeUndefined();
          }
        }
      }
    }
    // Someone always has an exchange step to take until the post is closed.
    expect(allowedCount > 0).toBe(status !== 'closed');
  });
});
