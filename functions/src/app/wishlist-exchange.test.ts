// Every rule of a wishlist's exchange, decided on the in-memory store: no database.

import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { getPost } from './get-post.ts';
import { gabriel, refusal, tessa, testDeps, wendy, wishInput } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

async function postedWish() {
  const deps = testDeps();
  const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
  return { deps, id: wish.id };
}

describe('wishlist exchange use cases', () => {
  it('makes a wish with version 1, its fields kept as typed (accents included)', async () => {
    const { deps, id } = await postedWish();
    const seen = await getPost(deps, 'wishlist', { postId: id, caller: null });
    expect(seen).toMatchObject({ title: wishInput.title, status: 'posted', version: 1, viewer: 'visitor' });
    expect(deps.store.storedEvents(id)).toEqual([expect.objectContaining({ type: 'WishPosted', v: 1 })]);
  });

  it('asks a visitor to sign in before offering, with the spec text, and writes nothing', async () => {
    const { deps, id } = await postedWish();
    expect(
      await refusal(() => transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: null, body: {} })),
    ).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.wishlist.signInToOffer,
    });
    expect(deps.store.storedEvents(id)).toHaveLength(1);
  });

  it('refuses an offer on your own wish, and a second offer once someone offered', async () => {
    const { deps, id } = await postedWish();
    expect(
      await refusal(() => transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: wendy, body: {} })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.wishlist.ownOffer,
    });
    await transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: gabriel, body: {} });
    expect(
      await refusal(() => transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: tessa, body: {} })),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.wishlist.alreadyOffered,
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: gabriel, body: {} }),
      ),
    ).toMatchObject({
      message: messages.wishlist.youAlreadyOffered,
    });
  });

  it('decides Book Received before the thank-you photo is processed: a caller who may not close makes none', async () => {
    const { deps, id } = await postedWish();
    await transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: gabriel, body: {} });
    const photo = (who: { uid: string }) => `thankYouPhotos/${who.uid}-1-abc.png`;
    // A stranger with their own upload, and the wisher before the gift was sent.
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'close', {
          postId: id,
          caller: tessa,
          body: { thankYouPhotoKey: photo(tessa) },
        }),
      ),
    ).toEqual({ code: 'FORBIDDEN', message: messages.wishlist.onlyWisherCloses });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'close', {
          postId: id,
          caller: wendy,
          body: { thankYouPhotoKey: photo(wendy) },
        }),
      ),
    ).toEqual({ code: 'CONFLICT', message: messages.wishlist.notFulfilledYet });
    expect(deps.verified).toEqual([]);
    expect(deps.store.storedEvents(id)).toHaveLength(2);
  });

  it('treats a stale expectedVersion (a double click on an old page) as a conflict', async () => {
    const { deps, id } = await postedWish();
    await transitionPost(deps, 'wishlist', 'offer', {
      postId: id,
      caller: gabriel,
      body: { expectedVersion: 1 },
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'confirm', {
          postId: id,
          caller: wendy,
          body: { shippingAddress: 'x', expectedVersion: 1 },
        }),
      ),
    ).toEqual({ code: 'CONFLICT', message: messages.common.staleVersion });
  });

  it('tells the loser of a race why it lost (the other offer landed between load and append)', async () => {
    const { deps, id } = await postedWish();
    const racing = {
      ...deps,
      store: Object.assign(Object.create(deps.store), {
        append: async (...args: Parameters<typeof deps.store.append>) => {
          await transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: tessa, body: {} }); // Tessa gets there first
          return deps.store.append(...args);
        },
      }),
    };
    expect(
      await refusal(() =>
        transitionPost(racing, 'wishlist', 'offer', { postId: id, caller: gabriel, body: {} }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.wishlist.alreadyOffered,
    });
    const events = deps.store.storedEvents(id).map((e) => e.type);
    expect(events).toEqual(['WishPosted', 'OfferMade']);
  });

  it('goes offered -> confirmed -> fulfilled -> closed, the address only for the two parties', async () => {
    const { deps, id } = await postedWish();
    await transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: gabriel, body: {} });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'confirm', {
          postId: id,
          caller: gabriel,
          body: { shippingAddress: '1 Main St' },
        }),
      ),
    ).toEqual({ code: 'FORBIDDEN', message: messages.wishlist.onlyWisherConfirms });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'confirm', {
          postId: id,
          caller: wendy,
          body: { shippingAddress: '  ' },
        }),
      ),
    ).toMatchObject({
      code: 'VALIDATION',
    });
    await transitionPost(deps, 'wishlist', 'confirm', {
      postId: id,
      caller: wendy,
      body: { shippingAddress: 'Wendy Park, 123 Main St, Vancouver' },
    });
    expect((await getPost(deps, 'wishlist', { postId: id, caller: gabriel })).shippingAddress).toContain(
      '123 Main St',
    );
    expect((await getPost(deps, 'wishlist', { postId: id, caller: tessa })).shippingAddress).toBeUndefined();
    expect((await getPost(deps, 'wishlist', { postId: id, caller: null })).shippingAddress).toBeUndefined();

    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'fulfil', {
          postId: id,
          caller: wendy,
          body: { fulfillmentMessage: 'Sent' },
        }),
      ),
    ).toEqual({ code: 'FORBIDDEN', message: messages.wishlist.onlyGiverFulfils });
    await transitionPost(deps, 'wishlist', 'fulfil', {
      postId: id,
      caller: gabriel,
      body: { fulfillmentMessage: 'Shipping on Friday.' },
    });

    deps.advance(3 * 86_400_000);
    const closed = await transitionPost(deps, 'wishlist', 'close', {
      postId: id,
      caller: wendy,
      body: { thankYouNote: 'Merci, Gabriel!', thankYouPhotoKey: `thankYouPhotos/${wendy.uid}-1.jpg` },
    });
    expect(closed).toMatchObject({ status: 'closed', thankYouNote: 'Merci, Gabriel!', version: 5 });
    expect(deps.verified).toEqual([expect.objectContaining({ purpose: 'thankYou', uid: wendy.uid })]);
    expect(deps.store.storedEvents(id).map((e) => e.at)).toEqual([
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 10, 4),
    ]);
  });

  it('checks the cover upload for its purpose before the wish exists', async () => {
    const deps = testDeps();
    const failing = {
      ...deps,
      images: {
        ...deps.images,
        attach: async () => {
          throw Object.assign(new Error(messages.wishlist.coverType), { code: 'VALIDATION' });
        },
      },
    };
    expect(
      await refusal(() =>
        createPost(failing, 'wishlist', {
          caller: wendy,
          body: { ...wishInput, coverKey: 'bookCovers/x.png' },
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION', message: messages.wishlist.coverType });
    expect((await deps.store.listAll('wishlist')).items).toHaveLength(0);
  });
});

describe('making a wish again with the same idempotency key', () => {
  it('finds the wish the lost attempt made: one post, one event, the same answer', async () => {
    const deps = testDeps();
    const key = '4b0e7c1e-9a55-4d8e-a1f0-3f3b8f6c2d10';
    const first = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput, idempotencyKey: key });
    const again = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput, idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ title: wishInput.title, status: 'posted', version: 1 });
    expect(deps.store.storedEvents(first.id)).toHaveLength(1);
    expect((await deps.store.listAll('wishlist')).items).toHaveLength(1);
    // Another member's key that happens to be the same names their own wish, never Wendy's.
    const other = await createPost(deps, 'wishlist', { caller: tessa, body: wishInput, idempotencyKey: key });
    expect(other.id).not.toBe(first.id);
    expect((await deps.store.listAll('wishlist')).items).toHaveLength(2);
  });

  it('refuses a malformed key with the bad-request text and stores nothing', async () => {
    const deps = testDeps();
    expect(
      await refusal(() =>
        createPost(deps, 'wishlist', { caller: wendy, body: wishInput, idempotencyKey: 'a b' }),
      ),
    ).toEqual({ code: 'VALIDATION', message: messages.common.badRequest });
    expect((await deps.store.listAll('wishlist')).items).toHaveLength(0);
  });
});
