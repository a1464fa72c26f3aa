// Hold timers and the emails of exchanges that end, over the real emulators: the test clock
// (POST /_dev/clock, local only) moves the stack's clock past each deadline and sweeps; events reach
// the notifier through DynamoDB Local's stream and arrive in the SES emulator's mailbox. Every post is
// made before the clock first moves, and the clock goes back to real time after, so the tests that
// share this stack see today's dates.

import { formatDeadline } from '@bookwish/shared/domain/timers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import { baseUrl, call, devClock, expectOk, type Member, signedUp, volunteer } from './client.ts';
import { secrets, treatAt, wishlistAt } from './lifecycles.ts';

const REASON = 'SECRET-REASON my budget changed';
const UPS_NUMBER = '1Z5R89390357567127';
const CANADA_POST_NUMBER = '0073938000549297';

async function advance(days: number): Promise<void> {
  const answer = await devClock({ advanceDays: days });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The notifications one member received about one post, oldest first. */
async function mailsAbout(m: Member, path: string): Promise<Mail[]> {
  return (await mailbox(m.account?.email ?? '')).filter(
    (mail) => mail.kind === 'Notification' && mail.text.includes(`${path}\n`),
  );
}

/** Waits, as a person refreshing their inbox would, until `m` has `count` mails about the post. */
async function inbox(m: Member, path: string, count: number): Promise<Mail[]> {
  for (;;) {
    const mails = await mailsAbout(m, path);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const subjects = (mails: Mail[]) => mails.map((m) => m.subject);

const detail = async (path: string, m: Member) => {
  const answer = await call(
    'GET',
    `/api${path.replace('/wishlist/', '/wishlists/').replace('/treat/', '/treats/')}`,
    {
      token: m.token,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

let wisher: Member;
let giver: Member;
let treater: Member;
let requester: Member;
let other: Member;

beforeAll(async () => {
  [wisher, giver, treater, requester, other] = await Promise.all([
    signedUp('Wendé Wisher'),
    signedUp('Günther Giver'),
    signedUp('Zoë Treater'),
    signedUp('Raj Requester'),
    signedUp('Olu Other'),
  ]);
});

afterAll(async () => {
  expect((await devClock({ reset: true })).status).toBe(200);
});

describe('the test clock', () => {
  it('refuses anything but a positive number of days (or reset), and only POST', async () => {
    for (const body of [
      {},
      { advanceDays: 0 },
      { advanceDays: -3 },
      { advanceDays: '7' },
      { advanceDays: 400 },
    ]) {
      const answer = await devClock(body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('advanceDays');
    }
    expect((await fetch(`${baseUrl()}/_dev/clock`)).status).toBe(405);
  });
});

describe('withdraw and decline email the other party, without the reason', () => {
  it('a withdrawn offer mails the wisher; a declined offer mails the giver', async () => {
    const id = await wishlistAt('offered', wisher, giver, 'wd1');
    const path = `/wishlist/${id}`;
    await inbox(wisher, path, 1); // the offer
    expectOk(
      await call('POST', `/api/wishlists/${id}/withdraw`, { token: giver.token, body: { reason: REASON } }),
      'withdraw',
    );
    const [, withdrawn] = await inbox(wisher, path, 2);
    expect(withdrawn?.subject).toMatch(/^Günther Giver withdrew their offer of "Wish wd1"$/);

    // The giver who withdrew may not offer again; another member does, and is declined.
    expectOk(
      await call('POST', `/api/wishlists/${id}/offer`, { token: other.token, body: {} }),
      'another offer',
    );
    expectOk(
      await call('POST', `/api/wishlists/${id}/decline`, { token: wisher.token, body: { reason: REASON } }),
      'decline',
    );
    const [declined] = await inbox(other, path, 1);
    expect(declined?.subject).toBe('Your offer of "Wish wd1" was declined');
    // The stream is read in order: once the decline's mail is in, the second offer's would be too. It
    // came within the hour of the first, so it is folded into the wisher's next offer email.
    expect(subjects(await mailsAbout(wisher, path))).toHaveLength(2);
  });

  it('a withdrawn request mails the treater; a declined request mails the requester', async () => {
    const id = await treatAt('requested', treater, requester, 'wd2');
    const path = `/treat/${id}`;
    await inbox(treater, path, 1);
    expectOk(
      await call('POST', `/api/treats/${id}/withdraw`, { token: requester.token, body: { reason: REASON } }),
      'withdraw',
    );
    expect((await inbox(treater, path, 2))[1]?.subject).toBe(
      'Raj Requester withdrew their request for "Treat wd2"',
    );
    const s = secrets('wd2b');
    expectOk(
      await call('POST', `/api/treats/${id}/request`, {
        token: other.token,
        body: { shippingAddress: s.shippingAddress, requestMessage: s.requestMessage },
      }),
      'another request',
    );
    expectOk(
      await call('POST', `/api/treats/${id}/decline`, { token: treater.token, body: { reason: REASON } }),
      'decline',
    );
    expect((await inbox(other, path, 1))[0]?.subject).toBe('Your request for "Treat wd2" was declined');
  });
});

describe('hold timers, advancing the test clock', () => {
  // Made before the clock first moves: an offer (A: will lapse), an offer the wisher answers in time
  // (B), a confirmed gift (C), a requested treat (D), a closed wish (E), a shipped treat (F).
  // G and H: a closed wish and a closed treat whose books went with a tracking number.
  const p: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H', string> = {
    A: '',
    B: '',
    C: '',
    D: '',
    E: '',
    F: '',
    G: '',
    H: '',
  };
  let bOpenedAt = 0;

  beforeAll(async () => {
    p.A = `/wishlist/${await wishlistAt('offered', wisher, giver, 'tA')}`;
    p.B = `/wishlist/${await wishlistAt('offered', wisher, giver, 'tB')}`;
    p.C = `/wishlist/${await wishlistAt('confirmed', wisher, giver, 'tC')}`;
    p.D = `/treat/${await treatAt('requested', treater, requester, 'tD')}`;
    p.E = `/wishlist/${await wishlistAt('closed', wisher, giver, 'tE')}`;
    p.F = `/treat/${await treatAt('shipped', treater, requester, 'tF')}`;
    const g = await wishlistAt('confirmed', wisher, giver, 'tG');
    expectOk(
      await call('POST', `/api/wishlists/${g}/fulfil`, {
        token: giver.token,
        body: { fulfillmentMessage: 'Sent today', carrier: 'ups', trackingNumber: UPS_NUMBER },
      }),
      'fulfil with a parcel',
    );
    expectOk(await call('POST', `/api/wishlists/${g}/close`, { token: wisher.token, body: {} }), 'close G');
    p.G = `/wishlist/${g}`;
    const h = await treatAt('requested', treater, requester, 'tH');
    expectOk(
      await call('POST', `/api/treats/${h}/ship`, {
        token: treater.token,
        body: { shippedMessage: 'Shipped', carrier: 'canadaPost', trackingNumber: CANADA_POST_NUMBER },
      }),
      'ship with a parcel',
    );
    expectOk(await call('POST', `/api/treats/${h}/close`, { token: requester.token, body: {} }), 'close H');
    p.H = `/treat/${h}`;
    bOpenedAt = (await detail(p.B, wisher)).version;
  });

  it('shows the deadline to the member who must act only, on the post and in the profile', async () => {
    const a = await detail(p.A, wisher);
    expect(a.deadline).toMatchObject({ hold: 'shareAddress' });
    const offeredAt = a.timeline.at(-1).at as number;
    // The whole 7th day in British Columbia is the wisher's.
    expect(formatDeadline(a.deadline.at)).toBe(formatDeadline(offeredAt + 7 * 86_400_000));
    expect(a.deadline.at).toBeGreaterThan(offeredAt + 7 * 86_400_000);
    expect(await detail(p.A, giver)).not.toHaveProperty('deadline');
    expect((await detail(p.C, giver)).deadline).toMatchObject({ hold: 'sendGift' });
    expect(await detail(p.C, wisher)).not.toHaveProperty('deadline');
    expect((await detail(p.D, treater)).deadline).toMatchObject({ hold: 'shipTreat' });
    expect(await detail(p.D, requester)).not.toHaveProperty('deadline');

    const mine = await call('GET', '/api/me/wishlists?role=wisher&limit=30', { token: wisher.token });
    const cardA = mine.body.items.find((c: { id: string }) => p.A.endsWith(c.id));
    expect(cardA.deadline).toEqual(a.deadline);
    const offered = await call('GET', '/api/me/wishlists?role=offerer&limit=30', { token: giver.token });
    const cardC = offered.body.items.find((c: { id: string }) => p.C.endsWith(c.id));
    expect(cardC.deadline).toMatchObject({ hold: 'sendGift' });
    expect(offered.body.items.find((c: { id: string }) => p.A.endsWith(c.id))).not.toHaveProperty('deadline');
  });

  it('5 days: the wisher is reminded before the deadline; answering in time cancels the lapse', async () => {
    const deadline = (await detail(p.A, wisher)).deadline.at as number;
    await advance(5);
    const [, reminder] = await inbox(wisher, p.A, 2);
    expect(reminder?.subject).toBe(`Share your address for "Wish tA" by ${formatDeadline(deadline)}`);
    expect((await inbox(wisher, p.B, 2))[1]?.subject).toMatch(/^Share your address for "Wish tB" by /);
    // B's wisher answers from the page opened before the reminder: still accepted.
    expectOk(
      await call('POST', `/api/wishlists${p.B.slice('/wishlist'.length)}/confirm`, {
        token: wisher.token,
        body: { shippingAddress: secrets('tB').shippingAddress, expectedVersion: bOpenedAt },
      }),
      'confirm in time',
    );
    expect((await detail(p.A, wisher)).status).toBe('offered');
  });

  it('past the 7th day: the unanswered offer lapses, the post reopens, both parties are emailed; B does not lapse', async () => {
    await advance(3);
    const [lapsedForWisher] = (await inbox(wisher, p.A, 3)).slice(2);
    expect(lapsedForWisher?.subject).toBe('The offer of "Wish tA" has lapsed');
    // The giver's only mail about A: the offer's own mail went to the wisher.
    expect(subjects(await inbox(giver, p.A, 1))).toEqual(['Your offer of "Wish tA" has lapsed']);
    const a = await detail(p.A, wisher);
    expect(a.status).toBe('posted');
    expect(a).not.toHaveProperty('offerUID');
    expect(a.timeline.map((s: { status: string }) => s.status)).toEqual(['Posted', 'Offer lapsed']);
    const b = await detail(p.B, wisher);
    expect(b.status).toBe('confirmed');
    expect(b.timeline.map((s: { status: string }) => s.status)).not.toContain('Offer lapsed');
  });

  it('10 days after sent the recipient is reminded once to press Book Received', async () => {
    await advance(2);
    const [, reminder] = await inbox(requester, p.F, 2); // "has shipped", then the reminder
    expect(reminder?.subject).toBe('Has "Treat tF" arrived?');
  });

  it('12 days: the giver and the treater are reminded; past the 14th both exchanges lapse with both emails', async () => {
    await advance(2);
    expect(subjects(await inbox(giver, p.C, 2))[1]).toMatch(/^Mark "Wish tC" as sent by /);
    expect(subjects(await inbox(treater, p.D, 2))[1]).toMatch(/^Ship "Treat tD" by /);
    await advance(3);
    expect(subjects(await inbox(giver, p.C, 3))[2]).toBe('Your offer of "Wish tC" has lapsed');
    expect(subjects(await inbox(wisher, p.C, 2)).at(-1)).toBe('The offer of "Wish tC" has lapsed');
    expect(subjects(await inbox(treater, p.D, 3))[2]).toBe('The request for "Treat tD" has lapsed');
    expect(subjects(await inbox(requester, p.D, 1)).at(-1)).toBe('Your request for "Treat tD" has lapsed');
    const c = await detail(p.C, giver);
    expect(c).toMatchObject({ status: 'posted', viewer: 'member' });
    expect(JSON.stringify(c)).not.toContain('SECRET-ADDRESS');
  });

  it('nothing lapses twice: later sweeps send nothing more, and the reopened post takes a new offer', async () => {
    await advance(1);
    // A new offer on A: once its email is in, anything the sweep had sent before would be too.
    expectOk(
      await call('POST', `/api/wishlists${p.A.slice('/wishlist'.length)}/offer`, {
        token: other.token,
        body: {},
      }),
      'offer',
    );
    const mails = await inbox(wisher, p.A, 4);
    expect(subjects(mails)).toEqual([
      expect.stringMatching(/offered to send you "Wish tA"$/),
      expect.stringMatching(/^Share your address for "Wish tA"/),
      'The offer of "Wish tA" has lapsed',
      expect.stringMatching(/^Olu Other offered to send you "Wish tA"$/),
    ]);
    expect(subjects(await mailsAbout(giver, p.A))).toEqual(['Your offer of "Wish tA" has lapsed']);
    const a = await detail(p.A, wisher);
    expect(a.timeline.filter((s: { status: string }) => s.status === 'Offer lapsed')).toHaveLength(1);
  });

  it('30 days after close the shipping address is erased from the exchange', async () => {
    const before = await detail(p.E, wisher);
    expect(before.shippingAddress).toContain('SECRET-ADDRESS-tE');
    await advance(16); // 32 days since it closed
    const after = await detail(p.E, wisher);
    expect(after.status).toBe('closed');
    expect(after).not.toHaveProperty('shippingAddress');
    expect(JSON.stringify(after)).not.toContain('SECRET-ADDRESS');
    expect(after.timeline.at(-1).conclusion).toBe('This wishlist has been fulfilled.');
    // Gone from the stored events as well: a volunteer's replay no longer holds it.
    const replay = await call('GET', `/api/support/posts/${p.E.slice('/wishlist/'.length)}/events`, {
      token: volunteer().token,
    });
    expect(replay.status).toBe(200);
    expect(replay.text).toContain('AddressErased');
    expect(replay.text).not.toContain('SECRET-ADDRESS');
  });

  it("the tracking numbers went with the addresses: from the stored events and the volunteers' replay", async () => {
    // A carrier's tracking page shows where the book was delivered (32 days since G and H closed).
    for (const [path, number, said] of [
      [p.G, UPS_NUMBER, 'Sent today'],
      [p.H, CANADA_POST_NUMBER, 'Shipped'],
    ] as const) {
      const id = path.slice(path.lastIndexOf('/') + 1);
      const replay = await call('GET', `/api/support/posts/${id}/events`, { token: volunteer().token });
      expect(replay.status).toBe(200);
      expect(replay.text).toContain('AddressErased');
      expect(replay.text).not.toContain(number);
      expect(replay.text).not.toContain('SECRET-ADDRESS');
      expect(replay.text).toContain(said);
      expect(replay.body.consistent).toBe(true);
      const seen = JSON.stringify(await detail(path, path === p.G ? wisher : requester));
      expect(seen).not.toContain(number);
    }
  });

  it('no email of these exchanges carries an address, a message or a reason', async () => {
    for (const m of [wisher, giver, treater, requester, other]) {
      for (const mail of await mailbox(m.account?.email ?? '')) {
        if (mail.kind !== 'Notification') continue;
        const all = `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`;
        expect(all).not.toMatch(/SECRET-/);
        expect(all).not.toContain('budget changed');
      }
    }
  });
});
