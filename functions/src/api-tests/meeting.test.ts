// A treat handed over in person, over the real emulators: who may request it in person, propose,
// pick, propose other times, say it was handed over or missed, and when (the test clock moves the
// stack past the meeting); what each reader gets of where and when (the two members and volunteers
// only, never a stranger, a visitor or a list); every refusal changes nothing.

import { randomUUID } from 'node:crypto';
import { TIME_ZONE } from '@bookwish/shared/domain/constants';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { messages } from '@bookwish/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import { putMeetingPlace } from '../store/meeting-places-store.ts';
import {
  type Answer,
  call,
  devClock,
  expectOk,
  type Member,
  signedUp,
  treatBody,
  volunteer,
} from './client.ts';
import { useStackEnv } from './stack-env.ts';

const m = messages.meeting;
const HOUR = 3_600_000;
const run = randomUUID().slice(0, 8);
const open = [['00:00', '23:59']] as const;
const always = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open };
const place = (name: string, over: Partial<MeetingPlace> = {}): MeetingPlace => ({
  id: `test-${run}-${name.toLowerCase().replace(/\W+/g, '-')}`,
  area: 'burnaby',
  name: `${name} ${run}`,
  address: `${run} Kingsway, Burnaby`,
  hours: always,
  kind: 'library',
  retired: false,
  ...over,
});
const library = place('Metrotown Library');
const centre = place('Bonsor Centre', { kind: 'community-centre' });
const elsewhere = place('Kits Library', { area: 'vancouver-kitsilano' });
const shut = place('Closed Library', {
  hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
});

const localHour = (at: number) =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(at),
  );
/** An hour-long window `days` days ahead on the hour, inside one local day (after 01:00, before 22:00). */
function windowIn(days: number) {
  let start = Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR;
  while (localHour(start) < 1 || localHour(start) > 21) start += HOUR;
  return { start, end: start + HOUR };
}

let treater: Member;
let requester: Member;
let stranger: Member;
const val = volunteer();

const treatIn = async (area: string | null) =>
  expectOk(
    await call('POST', '/api/treats', {
      token: treater.token,
      body: { ...treatBody(`Meet ${run}`), ...(area ? { handover: { inPerson: true, area } } : {}) },
    }),
    'create treat',
  ).body.id as string;
const step = (id: string, action: string, who: Member | undefined, body: object = {}) =>
  call('POST', `/api/treats/${id}/${action}`, { ...(who ? { token: who.token } : {}), body });
const read = async (id: string, who?: Member) =>
  (await call('GET', `/api/treats/${id}`, who ? { token: who.token } : {})).body;

/** A refusal with its code and text, the post's version unchanged. */
async function refused(id: string, answer: Promise<Answer>, status: number, text?: string) {
  const before = (await read(id, treater)).version;
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  if (text) expect(body.error.message).toBe(text);
  expect((await read(id, treater)).version).toBe(before);
}

/** A treat requested in person whose meeting at the library is agreed for `window`. */
async function agreedAt(window: { start: number; end: number }): Promise<string> {
  const id = await treatIn('burnaby');
  expectOk(await step(id, 'request', requester, { requestMessage: 'For my son', inPerson: true }), 'request');
  expectOk(await step(id, 'propose', treater, { placeIds: [library.id], windows: [window] }), 'propose');
  expectOk(await step(id, 'pick', requester, { place: 0, window: 0 }), 'pick');
  return id;
}

const soon = windowIn(1);
const later = windowIn(2);
/** Half an hour starting a day and an hour from now (a little later if it would run past midnight
 * there): one day on, it begins within two hours. */
const reminded = (() => {
  let start = Math.ceil((Date.now() + 25 * HOUR) / 60_000) * 60_000;
  while (localHour(start) > localHour(start + HOUR / 2)) start += 10 * 60_000;
  return { start, end: start + HOUR / 2 };
})();
let agreed: string;
let toMiss: string;
let toRemind: string;

beforeAll(async () => {
  useStackEnv();
  for (const p of [library, centre, elsewhere, shut]) await putMeetingPlace(p);
  [treater, requester, stranger] = await Promise.all([
    signedUp('Tomás Treater'),
    signedUp('Rosa Requester'),
    signedUp('Stan Stranger'),
  ]);
  // Every post the clock must pass is made before it first moves.
  [agreed, toMiss, toRemind] = await Promise.all([agreedAt(soon), agreedAt(soon), agreedAt(reminded)]);
});

afterAll(async () => {
  expect((await devClock({ reset: true })).status).toBe(200);
});

describe('request in person', () => {
  it('only on a treat posted with an area, and then with no address', async () => {
    const byPost = await treatIn(null);
    await refused(
      byPost,
      step(byPost, 'request', requester, { requestMessage: 'Hi', inPerson: true }),
      400,
      m.notOfferedInPerson,
    );
    const id = await treatIn('burnaby');
    const answer = expectOk(
      await step(id, 'request', requester, { requestMessage: 'Hi', inPerson: true }),
      'request',
    );
    expect(answer.body.shippingAddress ?? '').toBe('');
    expect(answer.body.meeting).toEqual({ rescheduledBy: [], reminded: [] });
    // No parcel for an in-person hand-over.
    await refused(id, step(id, 'ship', treater, { shippedMessage: 'x' }), 409, m.inPersonNoShipping);
  });
});

