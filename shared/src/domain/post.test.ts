import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { changedFields, decidePost, evolvePost, kindOfEvent, replay, replayStates } from './post.ts';
import { validate } from './schemas/errors.ts';
import { supportActionSchema } from './schemas/support.ts';
import { tell } from './story.ts';
import { treatInput, volunteer, wishInput } from './test-stories.ts';
import type { Actor, Post, PostEvent, PostKind, TreatCommand, WishlistCommand } from './types.ts';

const owner: Actor = { uid: 'u-owner', name: 'Olivia' };
const other: Actor = { uid: 'u-other', name: 'Gary' };
const third: Actor = { uid: 'u-third', name: 'Sam' };

const wishlistCommands: WishlistCommand[] = [
  { type: 'offer' },
  { type: 'confirm', shippingAddress: '1 Main St' },
  { type: 'confirm', shippingAddress: '' },
  { type: 'fulfil', fulfillmentMessage: 'Tracking 42' },
  { type: 'close', thankYouNote: 'Thank you!', thankYouPhotoURL: '' },
  { type: 'reopen', reason: 'Stalled' },
  { type: 'correctAddress', shippingAddress: '2 Main St', reason: 'Typo' },
  { type: 'remove', reason: 'Spam' },
];
const treatCommands: TreatCommand[] = [
  { type: 'request', shippingAddress: '1 Main St', requestMessage: 'Please' },
  { type: 'request', shippingAddress: '', requestMessage: '' },
  { type: 'ship', shippedMessage: 'Sent' },
  { type: 'close', thankYouNote: '', thankYouPhotoURL: '/images/thankYouPhotos/t1.png' },
  { type: 'reopen', reason: 'Stalled' },
  { type: 'correctAddress', shippingAddress: '2 Main St', reason: 'Typo' },
  { type: 'remove', reason: 'Spam' },
];
const actors = [owner, other, third, volunteer];

/** Drive the deciders with random commands by random actors; keep what they accept. */
function run(kind: PostKind, picks: [number, number][]): { events: PostEvent[]; states: Post[] } {
  const first = decidePost(
    kind,
    null,
    kind === 'wishlist' ? { type: 'post', input: wishInput } : { type: 'post', input: treatInput },
    owner,
    { postId: 'p1', now: 1_000_000 },
  );
  if (!first.ok) throw new Error('post refused');
  const events: PostEvent[] = [first.event];
  let state = evolvePost(null, first.event);
  const states: Post[] = [state];
  for (const [i, [c, a]] of picks.entries()) {
    const command =
      kind === 'wishlist'
        ? wishlistCommands[c % wishlistCommands.length]
        : treatCommands[c % treatCommands.length];
    const actor = actors[a % actors.length] ?? null;
    if (!command) continue;
    const d = decidePost(kind, state, command, actor, { postId: 'p1', now: 2_000_000 + i * 1000 });
    if (!d.ok) continue;
    events.push(d.event);
    state = evolvePost(state, d.event);
    states.push(state);
  }
  return { events, states };
}

describe('replay', () => {
  it('folding the events gives exactly the state built step by step, for any sequence of commands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PostKind>('wishlist', 'treat'),
        fc.array(fc.tuple(fc.nat(20), fc.nat(20)), { maxLength: 25 }),
        (kind, picks) => {
          const { events, states } = run(kind, picks);
          expect(replay(events)).toEqual(states.at(-1));
          expect(replayStates(events).map((s) => s.state)).toEqual(states);
          const last = states.at(-1);
          expect(last?.version).toBe(events.length);
          // The stored story: the posting, then every event since the last reopen, except address
          // corrections that a later correction superseded.
          const lastReopen = events.findLast((e) => e.type === 'PostReopened')?.seq ?? 1;
          const story = events.filter(
            (e, i) =>
              e.seq === 1 ||
              (e.seq >= lastReopen &&
                !(e.type === 'AddressCorrected' && events[i + 1]?.type === 'AddressCorrected')),
          );
          expect(last?.history.map((h) => h.seq)).toEqual(story.map((e) => e.seq));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a stream with a gap or an empty one', () => {
    const { events } = tell('wishlist', 'w', [
      { actor: owner, command: { type: 'post', input: wishInput } },
      { actor: other, command: { type: 'offer' } },
      { actor: owner, command: { type: 'confirm', shippingAddress: 'x' } },
    ]);
    expect(() => replay([events[0] as PostEvent, events[2] as PostEvent])).toThrow(/expected/);
    expect(() => replay([])).toThrow();
  });

  it('lists what each event changed, for the volunteers replay', () => {
    const { events } = tell('wishlist', 'w', [
      { actor: owner, command: { type: 'post', input: wishInput } },
      { actor: other, command: { type: 'offer' } },
    ]);
    const [posted, offered] = replayStates(events);
    if (!posted || !offered) throw new Error('two states expected');
    expect(changedFields(posted.state, offered.state)).toEqual([
      { field: 'status', before: 'posted', after: 'offered' },
      { field: 'offerUID', before: undefined, after: 'u-other' },
      { field: 'offerDisplayName', before: undefined, after: 'Gary' },
    ]);
    expect(changedFields(null, posted.state).map((c) => c.field)).toContain('title');
  });
});

