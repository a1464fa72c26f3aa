// Corrective actions through the API: each one's effect, its refusal from a wrong status (nothing
// appended), the reason rule, what members then read in the timeline (no volunteer identity), and
// a removal's reach: gone from every list, the detail page says the volunteers removed it.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, expectOk, type Member, member, volunteer } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';

let val: Member;
let owner: Member;
let giver: Member;

beforeAll(() => {
  val = volunteer('Vera Volunteer-Secret');
  owner = member('Wanda Wisher');
  giver = member('Gary Giver');
});

const act = (id: string, body: unknown, token = val.token) =>
  call('POST', `/api/support/posts/${id}/actions`, { token, body });

const detail = (kind: 'wishlists' | 'treats', id: string, token?: string) =>
  call('GET', `/api/${kind}/${id}`, { token });

function expectConflict(answer: Answer, message: string) {
  expect(answer.status).toBe(409);
  expect(answer.body.error).toEqual({ code: 'CONFLICT', message });
}

describe('reopen', () => {
  for (const status of ['offered', 'confirmed'] as const) {
    it(`puts a ${status} wishlist back to posted, clearing the giver and the address`, async () => {
      const id = await wishlistAt(status, owner, giver);
      const answer = await act(id, { type: 'reopen', reason: 'Giver stopped answering' });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('posted');
      const seen = await detail('wishlists', id, owner.token);
      expect(seen.body.status).toBe('posted');
      expect(seen.body.offerUID).toBeUndefined();
      expect(seen.body.offerDisplayName).toBeUndefined();
      expect(seen.body.shippingAddress).toBeUndefined();
      // The former giver is no longer a party: no private text for them.
      const former = await detail('wishlists', id, giver.token);
      expect(former.body.viewer).toBe('member');
      expect(former.text).not.toContain('SECRET-ADDRESS');
      // Anyone else may now offer.
      const next = member('Nina Next');
      const offer = await call('POST', `/api/wishlists/${id}/offer`, { token: next.token, body: {} });
      expect(offer.status).toBe(200);
      expect(offer.body.status).toBe('offered');
      expect(offer.body.offerDisplayName).toBe('Nina Next');
    });
  }

  it('puts a requested treat back to posted, clearing the requester, address and message', async () => {
    const requester = member('Rory Requester');
    const id = await treatAt('requested', owner, requester);
    expect((await act(id, { type: 'reopen', reason: 'Requester asked to cancel' })).status).toBe(200);
    const seen = await detail('treats', id, owner.token);
    expect(seen.body.status).toBe('posted');
    expect(seen.body.requestUID).toBeUndefined();
    expect(seen.text).not.toContain('SECRET-ADDRESS');
    expect(seen.text).not.toContain('SECRET-REQUEST');
  });

  for (const status of ['posted', 'fulfilled', 'closed'] as const) {
    it(`is refused for a ${status} wishlist, and nothing is appended`, async () => {
      const id = await wishlistAt(status, owner, giver);
      const before = (await detail('wishlists', id, owner.token)).body.version;
      expectConflict(await act(id, { type: 'reopen', reason: 'x' }), messages.support.cannotReopen);
      expect((await detail('wishlists', id, owner.token)).body.version).toBe(before);
    });
  }

  for (const status of ['posted', 'shipped', 'closed'] as const) {
    it(`is refused for a ${status} treat`, async () => {
      const id = await treatAt(status, owner, giver);
      expectConflict(await act(id, { type: 'reopen', reason: 'x' }), messages.support.cannotReopen);
    });
  }
});

