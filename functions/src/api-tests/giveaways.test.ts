// Giveaways through the local front: who may do what (visitor, member, volunteer), bad input refused
// with the catalogue's words and nothing written, and the program's rules end to end: each post made
// in the window is one entry (a post removed by a volunteer or deleted by its owner is none), the seed's
// commitment shown from creation and the seed revealed at the draw, the draw only after the window,
// the winners recomputed here from the published list by the page's procedure (node:crypto, not the
// domain's code), one win per person, volunteers and suspended members left out at the draw, the winner
// emailed in their language, a forfeit only after the rules' days and its replacement never a previous
// winner, every volunteer action audited. The entries projection rebuilds from the stored events to the
// same answer. A winner who deletes their account leaves nothing of theirs in the giveaway's items. The
// file moves the stack's clock (so it runs alone): the giveaway's day is 200 days
// ahead, where no other file's post is dated.

import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localDay } from '@bookwish/shared/domain/timers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { resetSes } from '../aws/ses.ts';
import { config } from '../config.ts';
import { login, mailbox } from '../local/test-helpers.ts';
import { countStorageCalls } from '../store/call-counter.ts';
import { history } from '../store/event-store.ts';
import { backfillEntries, entryPosts, projectEntry } from '../store/giveaway-entries-store.ts';
import {
  call,
  devClock,
  expectOk,
  type Member,
  member,
  signedUp,
  signedUpVolunteer,
  volunteer,
  wishlistBody,
} from './client.ts';
import { useStackEnv } from './stack-env.ts';

const AHEAD_DAYS = 200;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  useStackEnv();
  resetSes();
  expect((await devClock({ advanceDays: AHEAD_DAYS })).status).toBe(200);
});

afterAll(async () => {
  expect((await devClock({ reset: true })).status).toBe(200);
});

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The page's procedure, as a member runs it: each entry's `sha256("SEED:ENTRY")`, ascending; walk
 * the list, skip a person already drawn or who forfeited, until the places are filled. */
function recompute(
  seed: string,
  entries: { entryId: string; person: string }[],
  places: number,
  forfeited: string[] = [],
) {
  const order = [...entries].sort((a, b) =>
    sha(`${seed}:${a.entryId}`) < sha(`${seed}:${b.entryId}`) ? -1 : 1,
  );
  const seen = new Set<string>();
  const winners: string[] = [];
  for (const entry of order) {
    if (winners.length === places) break;
    if (seen.has(entry.person)) continue;
    seen.add(entry.person);
    if (!forfeited.includes(entry.person)) winners.push(entry.entryId);
  }
  return winners;
}

const texts = (name: string) => ({
  en: {
    name,
    rules: 'Each post made in the window is one entry. One win per person.',
    prize: 'A $10 gift card',
  },
  translations: { fa: { name: 'جشنوارهٔ کتاب' } },
});

const appToday = () => localDay(Date.now() + AHEAD_DAYS * DAY_MS);

async function post(who: Member, title: string): Promise<string> {
  const answer = expectOk(
    await call('POST', '/api/wishlists', { token: who.token, body: wishlistBody(title) }),
    title,
  );
  return answer.body.id as string;
}

async function mine(who: Member) {
  return expectOk(await call('GET', '/api/me/giveaway-entries', { token: who.token }), 'mine').body;
}

