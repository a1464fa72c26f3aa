// Handing a treat over in person, step by step: who may propose, pick, propose other times, call it
// off, say it was handed over or missed, and when; what each member and a stranger read; the
// reminders the day before and two hours before; and what the erasure 30 days after close leaves.
import { describe, expect, it } from 'vitest';
import { EARLY_HANDOVER_MINUTES } from '../constants.ts';
import { eraseMemberFromEvents } from '../erasure.ts';
import { snapshotOf } from '../meeting.ts';
import type { MeetingPlace } from '../meeting-places.ts';
import { messages } from '../messages.ts';
import { actionsFor } from '../step-actions.ts';
import { type StoryStep, tell } from '../story.ts';
import { giver as requester, stranger, wisher as treater, treatInput } from '../test-stories.ts';
import { toSummary, toView } from '../timeline.ts';
import { DAY_MS, deadlineText, dueEvent, nextDueAt } from '../timers.ts';
import { evolveTreat } from '../treat.ts';
import type { Actor, Treat, TreatCommand } from '../types.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2024, 8, 1); // Sat 31 Aug 2024, 17:00 in Vancouver
/** Tue 3 Sep 2024, 11:00 to 12:00 in Vancouver. */
const window = { start: Date.UTC(2024, 8, 3, 18), end: Date.UTC(2024, 8, 3, 19) };
const later = { start: Date.UTC(2024, 8, 5, 18), end: Date.UTC(2024, 8, 5, 19) };
const open = [['09:00', '21:00']] as const;
const central: MeetingPlace = {
  area: 'vancouver-kitsilano',
  kind: 'library',
  retired: false,
  id: 'vpl-central',
  name: 'Central Library',
  address: '350 W Georgia St, Vancouver',
  hours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: [] },
};
const kits: MeetingPlace = {
  ...central,
  id: 'vpl-kits',
  name: 'Kitsilano Branch',
  address: '2425 Macdonald St',
};

const propose = (over: Partial<Extract<TreatCommand, { type: 'propose' }>> = {}): StoryStep => ({
  actor: treater,
  command: {
    type: 'propose',
    placeIds: ['vpl-central', 'vpl-kits'],
    places: [central, kits],
    windows: [window, later],
    ...over,
  },
});
const requested: StoryStep[] = [
  {
    actor: treater,
    command: {
      type: 'post',
      input: { ...treatInput, handover: { inPerson: true, area: 'vancouver-kitsilano' } },
    },
    at: start,
  },
  {
    actor: requester,
    command: { type: 'request', shippingAddress: '', requestMessage: 'For my son', inPerson: true },
  },
];
const proposed = [...requested, propose()];
const agreed = [
  ...proposed,
  { actor: requester, command: { type: 'pick', place: 1, window: 0 } } as StoryStep,
];
const stateOf = (steps: StoryStep[]) => tell('treat', 't1', steps, start).state as Treat;
const answer = (post: Treat, actor: Actor, action: string, now = start + DAY_MS) =>
  actionsFor(post, actor, now).find((a) => a.action === action);
const refusedWith = (steps: StoryStep[], message: string) => expect(() => stateOf(steps)).toThrow(message);
const m = messages.meeting;

describe('request in person', () => {
  it('only of a treat posted with an area to meet in', () => {
    const byPost = [
      { ...requested[0], command: { type: 'post', input: treatInput } } as StoryStep,
      requested[1] as StoryStep,
    ];
    refusedWith(byPost, m.notOfferedInPerson);
  });

  it('keeps no address and waits for the treater to propose, who may not ship', () => {
    const post = stateOf(requested);
    expect(post.shippingAddress).toBe('');
    expect(post.meeting).toEqual({ rescheduledBy: [], reminded: [] });
    expect(toView(post, 'owner', treater.uid).timeline.at(-1)?.text).toBe(m.waitingForProposal);
    // The treater's deadline is to propose a meeting (as long as shipping would have been).
    const deadline = toView(post, 'owner', treater.uid).deadline;
    expect(deadline?.hold).toBe('proposeMeeting');
    expect(deadline && deadlineText(deadline)).toMatch(/^Propose where and when to meet by \d+ \w+$/);
    expect(answer(post, treater, 'propose')?.allowed).toBe(true);
    expect(answer(post, treater, 'ship')).toMatchObject({ allowed: false, reason: m.inPersonNoShipping });
  });
});