describe('correct the shipping address', () => {
  it('replaces the address the giver reads on a confirmed wishlist', async () => {
    const id = await wishlistAt('confirmed', owner, giver);
    const answer = await act(id, {
      type: 'correctAddress',
      shippingAddress: '42 Corrected Ave, Toronto ON',
      reason: 'Wisher wrote to us: wrong street number',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('confirmed');
    const seen = await detail('wishlists', id, giver.token);
    expect(seen.body.shippingAddress).toBe('42 Corrected Ave, Toronto ON');
    // Strangers still never see it.
    expect((await detail('wishlists', id, member().token)).text).not.toContain('42 Corrected Ave');
  });

  it('works on a shipped treat (before it is closed)', async () => {
    const id = await treatAt('shipped', owner, giver);
    const answer = await act(id, { type: 'correctAddress', shippingAddress: '9 Elm St', reason: 'Typo' });
    expect(answer.status).toBe(200);
    expect(answer.body.shippingAddress).toBe('9 Elm St');
  });

  for (const status of ['posted', 'offered', 'closed'] as const) {
    it(`is refused for a ${status} wishlist`, async () => {
      const id = await wishlistAt(status, owner, giver);
      expectConflict(
        await act(id, { type: 'correctAddress', shippingAddress: '1 Main', reason: 'x' }),
        messages.support.cannotCorrectAddress,
      );
    });
  }

  it('needs the new address', async () => {
    const id = await wishlistAt('confirmed', owner, giver);
    const answer = await act(id, { type: 'correctAddress', shippingAddress: '  ', reason: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.shippingAddress).toBe(messages.common.requiredField);
  });
});

describe('every action needs a reason', () => {
  for (const type of ['reopen', 'remove'] as const) {
    it(`${type} without a reason -> 400 and nothing changes`, async () => {
      const id = await wishlistAt('offered', owner, giver);
      const answer = await act(id, { type, reason: '   ' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION');
      expect(answer.body.error.fields.reason).toBe(messages.support.reasonRequired);
      const seen = await detail('wishlists', id, owner.token);
      expect(seen.body.status).toBe('offered');
      expect(seen.body.version).toBe(2);
    });
  }

  it('an unknown action is refused with the list of actions', async () => {
    const id = await wishlistAt('offered', owner, giver);
    const answer = await act(id, { type: 'editTitle', reason: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(messages.support.unknownAction);
  });

  it('a stale expectedVersion is a conflict', async () => {
    const id = await wishlistAt('offered', owner, giver);
    expectConflict(
      await act(id, { type: 'reopen', reason: 'x', expectedVersion: 1 }),
      messages.common.staleVersion,
    );
  });

  it('an unknown post is a 404', async () => {
    const answer = await act('no-such-post', { type: 'remove', reason: 'x' });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(messages.support.postNotFound);
  });
});

describe("the member's timeline", () => {
  it('says what the volunteers did in plain words, without their identity', async () => {
    const id = await wishlistAt('confirmed', owner, giver);
    expectOk(
      await act(id, { type: 'correctAddress', shippingAddress: '5 Fix St', reason: 'Typo' }),
      'correct',
    );
    const corrected = await detail('wishlists', id, owner.token);
    expect((corrected.body.timeline as unknown[]).at(-1)).toEqual(
      expect.objectContaining({
        status: messages.timeline.statusAddressCorrected,
        actorName: messages.timeline.volunteersName,
        text: messages.timeline.addressCorrected,
      }),
    );
    expect(corrected.text).not.toContain('Vera Volunteer-Secret');
    expectOk(await act(id, { type: 'reopen', reason: 'Giver unreachable for weeks' }), 'reopen');
    for (const viewer of [owner.token, giver.token, member().token, undefined]) {
      const seen = await detail('wishlists', id, viewer);
      const steps = seen.body.timeline as { status: string; actorName: string; text: string }[];
      // The reopen closes the abandoned exchange (its correction included): the story starts again.
      expect(steps.map((s) => s.status)).toEqual(['Posted', messages.timeline.statusReopened]);
      expect(steps.slice(-1)).toEqual([
        expect.objectContaining({
          status: messages.timeline.statusReopened,
          actorName: messages.timeline.volunteersName,
          text: messages.timeline.reopened,
        }),
      ]);
      expect(seen.text).not.toContain('Vera Volunteer-Secret');
      expect(seen.text).not.toContain(val.uid);
      expect(seen.text).not.toContain('Giver unreachable for weeks');
    }
  });
});

describe('remove', () => {
  it('takes a post out of every list; its detail says the volunteers removed it', async () => {
    const requester = member('Ria Requester');
    const wish = await wishlistAt('offered', owner, giver);
    const treat = await treatAt('requested', owner, requester);
    expectOk(await act(wish, { type: 'remove', reason: 'Reported as spam' }), 'remove wishlist');
    expectOk(await act(treat, { type: 'remove', reason: 'Reported as spam' }), 'remove treat');

    const lists: [string, string | undefined][] = [
      ['/api/wishlists?limit=30', undefined],
      ['/api/treats?limit=30', undefined],
      ['/api/me/wishlists?role=wisher', owner.token],
      ['/api/me/wishlists?role=offerer', giver.token],
      ['/api/me/treats?role=treater', owner.token],
      ['/api/me/treats?role=requester', requester.token],
    ];
    for (const [path, token] of lists) {
      const answer = await call('GET', path, { token });
      expect(answer.status, path).toBe(200);
      const ids = (answer.body.items as { id: string }[]).map((p) => p.id);
      expect(ids, path).not.toContain(wish);
      expect(ids, path).not.toContain(treat);
    }
    for (const token of [owner.token, giver.token, undefined]) {
      const seen = await detail('wishlists', wish, token);
      expect(seen.status).toBe(404);
      expect(seen.body.error.message).toBe('This post was removed by our volunteers.');
    }
    expect((await detail('treats', treat, requester.token)).body.error.message).toBe(
      'This post was removed by our volunteers.',
    );
    // Members can no longer act on it.
    const offer = await call('POST', `/api/treats/${treat}/ship`, { token: owner.token, body: {} });
    expect(offer.status).toBe(404);
    // A second removal is refused.
    expectConflict(await act(wish, { type: 'remove', reason: 'again' }), messages.support.alreadyRemoved);
  });
});
