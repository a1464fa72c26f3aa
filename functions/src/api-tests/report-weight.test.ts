// Reports weigh by who makes them, over the real emulators (domain/reports.ts): throwaway accounts
// cannot take a post down, not once, not again after a volunteer kept it, not thirty at a time; three
// established members (accounts over a week old, made hours apart, that posted) still hide a post at
// once; a member's reports stop at the daily cap. Accounts age by the test clock: the local user pool
// dates a new account by the app's clock (local/cognito-emulator.ts), as time does in AWS.

import { REPORTS_PER_DAY } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, devClock, expectOk, type Member, signedUp, volunteer, wishlistBody } from './client.ts';
import { queueEntry } from './report-queue.ts';
import { useStackEnv } from './stack-env.ts';

const HOUR_IN_DAYS = 1 / 24;

async function wishBy(owner: Member, title: string): Promise<string> {
  const created = expectOk(
    await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody(title) }),
    'create wishlist',
  );
  return created.body.id as string;
}

const report = (id: string, who: Member) =>
  call('POST', `/api/wishlists/${id}/report`, { token: who.token, body: { reason: 'scam' } });

/** What a visitor sees: 200 while the post is listed, 404 "being reviewed" once reports hid it. */
const visitorStatus = async (id: string) => (await call('GET', `/api/wishlists/${id}`)).status;

async function fresh(count: number, tag: string): Promise<Member[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signedUp(`${tag} ${i + 1}`)));
}

let owner: Member;
let established: Member[];

beforeAll(async () => {
  useStackEnv();
  owner = await signedUp('Olive Owner');
  // Three members who joined hours apart, each posted, and a week has passed since.
  established = [];
  for (const name of ['Ama Established', 'Bo Established', 'Cy Established']) {
    const who = await signedUp(name);
    await wishBy(who, `${name}'s wish`);
    established.push(who);
    expect((await devClock({ advanceDays: 2 * HOUR_IN_DAYS })).status).toBe(200);
  }
  expect((await devClock({ advanceDays: 8 })).status).toBe(200);
});

afterAll(async () => {
  expect((await devClock({ reset: true })).status).toBe(200);
});

describe('reports from new accounts', () => {
  it('three fresh accounts leave the post listed and open to offers; it waits in the queue', async () => {
    const id = await wishBy(owner, 'Fresh attack');
    for (const who of await fresh(3, 'Throwaway')) expect((await report(id, who)).status).toBe(200);
    expect(await visitorStatus(id)).toBe(200);
    const giver = await signedUp('Gia Giver');
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }), 'offer');
    const entry = await queueEntry(volunteer('Val Queue'), id);
    expect(entry?.reports.map((r) => r.newAccount)).toEqual([true, true, true]);
    expect(entry?.post.underReview).toBe(false);
  });

  it('three accounts reporting 30 posts leave every post listed', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await wishBy(owner, `Mass report ${i + 1}`));
    const reporters = await fresh(3, 'Mass');
    const statuses: number[] = [];
    for (const id of ids) for (const who of reporters) statuses.push((await report(id, who)).status);
    // The daily cap stops each of them after REPORTS_PER_DAY; none of their reports hides anything.
    expect(statuses.filter((s) => s === 200)).toHaveLength(3 * REPORTS_PER_DAY);
    const shown = await Promise.all(ids.map(visitorStatus));
    expect(shown.every((status) => status === 200)).toBe(true);
  });
});

describe('reports from established members', () => {
  it('three of them hide the post at once', async () => {
    const id = await wishBy(owner, 'Real scam');
    for (const who of established) expect((await report(id, who)).status).toBe(200);
    const entry = await queueEntry(volunteer('Val Sees'), id);
    expect(entry?.reports.map((r) => r.newAccount)).toEqual([false, false, false]);
    const answer = await call('GET', `/api/wishlists/${id}`);
    expect([answer.status, answer.body?.error?.message]).toEqual([404, messages.reports.underReview]);
  });

  it('a post a volunteer kept is not hidden again by reports alone, until a volunteer reports it', async () => {
    const id = await wishBy(owner, 'Kept after review');
    for (const who of established) expectOk(await report(id, who), 'report');
    expect(await visitorStatus(id)).toBe(404);
    const val = volunteer('Val Keeps');
    expectOk(
      await call('POST', `/api/support/posts/${id}/actions`, {
        token: val.token,
        body: { type: 'dismissReports', reason: 'A real book' },
      }),
      'dismiss',
    );
    expect(await visitorStatus(id)).toBe(200);
    // Three new accounts at once, as before the rule: the post stays listed; their reports wait.
    for (const who of await fresh(3, 'Again')) expect((await report(id, who)).status).toBe(200);
    expect(await visitorStatus(id)).toBe(200);
    const again = await queueEntry(val, id);
    expect(again?.reports).toHaveLength(3);
    expect(again?.post.keptByVolunteer).toBe(true);
    // A volunteer looks again and reports it: under review at once.
    expectOk(await report(id, volunteer('Vic Looks Again')), 'volunteer report');
    expect(await visitorStatus(id)).toBe(404);
  });
});

describe('the daily cap', () => {
  it(`refuses a member's report beyond ${REPORTS_PER_DAY} a day in our words, and keeps nothing`, async () => {
    const [busy] = await fresh(1, 'Busy Reporter');
    if (!busy) throw new Error('no member');
    const ids: string[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i++) ids.push(await wishBy(owner, `Capped ${i + 1}`));
    for (const id of ids.slice(0, REPORTS_PER_DAY)) expectOk(await report(id, busy), 'report');
    const last = ids.at(-1) ?? '';
    const refused = await report(last, busy);
    expect([refused.status, refused.body?.error?.message]).toEqual([429, messages.reports.dailyCap]);
    expect(await queueEntry(volunteer('Val Cap'), last)).toBeUndefined();
    // A day later the member may report again.
    expect((await devClock({ advanceDays: 1.01 })).status).toBe(200);
    expect((await report(last, busy)).status).toBe(200);
  });
});
