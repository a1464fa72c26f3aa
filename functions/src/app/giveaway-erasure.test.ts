// Account deletion and the giveaways: the member leaves every drawn giveaway's owners, the entries and
// the other winners stay; a second run writes nothing; a volunteer's write in between is read again.

import { describe, expect, it } from 'vitest';
import { forgetMember } from './forget-member.ts';
import { forgetEntrant } from './giveaway-erasure.ts';
import type { GiveawayRecord } from './giveaways.ts';
import { gabriel, memoryGiveaways, testDeps, wendy } from './test-deps.ts';

function drawn(id: string, owners: Record<string, string>): GiveawayRecord {
  return {
    id,
    texts: {
      en: { name: 'Book Extravaganza', rules: 'One entry a post.', prize: 'A book' },
      translations: {},
    },
    window: { opens: '2026-08-01', closes: '2026-09-30' },
    places: 2,
    answerDays: 14,
    secret: 'a'.repeat(64),
    seed: 'b'.repeat(64),
    createdAt: 1,
    version: 3,
    draw: {
      drawnAt: 2,
      entries: Object.keys(owners).map((person, i) => ({ entryId: `e${i}`, person })),
      owners,
    },
    prizes: {},
  };
}

const open: GiveawayRecord = { ...drawn('g-open', {}), draw: null, version: 1 };

describe('account deletion and the giveaways', () => {
  it('forgets whose the entries were in every drawn giveaway, and nothing else', async () => {
    const giveaways = memoryGiveaways([
      drawn('g-2025', { p1: wendy.uid, p2: gabriel.uid }),
      drawn('g-2026', { p3: gabriel.uid, p4: wendy.uid }),
      open,
    ]);
    await forgetEntrant({ giveaways }, wendy.uid);
    const after = await giveaways.list();
    expect(after.map((g) => g.draw?.owners ?? null)).toEqual([
      { p2: gabriel.uid },
      { p3: gabriel.uid },
      null,
    ]);
    // The published entries (pseudonyms) and the winners they make stay as drawn.
    expect(after.map((g) => g.draw?.entries.length ?? 0)).toEqual([2, 2, 0]);
    expect(JSON.stringify(after)).not.toContain(wendy.uid);
    expect(after.map((g) => g.version)).toEqual([4, 4, 1]);

    // Run again (a retry of the deletion): nothing left to remove, no write.
    const writes = giveaways.writes;
    await forgetEntrant({ giveaways }, wendy.uid);
    expect(giveaways.writes).toBe(writes);
  });

  it('a volunteer write landing first is read again, and the member still goes', async () => {
    const giveaways = memoryGiveaways([drawn('g-race', { p1: wendy.uid, p2: gabriel.uid })]);
    let raced = false;
    giveaways.before = async () => {
      if (raced) return;
      raced = true;
      // A volunteer marks a prize sent meanwhile: a new version of the whole record.
      const current = (await giveaways.get('g-race')) as GiveawayRecord;
      giveaways.put({ ...current, prizes: { p2: { since: 2, sentAt: 5 } }, version: current.version + 1 });
    };
    await forgetEntrant({ giveaways }, wendy.uid);
    const after = (await giveaways.get('g-race')) as GiveawayRecord;
    expect(after.draw?.owners).toEqual({ p2: gabriel.uid });
    expect(after.prizes).toEqual({ p2: { since: 2, sentAt: 5 } });
  });

  it('is a step of account deletion', async () => {
    const deps = testDeps();
    deps.giveaways.put(drawn('g-1', { p1: wendy.uid, p2: gabriel.uid }));
    await forgetMember(deps, { ...wendy, authTime: deps.clock.now() / 1000 });
    expect((await deps.giveaways.get('g-1'))?.draw?.owners).toEqual({ p2: gabriel.uid });
  });
});