describe('a request in person nobody proposed a meeting for', () => {
  /** The state after the sweep's lapse, 15 days on (the hold ends at the end of the 14th day). */
  function lapsed(steps: StoryStep[]) {
    const post = stateOf(steps);
    const event = dueEvent(post, start + 15 * DAY_MS);
    expect(event?.type).toBe('RequestLapsed');
    return { event, post: evolveTreat(post, event as never) };
  }

  it('lapses after the hold, and its Activity line and the event say no meeting was proposed', () => {
    const { event, post } = lapsed(requested);
    expect(event?.data).toEqual({ requesterUid: requester.uid, inPerson: true });
    expect(post.status).toBe('posted');
    expect(post.meeting).toBeUndefined();
    for (const [role, uid] of [
      ['owner', treater.uid],
      ['member', requester.uid],
      ['visitor', undefined],
    ] as const) {
      const line = toView(post, role, uid).timeline.at(-1);
      expect(line?.status).toBe(messages.timeline.statusRequestLapsed);
      expect(line?.text).toBe(m.lapsed);
      expect(line?.text).toMatch(/^No meeting was proposed within 14 days/);
    }
  });

  it('a request by post still lapses as a parcel not marked as shipped', () => {
    const byPost = [
      requested[0] as StoryStep,
      { actor: requester, command: { type: 'request', shippingAddress: '9 Elm St', requestMessage: 'Hi' } },
    ] as StoryStep[];
    const { event, post } = lapsed(byPost);
    expect(event?.data).toEqual({ requesterUid: requester.uid });
    expect(toView(post, 'owner', treater.uid).timeline.at(-1)?.text).toBe(messages.timeline.requestLapsed);
  });
});

describe('propose', () => {
  it('is the treater’s, once, with places that are on the list and windows they are open in', () => {
    expect(answer(stateOf(requested), requester, 'propose')?.allowed).toBe(false);
    refusedWith([...proposed, propose()], m.alreadyProposed);
    refusedWith([...requested, propose({ places: [central] })], m.placeUnknown);
    refusedWith([...requested, propose({ places: [central, { ...kits, retired: true }] })], m.placeUnknown);
    refusedWith([...requested, propose({ places: [central, { ...kits, area: 'burnaby' }] })], m.placeUnknown);
    // Sunday: closed.
    const sunday = { start: Date.UTC(2024, 8, 8, 18), end: Date.UTC(2024, 8, 8, 19) };
    refusedWith([...requested, propose({ windows: [sunday] })], m.windowClosed);
    // 22:00 to 23:00 in Vancouver: after closing.
    const night = { start: Date.UTC(2024, 8, 4, 5), end: Date.UTC(2024, 8, 4, 6) };
    refusedWith([...requested, propose({ windows: [night] })], m.windowClosed);
    refusedWith([...requested, propose({ windows: [{ start: start - HOUR, end: start }] })], m.windowPast);
    const tooFar = { start: window.start + 40 * DAY_MS, end: window.end + 40 * DAY_MS };
    refusedWith([...requested, propose({ windows: [tooFar] })], m.windowTooFar);
    refusedWith(
      [...requested, propose({ windows: [{ start: window.start, end: window.start + 10 * 60_000 }] })],
      m.windowTooShort,
    );
  });

  it('ends the treater’s deadline and tells the requester', () => {
    const post = stateOf(proposed);
    expect(toView(post, 'owner', treater.uid).deadline).toBeUndefined();
    expect(post.meeting?.proposal?.by).toBe(treater.uid);
  });
});

describe('pick', () => {
  it('is the other member’s, of a place and a window proposed', () => {
    const post = stateOf(proposed);
    expect(answer(post, requester, 'pick')?.allowed).toBe(true);
    expect(answer(post, treater, 'pick')).toMatchObject({ allowed: false });
    expect(answer(post, stranger, 'pick')).toMatchObject({ allowed: false, reason: m.onlyTheTwo });
    refusedWith(
      [...proposed, { actor: requester, command: { type: 'pick', place: 2, window: 0 } }],
      m.pickOne,
    );
    expect(stateOf(agreed).meeting?.agreed).toEqual({ place: snapshotOf(kits), window });
  });

  it('shows where and when to the two members and volunteers, and to nobody else', () => {
    const post = stateOf(agreed);
    for (const role of ['owner', 'requester', 'volunteer'] as const) {
      expect(toView(post, role).meeting?.agreed?.place.name).toBe('Kitsilano Branch');
    }
    const member = toView(post, 'member', stranger.uid);
    expect(member.meeting).toBeUndefined();
    expect(JSON.stringify(member)).not.toContain('Kitsilano');
    expect(JSON.stringify(toView(post, 'visitor'))).not.toContain('Kitsilano');
    expect(JSON.stringify(toSummary(post))).not.toContain('Kitsilano');
    // The Activity timeline says a meeting was agreed, to everyone, without where or when.
    expect(member.timeline.map((s) => s.text)).toContain(m.agreed);
  });
});

