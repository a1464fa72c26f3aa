// Withdraw and decline in the domain: STATE keeps one short line per ended exchange and drops its
// steps, the stored events read back through their schemas, and replay gives the same state.

import { describe, expect, it } from 'vitest';
import { parseStoredEvent, storedEvent } from './events.ts';
import { replay } from './post.ts';
import { tell } from './story.ts';
import { timeline } from './timeline.ts';

const wisher = { uid: 'u-w', name: 'Wendy Park' };
const giver = { uid: 'u-g', name: 'Gabriel Singh' };
const other = { uid: 'u-o', name: 'Zoë Ødegaard' };
const input = {
  title: 'Les Misérables',
  author: 'Victor Hugo',
  coverURL: '',
  types: ['Fiction' as const],
  purchaseLink: 'https://example.org/book',
  destination: 'Canada',
  price: '$25',
  message: '',
};

describe('ended exchanges', () => {
  it('keeps the posting and each ended line, and drops the abandoned steps', () => {
    const story = tell('wishlist', 'w1', [
      { actor: wisher, command: { type: 'post', input } },
      { actor: giver, command: { type: 'offer' } },
      { actor: giver, command: { type: 'withdraw', reason: 'Moving house' } },
      { actor: other, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'decline', reason: '' } },
      { actor: giver, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Rue Émile, Montréal' } },
    ]);
    expect(story.state.history.map((s) => s.type)).toEqual([
      'WishPosted',
      'OfferWithdrawn',
      'OfferDeclined',
      'OfferMade',
      'AddressShared',
    ]);
    expect(story.state.history[2]?.ended).toEqual({ reason: '', partyUid: other.uid });
    // The declined member reads no reason (there was none); the earlier one belongs to the giver.
    expect(timeline(story.state, 'member', other.uid)[2]?.details).toBeUndefined();
    expect(timeline(story.state, 'giver', giver.uid)[1]?.details).toEqual([
      { label: 'Reason', text: 'Moving house' },
    ]);
    expect(timeline(story.state, 'member', other.uid)[1]?.details).toBeUndefined();
    // Every event survives the store's round trip, and replay rebuilds the same state.
    const read = story.events.map((e) => parseStoredEvent(storedEvent(e)));
    expect(replay(read)).toEqual(story.state);
  });

  it('a treat request withdrawn clears the address and the message', () => {
    const story = tell('treat', 't1', [
      {
        actor: wisher,
        command: {
          type: 'post',
          input: {
            title: 'Dune',
            author: 'Frank Herbert',
            coverURL: '',
            types: ['Fiction'],
            shippingDestination: 'Canada',
            message: '',
          },
        },
      },
      { actor: giver, command: { type: 'request', shippingAddress: '2 Main St', requestMessage: 'Please' } },
      { actor: giver, command: { type: 'withdraw', reason: '' } },
    ]);
    expect(story.state).toMatchObject({ status: 'posted', requested: false });
    expect(story.state).not.toHaveProperty('shippingAddress');
    expect(story.state).not.toHaveProperty('requestMessage');
  });
});
