// Through a full wishlist and treat lifecycle, every body a visitor or a stranger receives (detail,
// lists, their own lists, refused transitions) is scanned: the shipping address and the private
// messages never appear. The parties do see them, so the scan is known to look at the right text.

import { actionSlug, actionsOf } from '@bookwish/shared/domain/step-routes';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  expectOk,
  type Member,
  signedUp,
  signedUpVolunteer,
  treatBody,
  wishlistBody,
} from './client.ts';
import { secrets } from './lifecycles.ts';

/** Every request an outsider can make about a post, and the lists it could appear in. */
async function outsiderViews(kind: 'wishlists' | 'treats', id: string, stranger: Member): Promise<Answer[]> {
  // Every step of the registry, as its path names it.
  const actions = actionsOf(kind === 'wishlists' ? 'wishlist' : 'treat').map(actionSlug);
  const answers: Answer[] = [];
  for (const token of [undefined, stranger.token]) {
    answers.push(await call('GET', `/api/${kind}/${id}`, { token }));
    answers.push(await call('GET', `/api/${kind}?limit=30`, { token }));
    for (const action of actions) {
      answers.push(
        await call('POST', `/api/${kind}/${id}/${action}`, { token, body: { expectedVersion: 0 } }),
      );
    }
    answers.push(await call('DELETE', `/api/${kind}/${id}`, { token }));
  }
  answers.push(
    await call('GET', `/api/me/${kind}?role=${kind === 'wishlists' ? 'wisher' : 'treater'}`, {
      token: stranger.token,
    }),
  );
  answers.push(
    await call('GET', `/api/me/${kind}?role=${kind === 'wishlists' ? 'offerer' : 'requester'}`, {
      token: stranger.token,
    }),
  );
  return answers;
}

function expectNoSecret(answers: Answer[], secret: Record<string, string>) {
  for (const answer of answers) {
    for (const [field, text] of Object.entries(secret)) {
      expect(answer.text, `${field} leaked in a ${answer.status} body`).not.toContain(text);
      // A post body must not even carry the key (an error may name the form field it refuses).
      if (answer.status < 300) expect(answer.text).not.toContain(`"${field}"`);
    }
  }
}

describe('privacy through a full lifecycle', () => {
  it('a wishlist never shows its address or messages to a visitor or a stranger', async () => {
    const [wisher, giver, stranger, val] = await Promise.all([
      signedUp('Wendy'),
      signedUp('Gil'),
      signedUp('Stan'),
      signedUpVolunteer('Vera'),
    ]);
    const s = secrets(`w${Date.now()}`);
    const id: string = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody() }),
      'create',
    ).body.id;
    const steps = [
      () => call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }),
      () =>
        call('POST', `/api/wishlists/${id}/confirm`, {
          token: wisher.token,
          body: { shippingAddress: s.shippingAddress },
        }),
      () =>
        call('POST', `/api/wishlists/${id}/fulfil`, {
          token: giver.token,
          body: { fulfillmentMessage: s.fulfillmentMessage },
        }),
      () =>
        call('POST', `/api/wishlists/${id}/close`, { token: wisher.token, body: { thankYouNote: 'Thanks' } }),
    ];
    const secret = { shippingAddress: s.shippingAddress, fulfillmentMessage: s.fulfillmentMessage };
    expectNoSecret(await outsiderViews('wishlists', id, stranger), secret);
    for (const step of steps) {
      expectOk(await step(), 'lifecycle step');
      expectNoSecret(await outsiderViews('wishlists', id, stranger), secret);
    }
    // The parties and volunteers do read them: the scan above looked at the right text.
    for (const who of [wisher, giver, val]) {
      const seen = await call('GET', `/api/wishlists/${id}`, { token: who.token });
      expect(seen.text).toContain(s.fulfillmentMessage);
    }
    // Once the book has arrived, the giver no longer sees where it went; the wisher and volunteers do.
    for (const who of [wisher, val]) {
      expect((await call('GET', `/api/wishlists/${id}`, { token: who.token })).text).toContain(
        s.shippingAddress,
      );
    }
    const giverView = await call('GET', `/api/wishlists/${id}`, { token: giver.token });
    expect(giverView.status).toBe(200);
    expect(giverView.text).not.toContain(s.shippingAddress);
    expect(giverView.text).not.toContain('"shippingAddress"');
  });

  it('a treat never shows its address or messages to a visitor or a stranger', async () => {
    const [treater, requester, stranger, val] = await Promise.all([
      signedUp('Tia'),
      signedUp('Rex'),
      signedUp('Stu'),
      signedUpVolunteer('Vic'),
    ]);
    const s = secrets(`t${Date.now()}`);
    const id: string = expectOk(
      await call('POST', '/api/treats', { token: treater.token, body: treatBody() }),
      'create',
    ).body.id;
    const steps = [
      () =>
        call('POST', `/api/treats/${id}/request`, {
          token: requester.token,
          body: { shippingAddress: s.shippingAddress, requestMessage: s.requestMessage },
        }),
      () =>
        call('POST', `/api/treats/${id}/ship`, {
          token: treater.token,
          body: { shippedMessage: s.shippedMessage },
        }),
      () =>
        call('POST', `/api/treats/${id}/close`, { token: requester.token, body: { thankYouNote: 'Got it' } }),
    ];
    const secret = {
      shippingAddress: s.shippingAddress,
      requestMessage: s.requestMessage,
      shippedMessage: s.shippedMessage,
    };
    expectNoSecret(await outsiderViews('treats', id, stranger), secret);
    for (const step of steps) {
      expectOk(await step(), 'lifecycle step');
      expectNoSecret(await outsiderViews('treats', id, stranger), secret);
    }
    for (const who of [treater, requester, val]) {
      const seen = await call('GET', `/api/treats/${id}`, { token: who.token });
      expect(seen.text).toContain(s.requestMessage);
      expect(seen.text).toContain(s.shippedMessage);
    }
    // Once the book has arrived, the treater no longer sees where it went; the requester and volunteers do.
    for (const who of [requester, val]) {
      expect((await call('GET', `/api/treats/${id}`, { token: who.token })).text).toContain(
        s.shippingAddress,
      );
    }
    const treaterView = await call('GET', `/api/treats/${id}`, { token: treater.token });
    expect(treaterView.status).toBe(200);
    expect(treaterView.text).not.toContain(s.shippingAddress);
    expect(treaterView.text).not.toContain('"shippingAddress"');
  });
});
