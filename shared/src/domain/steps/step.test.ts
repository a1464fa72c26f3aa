// A step module writes a rule in time by itself: its refusal reads the same clock and reader as its
// event, so "no earlier than 10 days after sent" needs no change to steps/step.ts.
import { describe, expect, it } from 'vitest';
import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { tell } from '../story.ts';
import { giver, wisher, wishInput } from '../test-stories.ts';
import { DAY_MS } from '../timers.ts';
import type { Wishlist } from '../types.ts';
import { deciding, type TextReaders } from './step.ts';

const sent = tell('wishlist', 'w1', [
  {
    actor: wisher,
    command: { type: 'post', input: wishInput },
  },
  { actor: giver, command: { type: 'offer' } },
  { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
  { actor: giver, command: { type: 'fulfil', fulfillmentMessage: '' } },
]).state as Wishlist;
const sentAt = sent.history.findLast((s) => s.type === 'GiftSent')?.at ?? 0;

/** "Not arrived yet", as a new step would write it: the recipient, once 10 days have passed. */
const notArrived = deciding<Wishlist, { type: 'extend'; reason: string }, EventOf<'ShipByExtended'>>(
  (state, actor, { at, actorName }) => {
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', `Only the wisher, not ${actorName}.`);
    return at < sentAt + 10 * DAY_MS ? refuse('CONFLICT', 'Wait 10 days after the book was sent.') : null;
  },
  (meta) => ({ ...meta, type: 'ShipByExtended', data: { reason: '' } }),
);
const tryAt = (now: number, actor = wisher) =>
  notArrived(sent, { type: 'extend', reason: '' }, actor, { postId: sent.id, now });

describe("a step's refusal", () => {
  it('reads the time the step is taken at, as its event does', () => {
    expect(tryAt(sentAt + 9 * DAY_MS)).toEqual(refuse('CONFLICT', 'Wait 10 days after the book was sent.'));
    const decision = tryAt(sentAt + 10 * DAY_MS);
    expect(decision.ok && decision.event.at).toBe(sentAt + 10 * DAY_MS);
  });

  it('reads who takes it', () => {
    expect(tryAt(sentAt + 10 * DAY_MS, giver)).toEqual(refuse('FORBIDDEN', 'Only the wisher, not Gary.'));
  });
});

describe("a step's texts", () => {
  it('each name their readers, or tsc refuses the step', () => {
    // A note a member writes, without its readers: tsc refuses it (the directive fails if it does not).
    // @ts-expect-error the reason has no readers
    const silent: TextReaders<EventOf<'ShipByExtended'>> = {};
    const declared: TextReaders<EventOf<'OfferDeclined'>> = { reason: 'parties' };
    // Ids, links and the address are not a member's words: they need no readers.
    const none: TextReaders<EventOf<'AddressShared'>> = {};
    expect([silent, declared, none]).toHaveLength(3);
  });
});
