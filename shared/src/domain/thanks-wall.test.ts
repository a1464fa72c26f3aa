import { describe, expect, it } from 'vitest';
import { eraseMemberFromEvents, eraseMemberFromState } from './erasure.ts';
import { decidePost, evolvePost } from './post.ts';
import { type StoryStep, tell } from './story.ts';
import { isOnWall, toWallCard } from './thanks-wall.ts';
import type { Actor, Post, TreatInput, WishlistInput } from './types.ts';

const wisher: Actor = { uid: 'u-wisher', name: 'Wendy Park' };
const giver: Actor = { uid: 'u-giver', name: 'Gabriel Singh' };
const stranger: Actor = { uid: 'u-stranger', name: 'Sam' };
const volunteer: Actor = { uid: 'u-vol', name: 'Vera', volunteer: true };

const wish: WishlistInput = {
  title: 'Dune',
  author: 'Frank Herbert',
  coverURL: '',
  types: ['Fiction'],
  purchaseLink: 'https://books.example.com/dune',
  destination: 'Canada',
  price: 'CAD 20',
  message: 'PRIVATE-ISH wish message',
};
const treat: TreatInput = {
  title: 'Matilda',
  author: 'Roald Dahl',
  coverURL: '',
  types: ['Fiction'],
  shippingDestination: 'Canada',
  message: 'A spare copy',
};

const photo = {
  placeholder: 'abc',
  variants: [
    { key: 'p/card.webp', width: 400, height: 300, use: 'card' as const },
    { key: 'p/detail.webp', width: 1200, height: 900, use: 'detail' as const },
    { key: 'p/preview.jpg', width: 1200, height: 630, use: 'preview' as const },
  ],
};

function closedWish(onWall: boolean | undefined, note = 'Thank you so much!'): Post {
  const steps: StoryStep[] = [
    { actor: wisher, command: { type: 'post', input: wish } },
    { actor: giver, command: { type: 'offer' } },
    { actor: wisher, command: { type: 'confirm', shippingAddress: 'SECRET 12 Main St' } },
    { actor: giver, command: { type: 'fulfil', fulfillmentMessage: 'SECRET tracking' } },
    {
      actor: wisher,
      command: {
        type: 'close',
        thankYouNote: note,
        thankYouPhotoURL: '/images/p/detail.webp',
        thankYouPhoto: photo,
        ...(onWall === undefined ? {} : { onWall }),
      },
    },
  ];
  return tell('wishlist', 'w1', steps).state;
}

function run(post: Post, actor: Actor) {
  return decidePost(post.kind, post, { type: 'takeOffWall' }, actor, { postId: post.id, now: Date.now() });
}

describe('the gratitude wall rule', () => {
  it('takes a thank-you only when its recipient chose it at Book Received (off by default)', () => {
    expect(isOnWall(closedWish(true))).toBe(true);
    expect(isOnWall(closedWish(undefined))).toBe(false);
    expect(isOnWall(closedWish(false))).toBe(false);
  });

  it('has nothing to show for a close without note or photo', () => {
    const post = { ...closedWish(true, ''), thankYouPhotoURL: '' };
    delete post.thankYouPhoto;
    expect(isOnWall(post)).toBe(false);
  });

  it('lets only the recipient take it off, once; the post keeps its note', () => {
    const post = closedWish(true);
    for (const who of [giver, stranger, volunteer]) {
      const refused = run(post, who);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.code).toBe('FORBIDDEN');
    }
    const taken = run(post, wisher);
    if (!taken.ok) throw new Error(taken.error.message);
    const after = evolvePost(post, taken.event);
    expect(isOnWall(after)).toBe(false);
    expect(after.thankYouNote).toBe('Thank you so much!');
    expect(after.history).toEqual(post.history);
    const again = run(after, wisher);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('CONFLICT');
  });

  it('a takedown takes it off; so does the recipient’s erasure (events too), not the giver’s', () => {
    const post = closedWish(true);
    const removed = decidePost('wishlist', post, { type: 'remove', reason: 'Spam' }, volunteer, {
      postId: post.id,
      now: Date.now(),
    });
    if (!removed.ok) throw new Error(removed.error.message);
    expect(isOnWall(evolvePost(post, removed.event))).toBe(false);

    expect(isOnWall(eraseMemberFromState(post, wisher.uid))).toBe(false);
    const giverGone = eraseMemberFromState(post, giver.uid);
    expect(isOnWall(giverGone)).toBe(true);
    expect(toWallCard(giverGone).giverName).toBe('Former member');

    const story = tell('treat', 't1', [
      { actor: giver, command: { type: 'post', input: treat } },
      { actor: wisher, command: { type: 'request', shippingAddress: 'SECRET', requestMessage: 'SECRET' } },
      { actor: giver, command: { type: 'ship', shippedMessage: 'SECRET' } },
      { actor: wisher, command: { type: 'close', thankYouNote: 'Yay', thankYouPhotoURL: '', onWall: true } },
    ]);
    const erased = eraseMemberFromEvents(story.events, wisher.uid);
    const receipt = erased.find((e) => e.type === 'ReceiptConfirmed');
    expect(receipt?.data).toEqual({ thankYouNote: '', thankYouPhotoURL: '' });
  });
});

describe('a wall card', () => {
  it('carries the note, the book, first names, the date and the light photo only: nothing private', () => {
    const card = toWallCard(closedWish(true));
    expect(card).toEqual({
      id: 'w1',
      kind: 'wishlist',
      title: 'Dune',
      author: 'Frank Herbert',
      note: 'Thank you so much!',
      photo: { placeholder: 'abc', variants: [photo.variants[0]] },
      photoURL: '',
      recipientName: 'Wendy',
      giverName: 'Gabriel',
      at: expect.any(Number),
    });
    const text = JSON.stringify(card);
    for (const secret of ['SECRET', 'PRIVATE-ISH', wisher.uid, giver.uid, 'books.example.com']) {
      expect(text).not.toContain(secret);
    }
  });
});