describe('propose and pick', () => {
  it('the treater proposes places of the area, open at the times; the requester picks', async () => {
    const id = await treatIn('burnaby');
    expectOk(await step(id, 'request', requester, { requestMessage: 'Hi', inPerson: true }), 'request');
    const body = { placeIds: [library.id, centre.id], windows: [soon, later] };
    await refused(id, step(id, 'propose', undefined, body), 401);
    await refused(id, step(id, 'propose', stranger, body), 403, m.onlyTheTwo);
    await refused(id, step(id, 'propose', requester, body), 403, m.onlyTreaterProposes);
    for (const ids of [['no-such-place'], [elsewhere.id]]) {
      await refused(id, step(id, 'propose', treater, { ...body, placeIds: ids }), 400, m.placeUnknown);
    }
    await refused(id, step(id, 'propose', treater, { ...body, placeIds: [shut.id] }), 400, m.windowClosed);
    await refused(id, step(id, 'propose', treater, { ...body, windows: [] }), 400, m.windowsRequired);
    expectOk(await step(id, 'propose', treater, body), 'propose');

    await refused(id, step(id, 'pick', treater, { place: 0, window: 0 }), 403, m.otherPicks);
    await refused(id, step(id, 'pick', stranger, { place: 0, window: 0 }), 403, m.onlyTheTwo);
    await refused(id, step(id, 'pick', requester, { place: 2, window: 0 }), 400, m.pickOne);
    const picked = expectOk(await step(id, 'pick', requester, { place: 1, window: 1 }), 'pick').body;
    expect(picked.meeting.agreed).toMatchObject({
      place: { name: centre.name, address: centre.address },
      window: later,
    });
  });

  it('where and when reach the two members and volunteers, never a stranger, a visitor or a list', async () => {
    for (const who of [treater, requester, val]) {
      expect((await read(agreed, who)).meeting.agreed.place.name).toBe(library.name);
    }
    for (const who of [stranger, undefined]) {
      const view = await read(agreed, who);
      expect(view.meeting).toBeUndefined();
      expect(JSON.stringify(view)).not.toContain(library.name);
      expect(JSON.stringify(view)).not.toContain(library.address);
      expect(JSON.stringify(view)).not.toContain(String(soon.start));
      expect(view.timeline.map((s: { text: string }) => s.text)).toContain(m.agreed);
    }
    const list = await call('GET', '/api/treats?limit=50');
    expect(JSON.stringify(list.body)).not.toContain(library.address);
    // The volunteers' replay shows everything.
    const replay = await call('GET', `/api/support/posts/${agreed}/events`, { token: val.token });
    expect(replay.status).toBe(200);
    expect(JSON.stringify(replay.body)).toContain(library.address);
  });
});

describe('before the meeting', () => {
  it('neither handed over nor missed yet; other times once each', async () => {
    await refused(agreed, step(agreed, 'handed-over', treater), 409, m.notBegunYet);
    await refused(agreed, step(agreed, 'missed', requester), 409, m.notOverYet);
    await refused(agreed, step(agreed, 'close', requester, { thankYouNote: '' }), 409, m.notBegunYet);
    const id = await agreedAt(later);
    expectOk(await step(id, 'reschedule', requester, { windows: [soon] }), 'reschedule');
    expectOk(await step(id, 'pick', treater, { place: 0, window: 0 }), 'pick');
    await refused(id, step(id, 'reschedule', requester, { windows: [later] }), 409, m.alreadyRescheduled);
    await refused(id, step(id, 'call-off', stranger, { reason: 'x' }), 403, m.onlyTheTwo);
    await refused(id, step(id, 'call-off', treater, {}), 400, m.reasonRequired);
    const off = expectOk(await step(id, 'call-off', treater, { reason: 'My car broke down' }), 'call off');
    expect(off.body.status).toBe('posted');
    expect(off.body.meeting).toBeUndefined();
  });
});

describe('after the meeting (the clock moved on)', () => {
  it('two hours before, both members are reminded by email, naming neither place nor time', async () => {
    expect((await devClock({ advanceDays: 1 })).status).toBe(200);
    const subject = `In two hours: hand over "Meet ${run}"`;
    for (const who of [treater, requester]) {
      let mails: Mail[] = [];
      for (let tries = 0; tries < 40 && mails.length === 0; tries++) {
        mails = (await mailbox(who.account?.email ?? '')).filter(
          (mail) => mail.subject === subject && mail.text.includes(toRemind),
        );
        if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).not.toContain(library.address);
    }
  });

  it('handed over, then Book Received; a missed one reopens the treat', async () => {
    expect((await devClock({ advanceDays: 2 })).status).toBe(200);
    const handed = expectOk(await step(agreed, 'handed-over', treater), 'handed over').body;
    expect(handed.status).toBe('shipped');
    await refused(agreed, step(agreed, 'missed', treater), 409, m.alreadyHandedOver);
    const closed = expectOk(
      await step(agreed, 'close', requester, { thankYouNote: 'Thank you!' }),
      'close',
    ).body;
    expect(closed.status).toBe('closed');

    await refused(toMiss, step(toMiss, 'missed', stranger), 403, m.onlyTheTwo);
    const missed = expectOk(await step(toMiss, 'missed', requester), 'missed').body;
    expect(missed.status).toBe('posted');
    expect(missed.timeline.at(-1).text).toBe(m.missed);
    // A lapse bars nobody: the same member may request again.
    expectOk(await step(toMiss, 'request', requester, { requestMessage: 'Again?', inPerson: true }), 'again');
  });
});
