import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { decidePost, evolvePost } from './post.ts';
import { hiddenFromPublic } from './reports.ts';
import { tell } from './story.ts';
import { volunteer as colleague, giver, treatInput, wisher, wishInput } from './test-stories.ts';
import { isOnWall } from './thanks-wall.ts';
import type { Actor, Post, SupportCommand } from './types.ts';

const treater: Actor = { uid: 'u-treater', name: 'Tessa' };
const requester: Actor = { uid: 'u-requester', name: 'Rey' };
const asVolunteer = (actor: Actor): Actor => ({ ...actor, volunteer: true });

const confirmedWish = tell('wishlist', 'w', [
  { actor: wisher, command: { type: 'post', input: wishInput } },
  { actor: giver, command: { type: 'offer' } },
  { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
]).state;
const requestedTreat = tell('treat', 't', [
  { actor: treater, command: { type: 'post', input: treatInput } },
  {
    actor: requester,
    command: { type: 'request', shippingAddress: '2 Oak Ave', requestMessage: 'Please, I love Dune' },
  },
]).state;

const forbidden = { code: 'FORBIDDEN', message: messages.support.ownExchange };

describe('a volunteer never acts on their own exchange', () => {
  it.each([
    ['the wish owner', wisher],
    ['the giver', giver],
  ])('refuses a support action on a wish to %s, even as a volunteer', (_, actor) => {
    for (const command of [
      { type: 'reopen' as const, reason: 'Stalled' },
      { type: 'correctAddress' as const, shippingAddress: 'Elsewhere 9', reason: 'Moved' },
      { type: 'remove' as const, reason: 'Spam' },
    ]) {
      const d = decidePost('wishlist', confirmedWish, command, asVolunteer(actor), { postId: 'w', now: 1 });
      expect(d.ok === false && d.error).toEqual(forbidden);
    }
  });

  it.each([
    ['the treat owner', treater],
    ['the requester', requester],
  ])('refuses a support action on a treat to %s', (_, actor) => {
    const d = decidePost('treat', requestedTreat, { type: 'reopen', reason: 'Stalled' }, asVolunteer(actor), {
      postId: 't',
      now: 1,
    });
    expect(d.ok === false && d.error).toEqual(forbidden);
  });

  it('lets a colleague who is not a party do it', () => {
    const d = decidePost('wishlist', confirmedWish, { type: 'reopen', reason: 'Stalled' }, colleague, {
      postId: 'w',
      now: 1,
    });
    expect(d.ok).toBe(true);
  });
});

describe("a suspended member's public footprint", () => {
  const closedTreat = tell('treat', 'ct', [
    { actor: treater, command: { type: 'post', input: treatInput } },
    {
      actor: requester,
      command: { type: 'request', shippingAddress: '2 Oak Ave', requestMessage: 'Please' },
    },
    { actor: treater, command: { type: 'ship', shippedMessage: 'Sent' } },
    {
      actor: requester,
      command: { type: 'close', thankYouNote: 'Loved it', thankYouPhotoURL: '', onWall: true },
    },
  ]).state;
  const at = { postId: 'ct', now: Date.UTC(2025, 0, 1) };
  const step = (post: Post, command: SupportCommand) => {
    const d = decidePost('treat', post, command, colleague, at);
    if (!d.ok) throw new Error(d.error.message);
    return evolvePost(post, d.event);
  };

  it('takes their finished post out of every public place, and a volunteer puts it back', () => {
    expect(hiddenFromPublic(closedTreat) || !isOnWall(closedTreat)).toBe(false);
    const hidden = step(closedTreat, { type: 'hideFootprint', memberUid: treater.uid, reason: 'Scam' });
    expect(hidden.footprintHidden).toBe('post');
    expect(hiddenFromPublic(hidden)).toBe(true);
    expect(isOnWall(hidden)).toBe(false);
    // Nothing else of the post changes: the thank-you and the exchange are all still there.
    expect(hidden).toMatchObject({ status: 'closed', thankYouNote: 'Loved it', onWall: true });

    const restored = step(hidden, { type: 'restoreFootprint', reason: 'Suspension reviewed' });
    expect(restored.footprintHidden).toBeUndefined();
    expect(hiddenFromPublic(restored)).toBe(false);
    expect(isOnWall(restored)).toBe(true);
  });

  it('takes only their thank-you off the wall when the post is another member’s', () => {
    const hidden = step(closedTreat, { type: 'hideFootprint', memberUid: requester.uid, reason: 'Scam' });
    expect(hidden.footprintHidden).toBe('thanks');
    expect(hiddenFromPublic(hidden)).toBe(false);
    expect(isOnWall(hidden)).toBe(false);
  });

  it('hides nothing on an exchange under way, of another member, or twice; restores only what is hidden', () => {
    const refused = (post: Post, command: SupportCommand) => {
      const d = decidePost(post.kind, post, command, colleague, at);
      return d.ok ? null : d.error;
    };
    const nothing = { code: 'CONFLICT', message: messages.reports.nothingToHide };
    expect(refused(requestedTreat, { type: 'hideFootprint', memberUid: treater.uid, reason: 'x' })).toEqual(
      nothing,
    );
    expect(refused(closedTreat, { type: 'hideFootprint', memberUid: 'u-stranger', reason: 'x' })).toEqual(
      nothing,
    );
    const hidden = step(closedTreat, { type: 'hideFootprint', memberUid: treater.uid, reason: 'x' });
    expect(refused(hidden, { type: 'hideFootprint', memberUid: treater.uid, reason: 'x' })).toEqual(nothing);
    expect(refused(closedTreat, { type: 'restoreFootprint', reason: 'x' })).toEqual({
      code: 'CONFLICT',
      message: messages.support.nothingToRestore,
    });
  });
});