describe('reminders', () => {
  it('go the day before and two hours before, each once', () => {
    let post = stateOf(agreed);
    expect(nextDueAt(post)).toBe(window.start - DAY_MS);
    expect(dueEvent(post, window.start - DAY_MS - 1)).toBeNull();
    const first = dueEvent(post, window.start - DAY_MS);
    expect(first).toMatchObject({ type: 'MeetingReminderSent', data: { reminder: 'dayBefore' } });
    post = evolveTreat(post, first as never);
    expect(dueEvent(post, window.start - DAY_MS + HOUR)).toBeNull();
    expect(nextDueAt(post)).toBe(window.start - 2 * HOUR);
    const second = dueEvent(post, window.start - 2 * HOUR);
    expect(second).toMatchObject({ data: { reminder: 'twoHours' } });
    post = evolveTreat(post, second as never);
    expect(nextDueAt(post)).toBeNull();
    // Reminders are bookkeeping: never an Activity step.
    expect(toView(post, 'owner', treater.uid).timeline.map((s) => s.status)).not.toContain('');
  });

  it('of a meeting agreed this morning for this afternoon: only two hours before', () => {
    const late = [
      ...proposed.slice(0, -1),
      propose(),
      {
        actor: requester,
        command: { type: 'pick', place: 0, window: 0 },
        at: window.start - 5 * HOUR,
      } as StoryStep,
    ];
    const post = stateOf(late);
    expect(nextDueAt(post)).toBe(window.start - 2 * HOUR);
    expect(dueEvent(post, window.start - 2 * HOUR)).toMatchObject({ data: { reminder: 'twoHours' } });
  });
});

describe('reschedule', () => {
  const other = { start: later.start + DAY_MS, end: later.end + DAY_MS };
  const moved = [
    ...agreed,
    { actor: treater, command: { type: 'reschedule', windows: [other] } } as StoryStep,
  ];

  it('proposes other times at the agreed place, once per member, for the other to pick', () => {
    const post = stateOf(moved);
    expect(post.meeting?.agreed).toBeUndefined();
    expect(post.meeting?.proposal).toEqual({ places: [snapshotOf(kits)], windows: [other], by: treater.uid });
    expect(answer(post, requester, 'pick')?.allowed).toBe(true);
    const again = [
      ...moved,
      { actor: requester, command: { type: 'pick', place: 0, window: 0 } } as StoryStep,
    ];
    expect(stateOf(again).meeting?.agreed?.window).toEqual(other);
    refusedWith(
      [...again, { actor: treater, command: { type: 'reschedule', windows: [later] } }],
      m.alreadyRescheduled,
    );
    expect(answer(stateOf(again), requester, 'reschedule')?.allowed).toBe(true);
  });

  it('is refused once the meeting has begun', () => {
    refusedWith(
      [...agreed, { actor: treater, command: { type: 'reschedule', windows: [later] }, at: window.start }],
      m.meetingBegun,
    );
  });
});