/** Waits, as a member refreshing the events page would, until the stream has folded their entries. */
async function untilEntries(who: Member, count: number): Promise<string[]> {
  for (;;) {
    const { entryIds } = await mine(who);
    if (entryIds.length === count) return entryIds;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function supportList(token = volunteer().token) {
  return expectOk(await call('GET', '/api/support/giveaways', { token }), 'support list').body.giveaways;
}

describe('giveaways', () => {
  it('refuse bad input with the words of the catalogue and write nothing', async () => {
    const token = volunteer().token;
    const before = (await supportList(token)).length;
    const good = {
      texts: texts('Bad input'),
      window: { opens: appToday(), closes: appToday() },
      places: 2,
      answerDays: 3,
    };
    const cases: [unknown, string][] = [
      [
        { ...good, texts: { en: { name: ' ', rules: 'r', prize: 'p' } } },
        "Please write the giveaway's name, rules and prize in English.",
      ],
      [
        { ...good, window: { opens: '2026-09-30', closes: '2026-08-01' } },
        'Please choose the first and last day of the giveaway, the last on or after the first.',
      ],
      [
        { ...good, window: { opens: '2026-02-30', closes: '2026-03-01' } },
        'Please choose the first and last day of the giveaway, the last on or after the first.',
      ],
      [{ ...good, places: 0 }, 'Please choose between 1 and 100 winners.'],
      [{ ...good, answerDays: 1.5 }, 'Please give winners between 1 and 60 days to answer.'],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/api/support/giveaways', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await supportList(token)).length).toBe(before);
    // Members and visitors may not set one up, nor see the console's list.
    expect((await call('POST', '/api/support/giveaways', { token: member().token, body: good })).status).toBe(
      403,
    );
    expect((await call('GET', '/api/support/giveaways')).status).toBe(403);
    expect((await supportList(token)).length).toBe(before);
  });

  it('draws fairly: entries from posts in the window, the seed committed then revealed, one win per person, forfeits replaced', async () => {
    const vera = volunteer('Vera Volunteer');
    const day = appToday();
    const created = expectOk(
      await call('POST', '/api/support/giveaways', {
        token: vera.token,
        body: {
          texts: texts('Book Extravaganza test'),
          window: { opens: day, closes: day },
          places: 2,
          answerDays: 3,
        },
      }),
      'create',
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    // From creation, everyone sees the commitment and no seed.
    const opened = expectOk(await call('GET', '/api/giveaways/current'), 'current').body.giveaway;
    expect(opened).toMatchObject({ id, phase: 'open', places: 2, draw: null });
    expect(opened.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(opened)).not.toMatch(/secret|seed"/);

    const [ana, ben, cleo, dev, sus, vol] = await Promise.all([
      signedUp('Ana Entrant'),
      signedUp('Ben Entrant'),
      signedUp('Cleo Entrant'),
      signedUp('Dev Entrant'),
      signedUp('Sus Entrant'),
      signedUpVolunteer('Vol Entrant'),
    ]);
    expectOk(
      await call('PUT', '/api/me/notifications', { token: ana.token, body: { language: 'fa' } }),
      'fa',
    );
    expectOk(
      await call('PUT', '/api/me/notifications', { token: ben.token, body: { language: 'fa' } }),
      'fa',
    );
    expectOk(
      await call('PUT', '/api/me/notifications', { token: cleo.token, body: { language: 'fa' } }),
      'fa',
    );
    expectOk(
      await call('PUT', '/api/me/notifications', { token: dev.token, body: { language: 'fa' } }),
      'fa',
    );
    // Ana posts three times: three entries, still one win at most.
    for (const n of [1, 2, 3]) await post(ana, `Ana ${n}`);
    await post(ben, 'Ben 1');
    await post(cleo, 'Cleo 1');
    await post(dev, 'Dev 1');
    const removed = await post(dev, 'Dev removed');
    const deleted = await post(cleo, 'Cleo deleted');
    await post(sus, 'Sus 1');
    await post(vol, 'Vol 1');
    expectOk(
      await call('POST', `/api/support/posts/${removed}/actions`, {
        token: vera.token,
        body: { type: 'remove', reason: 'Spam', expectedVersion: 1 },
      }),
      'remove',
    );
    expect((await call('DELETE', `/api/wishlists/${deleted}`, { token: cleo.token })).status).toBe(204);

    // A removed post and a deleted one are no entries.
    const anaEntries = await untilEntries(ana, 3);
    await untilEntries(ben, 1);
    await untilEntries(cleo, 1);
    await untilEntries(dev, 1);
    await untilEntries(vol, 1);
    await untilEntries(sus, 1);
    const live = expectOk(await call('GET', `/api/giveaways/${id}/entries`), 'entries').body;
    expect(live.final).toBe(false);
    expect(live.entries).toHaveLength(8);
    expect((await call('GET', '/api/giveaways/current')).body.giveaway.entries).toBe(8);
    // The published list names no member and no post.
    const text = JSON.stringify(live);
    for (const who of [ana, ben, cleo, dev, sus, vol]) expect(text).not.toContain(who.uid);
    expect(text).not.toContain(removed);

    // No draw while the window is open, and only volunteers draw.
    const early = await call('POST', `/api/support/giveaways/${id}/draw`, { token: vera.token });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe("The draw can be made only after the giveaway's last day.");
    expect((await call('POST', `/api/support/giveaways/${id}/draw`, { token: ana.token })).status).toBe(403);

    // A suspended member may not win: checked at the draw.
    expectOk(
      await call('POST', `/api/support/members/${sus.uid}/suspend`, {
        token: vera.token,
        body: { reason: 'Abuse' },
      }),
      'suspend',
    );

    expect((await devClock({ advanceDays: 1 })).status).toBe(200);
    expectOk(await call('POST', `/api/support/giveaways/${id}/draw`, { token: vera.token }), 'draw');
    expect((await call('POST', `/api/support/giveaways/${id}/draw`, { token: vera.token })).status).toBe(409);
    // Drawn: it can no longer change.
    const edit = await call('PUT', `/api/support/giveaways/${id}`, {
      token: vera.token,
      body: { texts: texts('Changed'), window: { opens: day, closes: day }, places: 5, answerDays: 3 },
    });
    expect(edit.status).toBe(409);

    const drawn = expectOk(await call('GET', '/api/giveaways/current'), 'drawn').body.giveaway;
    expect(drawn.phase).toBe('drawn');
    expect(sha(drawn.draw.seed)).toBe(opened.commitment);
    const published = expectOk(await call('GET', `/api/giveaways/${id}/entries`), 'final').body;
    expect(published.final).toBe(true);
    // The volunteer's and the suspended member's entries are left out: 6 remain.
    expect(published.entries).toHaveLength(6);
    const asText = await call('GET', `/api/giveaways/${id}/entries?format=text`);
    expect(asText.text.trim().split('\n')).toHaveLength(6);
    const winners = recompute(drawn.draw.seed, published.entries, 2);
    expect(drawn.draw.winners.map((w: { entryId: string }) => w.entryId)).toEqual(winners);
    const persons = drawn.draw.winners.map((w: { person: string }) => w.person);
    expect(new Set(persons).size).toBe(2);

    // Volunteers see who won, to send the prize; the winners are emailed in their language by the
    // sweep (moving the clock sweeps), Persian here.
    const console1 = (await supportList(vera.token)).find((g: { id: string }) => g.id === id);
    expect(console1.winners).toHaveLength(2);
    const entrants = [ana, ben, cleo, dev];
    const first = console1.winners[0];
    const firstWinner = entrants.find((m) => m.name === first.name) as Member;
    expect(first).toMatchObject({ state: 'waiting', email: firstWinner.account?.email, language: 'fa' });

    // Too early to forfeit: the rules give three days.
    const tooEarly = await call('POST', `/api/support/giveaways/${id}/winners/${first.entryId}`, {
      token: vera.token,
      body: { action: 'forfeited' },
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.error.message).toMatch(/^The winner has until \d{4}-\d{2}-\d{2} to answer\./);
    const badAction = await call('POST', `/api/support/giveaways/${id}/winners/${first.entryId}`, {
      token: vera.token,
      body: { action: 'lost' },
    });
    expect(badAction.body.error.message).toBe('Please choose prize sent or forfeited.');

    expect((await devClock({ advanceDays: 4 })).status).toBe(200);
    const mails = await mailbox(firstWinner.account?.email ?? '');
    const won = mails.filter((mail) => mail.text.includes(first.entryId));
    expect(won).toHaveLength(1);
    expect(won[0]?.subject).toContain('برنده شدید');

    expectOk(
      await call('POST', `/api/support/giveaways/${id}/winners/${first.entryId}`, {
        token: vera.token,
        body: { action: 'forfeited' },
      }),
      'forfeit',
    );
    const replaced = expectOk(await call('GET', '/api/giveaways/current'), 'replaced').body.giveaway;
    const after = replaced.draw.winners.map((w: { person: string }) => w.person);
    expect(after).not.toContain(first.person);
    expect(after).toContain(persons[1]);
    expect(replaced.draw.forfeited.map((w: { entryId: string }) => w.entryId)).toEqual([first.entryId]);
    expect(replaced.draw.winners.map((w: { entryId: string }) => w.entryId)).toEqual(
      recompute(drawn.draw.seed, published.entries, 2, [first.person]),
    );

    // A prize marked sent once.
    const second = console1.winners[1];
    expectOk(
      await call('POST', `/api/support/giveaways/${id}/winners/${second.entryId}`, {
        token: vera.token,
        body: { action: 'sent' },
      }),
      'sent',
    );
    expect(
      (
        await call('POST', `/api/support/giveaways/${id}/winners/${second.entryId}`, {
          token: vera.token,
          body: { action: 'sent' },
        })
      ).status,
    ).toBe(409);

    // A member sees their own entries; Ana's all three (or the one that won).
    const anaNow = await mine(ana);
    expect(anaNow.entryIds.sort()).toEqual([...anaEntries].sort());

    // Every volunteer action is kept: who, what, when.
    const console2 = (await supportList(vera.token)).find((g: { id: string }) => g.id === id);
    expect(console2.audit.map((a: { action: string }) => a.action)).toEqual([
      'create',
      'draw',
      'forfeited',
      'sent',
    ]);
    expect(console2.audit.every((a: { volunteerName: string }) => a.volunteerName === 'Vera Volunteer')).toBe(
      true,
    );
    expect(console2.winners.find((w: { entryId: string }) => w.entryId === second.entryId).state).toBe(
      'sent',
    );
  });

  it('rebuild the entries projection from the stored events to the same answer', async () => {
    const who = member('Rebuild Entrant');
    const ids = [await post(who, 'Rebuild 1'), await post(who, 'Rebuild 2')];
    // The posts' own day in the stack's clock (moved on by the tests before): the window's month is theirs.
    const postedDay = localDay(((await history(ids[0] as string))[0] as { at: number }).at);
    const window = { opens: postedDay, closes: postedDay };
    const live = async () => (await entryPosts(window)).filter((p) => ids.includes(p.postId));
    for (;;) {
      if ((await live()).length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // Folded again from each post's stored history into a partition of the test's own, once live-style
    // (twice, as a redelivery would) and once by the backfill: the same records.
    const replayed = `GIVEAWAY-TEST#${ids[0]}`;
    const calls = countStorageCalls(dynamo());
    try {
      for (const id of ids) {
        const events = await history(id);
        // A post's first event costs one write and no read; its redelivery finds the write refused by
        // its condition, reads, and writes nothing.
        calls.reset();
        await projectEntry(events[0] as (typeof events)[number], replayed);
        expect(calls.counts()).toEqual({ PutItemCommand: 1 });
        calls.reset();
        await projectEntry(events[0] as (typeof events)[number], replayed);
        expect(calls.counts()).toEqual({ PutItemCommand: 1, GetItemCommand: 1 });
        for (const event of [...events, ...events]) await projectEntry(event, replayed);
      }
    } finally {
      calls.detach();
    }
    const rebuilt = `GIVEAWAY-TEST#${ids[1]}`;
    expect(await backfillEntries(rebuilt, (postId) => ids.includes(postId))).toBe(2);
    expect(await backfillEntries(rebuilt, (postId) => ids.includes(postId))).toBe(0);
    const byId = (list: { postId: string }[]) => [...list].sort((a, b) => (a.postId < b.postId ? -1 : 1));
    expect(byId(await entryPosts(window, replayed))).toEqual(byId(await live()));
    expect(byId(await entryPosts(window, rebuilt))).toEqual(byId(await live()));
  });

  it('a winner who deletes their account is gone from the giveaway: no name, email or uid in its items, never emailed', async () => {
    const vera = volunteer('Vera Volunteer');
    // A day of its own, after the other tests' days, so only this test's posts are its entries.
    const moved = await devClock({ advanceDays: 1 });
    expect(moved.status).toBe(200);
    const day = localDay(Date.parse(moved.body.now as string));
    const id = expectOk(
      await call('POST', '/api/support/giveaways', {
        token: vera.token,
        body: {
          texts: texts('Leaving winner'),
          window: { opens: day, closes: day },
          places: 10,
          answerDays: 3,
        },
      }),
      'create',
    ).body.id as string;
    const [wen, kit] = await Promise.all([signedUp('Wen Leaving Winner'), signedUp('Kit Staying Winner')]);
    await post(wen, 'Wen 1');
    await post(kit, 'Kit 1');
    await untilEntries(wen, 1);
    await untilEntries(kit, 1);
    expect((await devClock({ advanceDays: 1 })).status).toBe(200);
    expectOk(await call('POST', `/api/support/giveaways/${id}/draw`, { token: vera.token }), 'draw');
    const entries = expectOk(await call('GET', `/api/giveaways/${id}/entries`), 'entries').body.entries;
    expect(entries).toHaveLength(2);
    const console1 = (await supportList(vera.token)).find((g: { id: string }) => g.id === id);
    const wenEmail = wen.account?.email ?? '';
    const wonBy = (name: string) => console1.winners.find((w: { name: string }) => w.name === name);
    // Ten places, two people: both win; volunteers see who they are.
    expect(wonBy(wen.name)).toMatchObject({ email: wenEmail });
    const wenEntry = wonBy(wen.name).entryId as string;

    // Back to real time: the deletion asks for a sign-in of the last five minutes.
    expect((await devClock({ reset: true })).status).toBe(200);
    const mailsBefore = (await mailbox(wenEmail)).filter((mail) => mail.text.includes(wenEntry));
    const fresh = await login(wenEmail, wen.account?.password ?? '');
    expect((await call('DELETE', '/api/me', { token: fresh.idToken })).status).toBe(204);
    // A sweep after: nobody to write to.
    expect((await devClock({ advanceDays: 1 })).status).toBe(200);
    const mailsAfter = (await mailbox(wenEmail)).filter((mail) => mail.text.includes(wenEntry));
    expect(mailsAfter).toHaveLength(mailsBefore.length);

    // Still a winner (the published draw is as it was), shown as a former member: no name, no email.
    expect(expectOk(await call('GET', `/api/giveaways/${id}/entries`), 'after').body.entries).toEqual(
      entries,
    );
    const console2 = (await supportList(vera.token)).find((g: { id: string }) => g.id === id);
    const gone = console2.winners.find((w: { entryId: string }) => w.entryId === wenEntry);
    expect(gone).toMatchObject({
      state: 'waiting',
      name: null,
      email: null,
      language: null,
      // "Emailed" only if the email went before the deletion (the stack's own 15-minute sweep).
      emailedAt: mailsBefore.length > 0 ? expect.any(Number) : null,
    });
    expect(JSON.stringify(console2)).not.toContain(wen.name);
    expect(JSON.stringify(console2)).not.toContain(wenEmail);
    expect(console2.winners.find((w: { name: string }) => w.name === kit.name)).toBeDefined();

    // Nothing stored under the giveaways names them: the giveaway, its audit, its email claims, the
    // entries projection. (The other winner's uid is there, so the scan reads the right items.)
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new ScanCommand({
          TableName: config().tableName,
          FilterExpression: 'begins_with(pk, :giveaway)',
          ExpressionAttributeValues: { ':giveaway': 'GIVEAWAY#' },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const naming = (text: string) => items.filter((item) => JSON.stringify(item).includes(text));
    expect(naming(kit.uid)).not.toEqual([]);
    // On failure, the items that still name them.
    expect(naming(wen.uid)).toEqual([]);
    expect(naming(wen.name)).toEqual([]);
    expect(naming(wenEmail)).toEqual([]);
  });
});
