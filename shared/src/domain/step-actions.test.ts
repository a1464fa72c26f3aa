// The steps a reader may take now are the deciders' answers, tried on each step of the table: the
// same refusal texts a member gets when sending the step.

import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { actionsFor } from './step-actions.ts';
import { actionsOf, stepPath } from './step-routes.ts';
import { stepBodyOf, stepDecisions } from './steps/index.ts';
import { tell } from './story.ts';
import type { Post, TreatInput } from './types.ts';

/** The clock the decider is tried at (no refusal in these cases depends on it). */
const NOW = Date.UTC(2026, 10, 1);
const wisher = { uid: 'u-w', name: 'Wendy Park' };
const giver = { uid: 'u-g', name: 'Gabriel Singh' };
const other = { uid: 'u-o', name: 'Zoë Ødegaard' };
const wishInput = {
  title: 'Les Misérables',
  author: 'Victor Hugo',
  coverURL: '',
  types: ['Fiction' as const],
  purchaseLink: 'https://example.org/book',
  destination: 'Canada',
  price: '$25',
  message: '',
};
const treatInput: TreatInput = {
  title: 'Le Petit Prince',
  author: 'Antoine de Saint-Exupéry',
  coverURL: '',
  types: ['Fiction'],
  shippingDestination: 'Canada',
  message: '',
};

/** The exchange steps allowed (Report, open to every member but the owner, has its own test). */
const allowedOf = (post: Post, actor: Parameters<typeof actionsFor>[1]) =>
  actionsFor(post, actor, NOW)
    .filter((a) => a.allowed && a.action !== 'report')
    .map((a) => a.action);
const reasonOf = (post: Post, actor: Parameters<typeof actionsFor>[1], action: string) => {
  const found = actionsFor(post, actor, NOW).find((a) => a.action === action);
  return found && !found.allowed ? found.reason : null;
};

describe('the step table', () => {
  it('names every step of each kind once, with its route', () => {
    for (const kind of ['wishlist', 'treat'] as const) {
      const actions = actionsOf(kind);
      // Each step a kind's decider decides (the registry), and the two every post has.
      expect(actions).toEqual(
        expect.arrayContaining([...Object.keys(stepDecisions[kind]), 'takeOffWall', 'report']),
      );
      expect(new Set(actions.map((action) => stepPath(kind, action))).size).toBe(actions.length);
    }
    expect(actionsOf('wishlist')).toContain('extend');
    expect(stepPath('treat', 'ship')).toBe('/api/treats/{id}/ship');
    expect(stepPath('wishlist', 'takeOffWall')).toBe('/api/wishlists/{id}/take-off-wall');
  });

  it('builds the command from a parsed body, with the attached photo for Book Received', () => {
    const close = stepBodyOf('wishlist', 'close');
    const photo = { url: '/images/p.webp', image: { placeholder: '', variants: [] } };
    expect(close.command({ thankYouNote: 'Merci !' } as never, photo)).toEqual({
      type: 'close',
      thankYouNote: 'Merci !',
      thankYouPhotoURL: '/images/p.webp',
      thankYouPhoto: photo.image,
    });
    expect(
      stepBodyOf('treat', 'request').command({ shippingAddress: 'a', requestMessage: 'b' } as never, null),
    ).toEqual({ type: 'request', shippingAddress: 'a', requestMessage: 'b' });
  });
});

describe('actionsFor', () => {
  const posted = tell('wishlist', 'w1', [
    { actor: wisher, command: { type: 'post', input: wishInput } },
  ]).state;

  it('lets another member offer, and nothing else, on a posted wish', () => {
    expect(allowedOf(posted, other)).toEqual(['offer']);
  });

  it('refuses the wisher their own offer with the decider text; they may add the wish to a book drive', () => {
    expect(allowedOf(posted, wisher)).toEqual(['tagDrive']);
    expect(reasonOf(posted, wisher, 'offer')).toBe(messages.wishlist.ownOffer);
  });

  it('asks a visitor to sign in before offering, marked as a sign-in refusal', () => {
    const offer = actionsFor(posted, null, NOW).find((a) => a.action === 'offer');
    expect(offer).toEqual({
      action: 'offer',
      allowed: false,
      reason: messages.wishlist.signInToOffer,
      signIn: true,
    });
    expect(allowedOf(posted, null)).toEqual([]);
  });

  it('tells a visitor what any member would hear once the state refuses everyone (no sign-in asked)', () => {
    const offered = tell('wishlist', 'w1', [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      { actor: giver, command: { type: 'offer' } },
    ]).state;
    expect(actionsFor(offered, null, NOW).find((a) => a.action === 'offer')).toEqual({
      action: 'offer',
      allowed: false,
      reason: messages.wishlist.alreadyOffered,
    });
    // A step only a party may take still asks the visitor to sign in (they may be that party).
    expect(actionsFor(offered, null, NOW).find((a) => a.action === 'confirm')).toMatchObject({
      signIn: true,
    });
  });

  it('follows the exchange: the wisher confirms or declines, the giver withdraws', () => {
    const offered = tell('wishlist', 'w1', [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      { actor: giver, command: { type: 'offer' } },
    ]).state;
    expect(allowedOf(offered, wisher)).toEqual(['confirm', 'decline']);
    expect(allowedOf(offered, giver)).toEqual(['withdraw']);
    expect(reasonOf(offered, giver, 'offer')).toBe(messages.wishlist.youAlreadyOffered);
    expect(reasonOf(offered, other, 'offer')).toBe(messages.wishlist.alreadyOffered);
    expect(allowedOf(offered, other)).toEqual([]);
  });

  it('bars a giver who withdrew, with the reason', () => {
    const withdrawn = tell('wishlist', 'w1', [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      { actor: giver, command: { type: 'offer' } },
      { actor: giver, command: { type: 'withdraw', reason: '' } },
    ]).state;
    expect(reasonOf(withdrawn, giver, 'offer')).toBe(messages.wishlist.endedBefore);
    expect(allowedOf(withdrawn, other)).toEqual(['offer']);
  });

  it('tells the treater to ship and the requester to close, in turn', () => {
    const requested = tell('treat', 't1', [
      { actor: wisher, command: { type: 'post', input: treatInput } },
      { actor: other, command: { type: 'request', shippingAddress: '1 Main St', requestMessage: 'Hi' } },
    ]).state;
    expect(allowedOf(requested, wisher)).toEqual(['ship', 'decline']);
    expect(allowedOf(requested, other)).toEqual(['withdraw']);
    const shipped = tell('treat', 't1', [
      { actor: wisher, command: { type: 'post', input: treatInput } },
      { actor: other, command: { type: 'request', shippingAddress: '1 Main St', requestMessage: 'Hi' } },
      { actor: wisher, command: { type: 'ship', shippedMessage: '' } },
    ]).state;
    expect(allowedOf(shipped, other)).toEqual(['close']);
    expect(allowedOf(shipped, wisher)).toEqual([]);
  });
});
