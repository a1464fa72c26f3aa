import { describe, expect, it } from 'vitest';
import { describeDecisionTable } from './decision-table.ts';
import { messages } from './messages.ts';
import { decidePostDeletion } from './post.ts';
import { validate } from './schemas/errors.ts';
import { createWishlistSchema } from './schemas/posts.ts';
import { confirmSchema, fulfilSchema } from './schemas/transitions.ts';
import { type StoryStep, tell } from './story.ts';
import type { Actor, Wishlist, WishlistCommand, WishlistInput } from './types.ts';
import { decideWishlist, evolveWishlist } from './wishlist.ts';

const owner: Actor = { uid: 'u-owner', name: 'Olivia' };
const giver: Actor = { uid: 'u-giver', name: 'Gary' };
const stranger: Actor = { uid: 'u-stranger', name: 'Sam' };
const volunteer: Actor = { uid: 'u-vol', name: 'Vera', volunteer: true };

const input: WishlistInput = {
  title: 'The Hobbit',
  author: 'J. R. R. Tolkien',
  coverURL: '',
  types: ['Fiction'],
  purchaseLink: 'https://books.example.ca/hobbit',
  destination: 'Canada',
  price: 'CAD 20.00',
  message: 'For my class',
};

const steps: Record<string, StoryStep[]> = {
  posted: [{ actor: owner, command: { type: 'post', input } }],
};
steps.offered = [...(steps.posted ?? []), { actor: giver, command: { type: 'offer' } }];
steps.confirmed = [
  ...(steps.offered ?? []),
  { actor: owner, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
];
steps.fulfilled = [
  ...(steps.confirmed ?? []),
  { actor: giver, command: { type: 'fulfil', fulfillmentMessage: 'Tracking 123' } },
];
steps.closed = [
  ...(steps.fulfilled ?? []),
  { actor: owner, command: { type: 'close', thankYouNote: 'Thanks!', thankYouPhotoURL: '' } },
];
steps.removed = [...(steps.offered ?? []), { actor: volunteer, command: { type: 'remove', reason: 'Spam' } }];

function stateIn(status: string): Wishlist {
  return tell('wishlist', 'w1', steps[status] ?? []).state as Wishlist;
}

const commands: Record<string, WishlistCommand | 'delete'> = {
  post: { type: 'post', input },
  delete: 'delete',
  offer: { type: 'offer' },
  confirm: { type: 'confirm', shippingAddress: '2 Oak Ave, Burnaby' },
  fulfil: { type: 'fulfil', fulfillmentMessage: 'Ships Monday' },
  close: { type: 'close', thankYouNote: '', thankYouPhotoURL: '' },
  reopen: { type: 'reopen', reason: 'Giver stopped answering' },
  correctAddress: { type: 'correctAddress', shippingAddress: '3 Elm St', reason: 'Typo in address' },
  remove: { type: 'remove', reason: 'Spam' },
};

/** Outcome per role, in this order: visitor, stranger, owner, giver (the offerer), volunteer.
 * ok = an event; del = deletion accepted; otherwise the HTTP status of the refusal. */
const table: Record<string, Record<string, string>> = {
  posted: {
    offer: '401 ok 403 ok ok',
    confirm: '401 403 409 403 403',
    fulfil: '401 403 403 403 403',
    close: '401 403 409 403 403',
    delete: '401 403 del 403 403',
    reopen: '401 403 403 403 409',
    correctAddress: '401 403 403 403 409',
    remove: '401 403 403 403 ok',
  },
  offered: {
    offer: '401 409 403 409 409',
    confirm: '401 403 ok 403 403',
    fulfil: '401 403 403 409 403',
    close: '401 403 409 403 403',
    delete: '401 403 409 403 403',
    reopen: '401 403 403 403 ok',
    correctAddress: '401 403 403 403 409',
    remove: '401 403 403 403 ok',
  },
  confirmed: {
    offer: '401 409 403 409 409',
    confirm: '401 403 409 403 403',
    fulfil: '401 403 403 ok 403',
    close: '401 403 409 403 403',
    delete: '401 403 409 403 403',
    reopen: '401 403 403 403 ok',
    correctAddress: '401 403 403 403 ok',
    remove: '401 403 403 403 ok',
  },
  fulfilled: {
    offer: '401 409 403 409 409',
    confirm: '401 403 409 403 403',
    fulfil: '401 403 403 409 403',
    close: '401 403 ok 403 403',
    delete: '401 403 409 403 403',
    reopen: '401 403 403 403 409',
    correctAddress: '401 403 403 403 ok',
    remove: '401 403 403 403 ok',
  },
  closed: {
    offer: '401 409 403 409 409',
    confirm: '401 403 409 403 403',
    fulfil: '401 403 403 409 403',
    close: '401 403 409 403 403',
    delete: '401 403 del 403 403',
    reopen: '401 403 403 403 409',
    correctAddress: '401 403 403 403 409',
    remove: '401 403 403 403 ok',
  },
};

describeDecisionTable('decideWishlist: every command from every status by every role', {
  kind: 'wishlist',
  postId: 'w1',
  roles: [
    ['visitor', null],
    ['stranger', stranger],
    ['owner', owner],
    ['giver', giver],
    ['volunteer', volunteer],
  ],
  commands,
  table,
  stateIn,
});

describe('decideWishlist: texts and events', () => {
  const ctx = { postId: 'w1', now: 1_726_000_123_456 };

  it('asks a visitor to sign in before offering', () => {
    const d = decideWishlist(stateIn('posted'), { type: 'offer' }, null, ctx);
    expect(d).toEqual({
      ok: false,
      error: { code: 'UNAUTHENTICATED', message: messages.wishlist.signInToOffer },
    });
    expect(messages.wishlist.signInToOffer).toBe('Please sign in before offering to buy a book.');
  });

  it('refuses an offer on your own wishlist', () => {
    const d = decideWishlist(stateIn('posted'), { type: 'offer' }, owner, ctx);
    expect(d.ok === false && d.error.message).toBe("You can't offer on your own wishlist.");
  });

  it('tells a second giver someone was first, and the first giver they already offered', () => {
    const offered = stateIn('offered');
    const second = decideWishlist(offered, { type: 'offer' }, stranger, ctx);
    expect(second.ok === false && second.error).toEqual({
      code: 'CONFLICT',
      message: 'Someone has already offered to gift this book.',
    });
    const again = decideWishlist(offered, { type: 'offer' }, giver, ctx);
    expect(again.ok === false && again.error.message).toBe(messages.wishlist.youAlreadyOffered);
  });

  it('refuses deletion while an exchange is in progress', () => {
    for (const status of ['offered', 'confirmed', 'fulfilled']) {
      const d = decidePostDeletion('wishlist', stateIn(status), owner, ctx);
      expect(d.ok === false && d.error.message).toBe(
        'This post has an exchange in progress. Contact us if you need to cancel it.',
      );
    }
  });

  it('tells members a removed post was taken down', () => {
    const d = decideWishlist(stateIn('removed'), { type: 'offer' }, stranger, ctx);
    expect(d.ok === false && d.error).toEqual({
      code: 'NOT_FOUND',
      message: 'This post was removed by our volunteers.',
    });
  });

  // Field rules live once, in the shared schemas the API parses bodies with; the decider gets parsed commands.
  it('refuses a blank shipping address with the spec text, on the field', () => {
    const d = validate(confirmSchema, { shippingAddress: '   ' });
    expect(d.ok === false && d.error).toEqual({
      code: 'VALIDATION',
      message: 'Please fill in the required field.',
      fields: { shippingAddress: 'Please fill in the required field.' },
    });
  });

  it('refuses a blank fulfilment message with the spec text', () => {
    const d = validate(fulfilSchema, { fulfillmentMessage: '' });
    expect(d.ok === false && d.error.fields).toEqual({
      fulfillmentMessage: 'Please fill in the required field.',
    });
  });

  it('refuses a new wishlist without a title, destination, link and price, in the spec order', () => {
    const d = validate(createWishlistSchema, {
      ...input,
      title: '',
      destination: '',
      purchaseLink: '',
      price: '',
    });
    expect(d.ok === false && d.error.message).toBe('Please enter the title of the book.');
    expect(d.ok === false && Object.keys(d.error.fields ?? {})).toEqual([
      'title',
      'destination',
      'purchaseLink',
      'price',
    ]);
  });

  it('refuses a stale expectedVersion as a conflict', () => {
    const posted = stateIn('posted');
    const d = decideWishlist(posted, { type: 'offer' }, stranger, {
      ...ctx,
      expectedVersion: posted.version - 1,
    });
    expect(d.ok === false && d.error).toEqual({ code: 'CONFLICT', message: messages.common.staleVersion });
    const fresh = decideWishlist(posted, { type: 'offer' }, stranger, {
      ...ctx,
      expectedVersion: posted.version,
    });
    expect(fresh.ok).toBe(true);
  });

  it('numbers events after the state version and stamps time and actor', () => {
    const d = decideWishlist(stateIn('offered'), commands.confirm as WishlistCommand, owner, ctx);
    if (!d.ok) throw new Error('expected an event');
    expect(d.event).toEqual({
      postId: 'w1',
      seq: 3,
      at: ctx.now,
      actorUid: 'u-owner',
      actorName: 'Olivia',
      type: 'AddressShared',
      data: { shippingAddress: '2 Oak Ave, Burnaby' },
    });
  });

  it('creates a posted wishlist with the spec fields', () => {
    const d = decideWishlist(null, { type: 'post', input: { ...input, title: 'The Hobbit' } }, owner, ctx);
    if (!d.ok) throw new Error('expected an event');
    const state = evolveWishlist(null, d.event);
    expect(state).toMatchObject({
      kind: 'wishlist',
      id: 'w1',
      uid: 'u-owner',
      userDisplayName: 'Olivia',
      title: 'The Hobbit',
      status: 'posted',
      fulfilled: false,
      closed: false,
      createdAt: 1_726_000_123,
      version: 1,
    });
    expect(state.history).toEqual([
      { seq: 1, type: 'WishPosted', at: ctx.now, actorUid: 'u-owner', actorName: 'Olivia' },
    ]);
  });
});

describe('evolveWishlist: stored fields per transition (spec section 4)', () => {
  it('adds the offerer, the address, the message, the thank-you as each step happens', () => {
    const offered = stateIn('offered');
    expect(offered).toMatchObject({ status: 'offered', offerUID: 'u-giver', offerDisplayName: 'Gary' });
    const confirmed = stateIn('confirmed');
    expect(confirmed).toMatchObject({ status: 'confirmed', shippingAddress: '1 Main St, Vancouver' });
    const fulfilled = stateIn('fulfilled');
    expect(fulfilled).toMatchObject({
      status: 'fulfilled',
      fulfilled: true,
      fulfillmentMessage: 'Tracking 123',
    });
    const closed = stateIn('closed');
    expect(closed).toMatchObject({
      status: 'closed',
      closed: true,
      fulfilled: true,
      thankYouNote: 'Thanks!',
      thankYouPhotoURL: '',
      version: 5,
    });
    expect(closed.history.map((s) => s.type)).toEqual([
      'WishPosted',
      'OfferMade',
      'AddressShared',
      'GiftSent',
      'ReceiptConfirmed',
    ]);
  });

  it('reopening clears the giver and the address so another member can offer', () => {
    const { state } = tell('wishlist', 'w1', [
      ...(steps.confirmed ?? []),
      { actor: volunteer, command: { type: 'reopen', reason: 'Giver never shipped' } },
      { actor: stranger, command: { type: 'offer' } },
    ]);
    const w = state as Wishlist;
    expect(w.status).toBe('offered');
    expect(w.offerUID).toBe('u-stranger');
    expect(w.shippingAddress).toBeUndefined();
    expect(w.version).toBe(5);
  });

  it('refuses to evolve an event that cannot come first', () => {
    expect(() =>
      evolveWishlist(null, {
        postId: 'w',
        seq: 1,
        at: 0,
        actorUid: 'a',
        actorName: 'A',
        type: 'OfferMade',
        data: {},
      }),
    ).toThrow();
  });
});
