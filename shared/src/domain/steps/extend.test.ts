// Ask for more time: only the giver, only while the confirmed gift waits to be sent, once a gift; the
// send-by date moves MORE_TIME_DAYS later and the reason is read by the two members only.
import { describe, expect, it } from 'vitest';
import { eraseMemberFromEvents } from '../erasure.ts';
import { messages } from '../messages.ts';
import { actionsFor } from '../step-actions.ts';
import { type StoryStep, tell } from '../story.ts';
import { giver, stranger, wisher, wishInput } from '../test-stories.ts';
import { toView } from '../timeline.ts';
import { currentHold, DAY_MS } from '../timers.ts';
import type { Actor, Wishlist } from '../types.ts';
import { MORE_TIME_DAYS } from './extend.ts';

const confirmed: StoryStep[] = [
  { actor: wisher, command: { type: 'post', input: wishInput } },
  { actor: giver, command: { type: 'offer' } },
  { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
];
const ask: StoryStep = { actor: giver, command: { type: 'extend', reason: 'The shop reorders Friday.' } };
const stateOf = (steps: StoryStep[]) => tell('wishlist', 'w1', steps).state as Wishlist;
const allowed = (post: Wishlist, actor: Actor) =>
  actionsFor(post, actor, 0).find((a) => a.action === 'extend')?.allowed;

describe('ask for more time', () => {
  it('is offered to the giver of a confirmed gift only', () => {
    const post = stateOf(confirmed);
    expect(allowed(post, giver)).toBe(true);
    expect(allowed(post, wisher)).toBe(false);
    expect(allowed(post, stranger)).toBe(false);
    expect(allowed(stateOf(confirmed.slice(0, 2)), giver)).toBe(false);
  });

  it('moves the send-by date by MORE_TIME_DAYS, once', () => {
    const before = currentHold(stateOf(confirmed))?.deadline ?? 0;
    const after = stateOf([...confirmed, ask]);
    expect(currentHold(after)?.deadline).toBe(before + MORE_TIME_DAYS * DAY_MS);
    expect(actionsFor(after, giver, 0).find((a) => a.action === 'extend')).toEqual({
      action: 'extend',
      allowed: false,
      reason: messages.wishlist.alreadyAskedForTime,
    });
  });

  it('shows its line to everyone and its reason to the two members only', () => {
    const post = stateOf([...confirmed, ask]);
    const reason = { label: messages.timeline.labels.reason, text: 'The shop reorders Friday.' };
    const member = toView(post, 'member', stranger.uid).timeline.at(-1);
    expect(member?.text).toBe(messages.timeline.moreTime(MORE_TIME_DAYS));
    expect(member?.details ?? []).not.toContainEqual(reason);
    expect(toView(post, 'owner', wisher.uid).timeline.at(-1)?.details).toContainEqual(reason);
    expect(toView(post, 'giver', giver.uid).timeline.at(-1)?.details).toContainEqual(reason);
  });

  it("leaves nothing of the giver's reason once the giver's account is deleted", () => {
    const { events } = tell('wishlist', 'w1', [...confirmed, ask]);
    expect(JSON.stringify(events)).toContain('The shop reorders Friday.');
    const erased = JSON.stringify(eraseMemberFromEvents(events, giver.uid));
    expect(erased).not.toContain('The shop reorders Friday.');
    expect(erased).not.toContain(giver.name);
  });
});
