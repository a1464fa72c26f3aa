import { describe, expect, it } from 'vitest';
import { eraseMemberFromEvents, eraseMemberFromState, holdsMember, partyJoining } from './erasure.ts';
import { replay } from './post.ts';
import { tell } from './story.ts';
import { treatInput, volunteer, wishInput } from './test-stories.ts';
import { FORMER_MEMBER } from './timeline.ts';
import type { Actor, Treat, Wishlist } from './types.ts';

const owner: Actor = { uid: 'u-owner', name: 'Olive Owner' };
const leaver: Actor = { uid: 'u-leaver', name: 'Lee Leaver' };

describe('eraseMemberFromEvents', () => {
  it("on a wish the leaver gave: their name and message go, the wisher's corrected address stays", () => {
    const { events } = tell('wishlist', 'w1', [
      { actor: owner, command: { type: 'post', input: wishInput } },
      { actor: leaver, command: { type: 'offer' } },
      { actor: owner, command: { type: 'confirm', shippingAddress: 'OWNER 1 Main St' } },
      {
        actor: volunteer,
        command: { type: 'correctAddress', shippingAddress: 'OWNER 2 Main St', reason: 'typo' },
      },
      { actor: leaver, command: { type: 'fulfil', fulfillmentMessage: 'LEAVER tracking' } },
    ]);
    const erased = eraseMemberFromEvents(events, leaver.uid);
    const text = JSON.stringify(erased);
    expect(text).not.toContain(leaver.name);
    expect(text).not.toContain('LEAVER');
    expect(text).toContain('OWNER 1 Main St');
    expect(text).toContain('OWNER 2 Main St');
    expect(erased.map((e) => e.seq)).toEqual(events.map((e) => e.seq));
    expect(holdsMember(erased, leaver.uid)).toBe(false);
    expect(holdsMember(events, leaver.uid)).toBe(true);
    expect(holdsMember(events, 'u-nobody')).toBe(false);
  });

  it("on a treat the leaver requested: their address, the corrected one, message and note go; the treater's message stays", () => {
    const { events } = tell('treat', 't1', [
      { actor: owner, command: { type: 'post', input: treatInput } },
      {
        actor: leaver,
        command: { type: 'request', shippingAddress: 'LEAVER 3 Oak Ave', requestMessage: 'LEAVER please' },
      },
      {
        actor: volunteer,
        command: { type: 'correctAddress', shippingAddress: 'LEAVER 4 Oak Ave', reason: 'moved' },
      },
      { actor: owner, command: { type: 'ship', shippedMessage: 'OWNER sent' } },
      {
        actor: leaver,
        command: { type: 'close', thankYouNote: 'LEAVER thanks', thankYouPhotoURL: '/images/p.webp' },
      },
    ]);
    const erased = eraseMemberFromEvents(events, leaver.uid);
    const text = JSON.stringify(erased);
    expect(text).not.toContain('LEAVER');
    expect(text).not.toContain('/images/p.webp');
    expect(text).toContain('OWNER sent');
    // Replayed, the state has nothing of theirs; the MemberForgotten evolve drops the emptied fields.
    const state = eraseMemberFromState(replay(erased), leaver.uid) as Treat;
    expect(state).toMatchObject({
      status: 'closed',
      requestDisplayName: FORMER_MEMBER,
      shippedMessage: 'OWNER sent',
    });
    expect(state.shippingAddress).toBeUndefined();
    expect(state.requestMessage).toBeUndefined();
  });

  it("an address corrected for a later requester is not the leaver's, though they requested before", () => {
    const other: Actor = { uid: 'u-other', name: 'Oscar' };
    const { events } = tell('treat', 't2', [
      { actor: owner, command: { type: 'post', input: treatInput } },
      {
        actor: leaver,
        command: { type: 'request', shippingAddress: 'LEAVER 3 Oak', requestMessage: 'LEAVER hi' },
      },
      { actor: leaver, command: { type: 'withdraw', reason: 'LEAVER changed my mind' } },
      {
        actor: other,
        command: { type: 'request', shippingAddress: 'OTHER 9 Pine', requestMessage: 'OTHER hi' },
      },
      {
        actor: volunteer,
        command: { type: 'correctAddress', shippingAddress: 'OTHER 10 Pine', reason: 'typo' },
      },
    ]);
    const text = JSON.stringify(eraseMemberFromEvents(events, leaver.uid));
    expect(text).not.toContain('LEAVER');
    expect(text).toContain('OTHER 10 Pine');
    expect(text).toContain('OTHER hi');
  });
});

describe('partyJoining', () => {
  it('names the member who offers or requests, nobody for other events', () => {
    const { events } = tell('wishlist', 'w3', [
      { actor: owner, command: { type: 'post', input: wishInput } },
      { actor: leaver, command: { type: 'offer' } },
      { actor: leaver, command: { type: 'withdraw', reason: '' } },
    ]);
    expect(events.map(partyJoining)).toEqual([null, leaver.uid, null]);
    expect((replay(events) as Wishlist).offerUID).toBeUndefined();
  });
});
