// Withdraw and decline in the domain: STATE keeps one short line per ended exchange and drops its
// steps, the stored events read back through their schemas, and replay gives the same state.

import { describe, expect, it } from 'vitest';
import { ENDED_LINES_KEPT, ENDED_PARTIES_KEPT } from './constants.ts';
import { messages } from './messages.ts';
import { decidePost, replay } from './post.ts';
import { parseStoredEvent, storedEvent } from './stored-events.ts';
import { type StoryStep, tell } from './story.ts';
import { giver, treatInput, volunteer, wisher, wishInput } from './test-stories.ts';
import { timeline, toView } from './timeline.ts';

const other = { uid: 'u-o', name: 'Zoë Ødegaard' };
const third = { uid: 'u-t', name: 'Tessa Wong' };

describe('ended exchanges', () => {
  it('keeps the posting and each ended line, and drops the abandoned steps', () => {
    const story = tell('wishlist', 'w1', [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      { actor: giver, command: { type: 'offer' } },
      { actor: giver, command: { type: 'withdraw', reason: 'Moving house' } },
      { actor: other, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'decline', reason: '' } },
      { actor: third, command: { type: 'offer' } },
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
      { actor: wisher, command: { type: 'post', input: treatInput } },
      { actor: giver, command: { type: 'request', shippingAddress: '2 Main St', requestMessage: 'Please' } },
      { actor: giver, command: { type: 'withdraw', reason: '' } },
    ]);
    expect(story.state).toMatchObject({ status: 'posted', requested: false });
    expect(story.state).not.toHaveProperty('shippingAddress');
    expect(story.state).not.toHaveProperty('requestMessage');
  });

  it('a member who withdrew or was declined cannot take the post again until a volunteer reopens it', () => {
    const ended: StoryStep[] = [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      { actor: giver, command: { type: 'offer' } },
      { actor: giver, command: { type: 'withdraw', reason: '' } },
      { actor: other, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'decline', reason: '' } },
    ];
    const story = tell('wishlist', 'w1', ended);
    const ctx = { postId: 'w1', now: Date.UTC(2024, 9, 1) };
    for (const barred of [giver, other]) {
      const again = decidePost('wishlist', story.state, { type: 'offer' }, barred, ctx);
      expect(again.ok === false && again.error).toEqual({
        code: 'CONFLICT',
        message: messages.wishlist.endedBefore,
      });
    }
    // Members never see who is barred; volunteers do, to reopen it for them.
    expect(toView(story.state, 'member', third.uid)).not.toHaveProperty('endedParties');
    expect(toView(story.state, 'volunteer', volunteer.uid).endedParties).toEqual([giver.uid, other.uid]);
    const reopened = tell('wishlist', 'w1', [
      ...ended,
      { actor: volunteer, command: { type: 'reopen', reason: 'Declined by mistake' } },
      { actor: other, command: { type: 'offer' } },
    ]);
    expect(reopened.state).toMatchObject({ status: 'offered', offerUID: other.uid });
  });

  it('a treat requester who withdrew is refused a second request', () => {
    const story = tell('treat', 't1', [
      { actor: wisher, command: { type: 'post', input: treatInput } },
      { actor: giver, command: { type: 'request', shippingAddress: '2 Main St', requestMessage: 'Please' } },
      { actor: giver, command: { type: 'withdraw', reason: '' } },
    ]);
    const again = decidePost(
      'treat',
      story.state,
      { type: 'request', shippingAddress: '2 Main St', requestMessage: 'Please' },
      giver,
      { postId: 't1', now: Date.UTC(2024, 9, 1) },
    );
    expect(again.ok === false && again.error.message).toBe(messages.treat.endedBefore);
  });

  it('STATE keeps the newest ended lines and counts the rest, however many exchanges end', () => {
    const members = Array.from({ length: 300 }, (_, i) => ({ uid: `u-${i}`, name: `Member ${i}` }));
    const story = tell('wishlist', 'w1', [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      ...members.flatMap((m) => [
        { actor: m, command: { type: 'offer' as const } },
        { actor: m, command: { type: 'withdraw' as const, reason: 'x'.repeat(1000) } },
      ]),
    ]);
    const ended = story.state.history.filter((s) => s.type === 'OfferWithdrawn');
    expect(ended).toHaveLength(ENDED_LINES_KEPT);
    expect(story.state.earlierEnded).toBe(300 - ENDED_LINES_KEPT);
    expect(story.state.endedParties).toHaveLength(ENDED_PARTIES_KEPT);
    expect(JSON.stringify(story.state).length).toBeLessThan(16_000);
    expect(replay(story.events)).toEqual(story.state);
  });
});
