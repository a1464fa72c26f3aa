import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  currentOf,
  drawOrder,
  drawWinners,
  type Entry,
  type EntryPost,
  entriesOf,
  entryDeleted,
  entryStep,
  giveawayPhase,
  inWindow,
  pseudonym,
  rankKey,
  windowMonths,
} from './giveaway.ts';
import { ev, wish } from './impact-test-events.ts';
import type { PostEvent } from './types.ts';

const SEED = 'f3a1c9e07b5d2468ace0135792468bdf0e1d2c3b4a5968778695a4b3c2d1e0f9';
const OTHER_SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const SECRET = 'giveaway-secret-2026';
const WINDOW = { opens: '2026-08-01', closes: '2026-09-30' };
const none = new Set<string>();

/** Fold events as the live projection does: one at a time, keyed by post. */
function fold(events: PostEvent[], deleted: string[] = []): EntryPost[] {
  const posts = new Map<string, EntryPost | null>();
  for (const event of events) posts.set(event.postId, entryStep(posts.get(event.postId) ?? null, event));
  for (const postId of deleted) posts.set(postId, entryDeleted());
  return [...posts.values()].filter((post): post is EntryPost => post !== null);
}

/** `count` entries for each member named, as published. */
function entriesFor(members: Record<string, number>): Entry[] {
  const events: PostEvent[] = [];
  for (const [member, count] of Object.entries(members)) {
    for (let i = 0; i < count; i++) events.push(wish(`${member}-${i}`, member, '2026-08-15'));
  }
  return entriesOf(fold(events), WINDOW, SECRET, none);
}