describe('kindOfEvent and decidePost', () => {
  it('knows the kind from kind-specific events only', () => {
    const { events: w } = tell('wishlist', 'w', [
      { actor: owner, command: { type: 'post', input: wishInput } },
    ]);
    const { events: t } = tell('treat', 't', [
      { actor: owner, command: { type: 'post', input: treatInput } },
      { actor: other, command: { type: 'request', shippingAddress: 'x', requestMessage: 'y' } },
      { actor: owner, command: { type: 'ship', shippedMessage: '' } },
      { actor: other, command: { type: 'close', thankYouNote: '', thankYouPhotoURL: '' } },
    ]);
    expect(w.map(kindOfEvent)).toEqual(['wishlist']);
    expect(t.map(kindOfEvent)).toEqual(['treat', 'treat', 'treat', null]);
  });

  it('treats a wishlist id used as a treat as not found', () => {
    const { state } = tell('wishlist', 'w', [{ actor: owner, command: { type: 'post', input: wishInput } }]);
    const d = decidePost('treat', state, { type: 'ship', shippedMessage: '' }, owner, {
      postId: 'w',
      now: 1,
    });
    expect(d.ok === false && d.error).toEqual({ code: 'NOT_FOUND', message: messages.treat.notFound });
    const create = decidePost('treat', state, { type: 'post', input: treatInput }, owner, {
      postId: 'w',
      now: 1,
    });
    expect(create.ok === false && create.error.code).toBe('CONFLICT');
  });

  it('refuses a support action to members and without a reason', () => {
    const { state } = tell('wishlist', 'w', [
      { actor: owner, command: { type: 'post', input: wishInput } },
      { actor: other, command: { type: 'offer' } },
    ]);
    const byMember = decidePost('wishlist', state, { type: 'reopen', reason: 'x' }, owner, {
      postId: 'w',
      now: 1,
    });
    expect(byMember.ok === false && byMember.error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only our volunteers can do this.',
    });
    // The reason is a field rule: the shared schema the API parses the body with refuses it.
    const noReason = validate(supportActionSchema, { type: 'reopen', reason: '' });
    expect(noReason.ok === false && noReason.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Please give a reason for this action.',
      fields: { reason: 'Please give a reason for this action.' },
    });
  });

  it('explains why a volunteer cannot reopen or correct from the wrong status', () => {
    const { state } = tell('wishlist', 'w', [{ actor: owner, command: { type: 'post', input: wishInput } }]);
    const reopen = decidePost('wishlist', state, { type: 'reopen', reason: 'x' }, volunteer, {
      postId: 'w',
      now: 1,
    });
    expect(reopen.ok === false && reopen.error.message).toBe(messages.support.cannotReopen);
    const fix = decidePost(
      'wishlist',
      state,
      { type: 'correctAddress', shippingAddress: 'y', reason: 'x' },
      volunteer,
      { postId: 'w', now: 1 },
    );
    expect(fix.ok === false && fix.error.message).toBe(messages.support.cannotCorrectAddress);
  });

  it('a removed post stays removed, with the volunteer recorded on the event', () => {
    const { state, events } = tell('treat', 't', [
      { actor: owner, command: { type: 'post', input: treatInput } },
      { actor: volunteer, command: { type: 'remove', reason: 'Abusive message' } },
    ]);
    expect(state.removed).toBe(true);
    expect(events[1]).toMatchObject({
      type: 'PostRemoved',
      actorUid: 'u-vol',
      data: { reason: 'Abusive message' },
    });
    const again = decidePost('treat', state, { type: 'remove', reason: 'x' }, volunteer, {
      postId: 't',
      now: 1,
    });
    expect(again.ok === false && again.error.message).toBe(messages.support.alreadyRemoved);
  });
});