describe('handed over, Book Received, missed, call off', () => {
  it('handed over: either member, from a quarter of an hour before the meeting; then Book Received as after a parcel', () => {
    const post = stateOf(agreed);
    const early = window.start - EARLY_HANDOVER_MINUTES * 60_000;
    expect(answer(post, treater, 'handedOver', early - 1)).toMatchObject({
      allowed: false,
      reason: m.notBegunYet,
    });
    expect(m.notBegunYet).toBe(
      'You can say the book was handed over from 15 minutes before the meeting time.',
    );
    expect(answer(post, requester, 'handedOver', early)?.allowed).toBe(true);
    const handed = [
      ...agreed,
      { actor: treater, command: { type: 'handedOver' }, at: window.start + 10 * 60_000 } as StoryStep,
    ];
    const after = stateOf(handed);
    expect(after.status).toBe('shipped');
    expect(answer(after, requester, 'close', window.end)?.allowed).toBe(true);
    const closed = stateOf([
      ...handed,
      { actor: requester, command: { type: 'close', thankYouNote: 'Thanks!', thankYouPhotoURL: '' } },
    ]);
    expect(closed.status).toBe('closed');
  });

  it('the recipient may press Book Received at the meeting itself', () => {
    const post = stateOf(agreed);
    const early = window.start - EARLY_HANDOVER_MINUTES * 60_000;
    expect(answer(post, requester, 'close', early - 1)).toMatchObject({
      allowed: false,
      reason: m.notBegunYet,
    });
    expect(answer(post, requester, 'close', early)?.allowed).toBe(true);
  });

  it('missed: once the window is over, reopens as a lapse does (the requester may request again)', () => {
    const post = stateOf(agreed);
    expect(answer(post, treater, 'missed', window.end - 1)).toMatchObject({
      allowed: false,
      reason: m.notOverYet,
    });
    const missed = stateOf([...agreed, { actor: treater, command: { type: 'missed' }, at: window.end }]);
    expect(missed.status).toBe('posted');
    expect(missed.meeting).toBeUndefined();
    expect(missed.endedParties ?? []).not.toContain(requester.uid);
    expect(toView(missed, 'visitor').timeline.at(-1)?.text).toBe(m.missed);
  });

  it('call off: either member with a reason the other reads and a stranger does not', () => {
    const steps = [
      ...agreed,
      { actor: requester, command: { type: 'callOff', reason: 'My son is ill' } } as StoryStep,
    ];
    const post = stateOf(steps);
    expect(post.status).toBe('posted');
    const reason = { label: messages.timeline.labels.reason, text: 'My son is ill' };
    expect(toView(post, 'owner', treater.uid).timeline.at(-1)?.details).toContainEqual(reason);
    expect(toView(post, 'member', stranger.uid).timeline.at(-1)?.details ?? []).not.toContainEqual(reason);
    expect(answer(stateOf(requested), stranger, 'callOff')).toMatchObject({
      allowed: false,
      reason: m.onlyTheTwo,
    });
  });
});

describe('erasure', () => {
  const closed = [
    ...agreed,
    {
      actor: requester,
      command: { type: 'close', thankYouNote: '', thankYouPhotoURL: '' },
      at: window.start + HOUR,
    } as StoryStep,
  ];

  it('30 days after close takes the place and time from the state', () => {
    const post = stateOf(closed);
    const closedAt = window.start + HOUR;
    expect(nextDueAt(post)).toBe(closedAt + 30 * DAY_MS);
    const erased = dueEvent(post, closedAt + 30 * DAY_MS);
    expect(erased?.type).toBe('AddressErased');
    const after = evolveTreat(post, erased as never);
    expect(JSON.stringify(after)).not.toContain('Kitsilano');
    expect(JSON.stringify(after)).not.toContain(String(window.start));
    expect(nextDueAt(after)).toBeNull();
  });

  it('a requester who deletes their account takes the place and time from the events', () => {
    const { events } = tell('treat', 't1', agreed, start);
    expect(JSON.stringify(events)).toContain('Kitsilano');
    const erased = JSON.stringify(eraseMemberFromEvents(events, requester.uid));
    expect(erased).not.toContain('Kitsilano');
    expect(erased).not.toContain(String(window.start));
  });
});

describe('a meeting that went wrong', () => {
  const report = (actor: Actor, note = 'He asked for my phone number'): StoryStep => ({
    actor,
    command: { type: 'report', reason: 'meeting', note },
  });

  it('either member reports it, the treater too, with a note for the volunteers; it hides nothing', () => {
    const missed = [...agreed, { actor: treater, command: { type: 'missed' }, at: window.end } as StoryStep];
    const post = stateOf([...missed, report(requester), report(treater, '')]);
    expect(post.reports?.map((r) => [r.uid, r.reason, r.note])).toEqual([
      [requester.uid, 'meeting', 'He asked for my phone number'],
      [treater.uid, 'meeting', ''],
    ]);
    expect(post.underReview).toBeUndefined();
    expect(JSON.stringify(toView(post, 'owner', treater.uid))).not.toContain('phone number');
  });

  it('is refused to anyone else, and the treater reports nothing else of their own treat', () => {
    refusedWith([...agreed, report(stranger)], messages.reports.onlyWhoMet);
    refusedWith(
      [...agreed, { actor: treater, command: { type: 'report', reason: 'scam', note: '' } }],
      messages.reports.ownPost,
    );
  });
});