/** SHA-256 as a member would compute it, with the platform's own WebCrypto rather than the domain's. */
async function sha(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('giveaway entries', () => {
  it('counts each post made in the window once, and none before or after it', () => {
    const posts = fold([
      wish('w1', 'ana', '2026-07-31'),
      wish('w2', 'ana', '2026-08-01'),
      wish('w3', 'ben', '2026-09-30'),
      wish('w4', 'ben', '2026-10-01'),
    ]);
    const entries = entriesOf(posts, WINDOW, SECRET, none);
    expect(entries.map((e) => e.entryId).sort()).toEqual(
      [pseudonym(SECRET, 'post', 'w2'), pseudonym(SECRET, 'post', 'w3')].sort(),
    );
  });

  it('reads the window in British Columbia: a post at 23:30 on 30 September Pacific still counts', () => {
    // 06:30 UTC on 1 October is 23:30 on 30 September in Vancouver (PDT).
    expect(inWindow(Date.parse('2026-10-01T06:30:00Z'), WINDOW)).toBe(true);
    expect(inWindow(Date.parse('2026-10-01T07:30:00Z'), WINDOW)).toBe(false);
    expect(inWindow(Date.parse('2026-08-01T06:30:00Z'), WINDOW)).toBe(false);
  });

  it('leaves out posts a volunteer removed, posts their owner deleted and members who were forgotten', () => {
    const posts = fold(
      [
        wish('kept', 'ana', '2026-08-02'),
        wish('removed', 'ana', '2026-08-03'),
        ev('removed', 2, '2026-08-04', 'volunteer', 'PostRemoved', { reason: 'Spam' }),
        wish('deleted', 'ben', '2026-08-05'),
        wish('forgotten', 'cleo', '2026-08-06'),
        ev('forgotten', 2, '2026-08-07', 'cleo', 'MemberForgotten'),
      ],
      ['deleted'],
    );
    expect(entriesOf(posts, WINDOW, SECRET, none)).toEqual([
      { entryId: pseudonym(SECRET, 'post', 'kept'), person: pseudonym(SECRET, 'member', 'ana') },
    ]);
  });

  it('keeps the owner’s entry when a member who offered on it deletes their account', () => {
    const posts = fold([
      wish('w', 'ana', '2026-08-02'),
      ev('w', 2, '2026-08-03', 'ben', 'OfferMade'),
      ev('w', 3, '2026-08-04', 'ben', 'MemberForgotten'),
    ]);
    expect(entriesOf(posts, WINDOW, SECRET, none).map((e) => e.person)).toEqual([
      pseudonym(SECRET, 'member', 'ana'),
    ]);
  });

  it('leaves out volunteers and suspended members, who may not win', () => {
    const posts = fold([
      wish('a', 'ana', '2026-08-02'),
      wish('v', 'vol', '2026-08-02'),
      wish('s', 'sus', '2026-08-02'),
    ]);
    const people = entriesOf(posts, WINDOW, SECRET, new Set(['vol', 'sus'])).map((e) => e.person);
    expect(people).toEqual([pseudonym(SECRET, 'member', 'ana')]);
  });

  it('rebuilds from the stored events to the same answer, however often an event is delivered', () => {
    const events = [
      wish('w1', 'ana', '2026-08-02'),
      ev('w1', 2, '2026-08-03', 'ben', 'OfferMade'),
      wish('w2', 'ben', '2026-08-04'),
      ev('w2', 2, '2026-08-05', 'volunteer', 'PostRemoved', { reason: 'Spam' }),
      wish('w3', 'cleo', '2026-08-06'),
    ];
    const live = entriesOf(fold(events), WINDOW, SECRET, none);
    // A stream delivers again and out of turn: the removal of w2 redelivered after a stale OfferMade.
    const redelivered = [...events, events[1] as PostEvent, events[3] as PostEvent, events[0] as PostEvent];
    expect(entriesOf(fold(redelivered), WINDOW, SECRET, none)).toEqual(live);
    expect(live).toHaveLength(2);
  });

  it('publishes no post or member id, and one giveaway’s pseudonyms say nothing of another’s', () => {
    const [entry] = entriesOf(fold([wish('post-123', 'member-abc', '2026-08-02')]), WINDOW, SECRET, none);
    expect(JSON.stringify(entry)).not.toMatch(/post-123|member-abc/);
    expect(pseudonym('another-secret', 'member', 'member-abc')).not.toBe(entry?.person);
  });
});

describe('the draw', () => {
  it('commits to the seed with SHA-256 of its text, as `printf %s SEED | sha256sum` prints it', async () => {
    expect(commitmentOf(SEED)).toBe(await sha(SEED));
  });

  it('orders entries by SHA-256 of "SEED:ENTRY", which a member can recompute', async () => {
    const entries = entriesFor({ ana: 3, ben: 2, cleo: 4 });
    const keys = new Map<string, string>();
    for (const e of entries) keys.set(e.entryId, await sha(`${SEED}:${e.entryId}`));
    const key = (e: Entry) => keys.get(e.entryId) ?? '';
    const byHand = [...entries].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(drawOrder(SEED, entries)).toEqual(byHand);
    expect(rankKey(SEED, 'abc')).toBe(await sha(`${SEED}:abc`));
  });

  it('gives one win per person whatever their entries', () => {
    const entries = entriesFor({ prolific: 60, ana: 1, ben: 1, cleo: 2, dev: 1, eli: 1 });
    for (const seed of [SEED, OTHER_SEED, '1'.repeat(64), 'a'.repeat(64)]) {
      const winners = drawWinners(seed, entries, 4);
      expect(winners).toHaveLength(4);
      expect(new Set(winners.map((w) => w.person)).size).toBe(4);
    }
  });

  it('gives the same winners for the same seed and entries, listed in any order', () => {
    const entries = entriesFor({ ana: 2, ben: 3, cleo: 1, dev: 5, eli: 1, fay: 2, gus: 1 });
    const first = drawWinners(SEED, entries, 3);
    expect(drawWinners(SEED, [...entries].reverse(), 3)).toEqual(first);
    expect(drawWinners(OTHER_SEED, entries, 3)).not.toEqual(first);
  });

  it('lets every person win once when there are fewer people than places', () => {
    const winners = drawWinners(SEED, entriesFor({ ana: 4, ben: 1 }), 10);
    expect(winners.map((w) => w.person).sort()).toEqual(
      [pseudonym(SECRET, 'member', 'ana'), pseudonym(SECRET, 'member', 'ben')].sort(),
    );
  });

  it('replaces a winner who forfeited with the next person in the same order, never a previous winner', () => {
    const entries = entriesFor({ ana: 2, ben: 3, cleo: 1, dev: 5, eli: 1, fay: 2, gus: 1, hal: 1 });
    const first = drawWinners(SEED, entries, 3);
    const lost = first[1] as (typeof first)[number];
    const second = drawWinners(SEED, entries, 3, new Set([lost.person]));
    const people = second.map((w) => w.person);
    expect(people).not.toContain(lost.person);
    // The others keep their prizes, and the replacement comes after every earlier winner in the order.
    expect(people).toEqual(expect.arrayContaining([first[0]?.person, first[2]?.person]));
    const replacement = second.find((w) => !first.some((f) => f.person === w.person));
    expect(replacement?.rank).toBeGreaterThan(Math.max(...first.map((w) => w.rank)));
    // A second forfeit goes on down the same order.
    const third = drawWinners(SEED, entries, 3, new Set([lost.person, replacement?.person ?? '']));
    expect(third.map((w) => w.person)).not.toContain(replacement?.person);
    expect(third).toHaveLength(3);
  });
});

describe('which giveaway the events page shows', () => {
  const g = (opens: string, closes: string, drawn = false) => ({ window: { opens, closes }, drawn });
  const summer = g('2026-08-01', '2026-09-30');
  const spring = g('2026-03-01', '2026-03-31', true);
  const winter = g('2026-12-01', '2026-12-31');

  it('shows the open one, else the last closed (its winners), else the next to open', () => {
    expect(currentOf([spring, summer, winter], '2026-08-15')).toBe(summer);
    expect(currentOf([spring, summer, winter], '2026-10-15')).toBe(summer);
    expect(currentOf([spring, winter], '2026-01-15')).toBe(winter);
    expect(currentOf([], '2026-01-15')).toBeNull();
  });

  it('names each phase by the day in British Columbia', () => {
    expect(giveawayPhase(summer.window, false, '2026-07-31')).toBe('upcoming');
    expect(giveawayPhase(summer.window, false, '2026-09-30')).toBe('open');
    expect(giveawayPhase(summer.window, false, '2026-10-01')).toBe('closed');
    expect(giveawayPhase(summer.window, true, '2026-10-01')).toBe('drawn');
  });
});

describe('the months a window touches', () => {
  it('lists each month from the first day to the last, across a new year', () => {
    expect(windowMonths({ opens: '2026-08-01', closes: '2026-09-30' })).toEqual(['2026-08', '2026-09']);
    expect(windowMonths({ opens: '2026-11-20', closes: '2027-02-01' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(windowMonths({ opens: '2026-08-05', closes: '2026-08-05' })).toEqual(['2026-08']);
  });
});
