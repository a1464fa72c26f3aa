// The parcel follows the address's rule: a carrier's tracking page shows where the book was delivered,
// so the number goes when the recipient's account is deleted and when the address is erased after close.
import { describe, expect, it } from 'vitest';
import { eraseMemberFromEvents, eraseMemberFromState } from './erasure.ts';
import { evolvePost } from './post.ts';
import { tell } from './story.ts';
import { treatInput } from './test-stories.ts';
import type { Actor } from './types.ts';

const treater: Actor = { uid: 'u-treater', name: 'Tessa' };
const reader: Actor = { uid: 'u-reader', name: 'Rae' };
const NUMBER = '0073938000549297';

function shippedTreat() {
  return tell('treat', 't1', [
    { actor: treater, command: { type: 'post', input: treatInput } },
    { actor: reader, command: { type: 'request', shippingAddress: '3 Oak Ave', requestMessage: 'please' } },
    {
      actor: treater,
      command: { type: 'ship', shippedMessage: 'Sent', parcel: { carrier: 'canadaPost', number: NUMBER } },
    },
  ]);
}

describe('the parcel is erased with the address', () => {
  it('is stored on the post once shipped', () => {
    expect(shippedTreat().state.parcel).toEqual({ carrier: 'canadaPost', number: NUMBER });
  });

  it("goes from the events and the state when the recipient's account is deleted; the treater's message stays", () => {
    const { events, state } = shippedTreat();
    const erased = JSON.stringify(eraseMemberFromEvents(events, reader.uid));
    expect(erased).not.toContain(NUMBER);
    expect(erased).toContain('Sent');
    expect(eraseMemberFromState(state, reader.uid).parcel).toBeUndefined();
    // Erasing someone else leaves it.
    expect(JSON.stringify(eraseMemberFromEvents(events, 'u-nobody'))).toContain(NUMBER);
  });

  it('goes when the address is erased after close', () => {
    const { state } = shippedTreat();
    const erased = evolvePost(state, {
      postId: 't1',
      seq: state.version + 1,
      at: Date.UTC(2024, 11, 1),
      actorUid: 'system',
      actorName: 'system',
      type: 'AddressErased',
      data: {},
    });
    expect(erased.parcel).toBeUndefined();
  });
});
