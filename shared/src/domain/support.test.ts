import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { decidePost } from './post.ts';
import { tell } from './story.ts';
import { volunteer as colleague, giver, treatInput, wisher, wishInput } from './test-stories.ts';
import type { Actor } from './types.ts';

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
