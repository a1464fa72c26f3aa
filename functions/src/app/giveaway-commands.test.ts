// The commands the events page prints for a member to redo a giveaway's draw (checkCommands in
// shared/src/domain/giveaway.ts), run here in bash with coreutils' sha256sum, as a member would run
// them: the seed's fingerprint and the same winners as the draw, a forfeit included.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkCommands,
  commitmentOf,
  drawWinners,
  type EntryPost,
  entriesOf,
} from '@bookwish/shared/domain/giveaway';
import { describe, expect, it } from 'vitest';

const SEED = 'f3a1c9e07b5d2468ace0135792468bdf0e1d2c3b4a5968778695a4b3c2d1e0f9';
const WINDOW = { opens: '2026-08-01', closes: '2026-09-30' };

/** `count` posts in the window for each member named. */
function entriesFor(members: Record<string, number>) {
  const posts: EntryPost[] = [];
  for (const [member, count] of Object.entries(members)) {
    for (let i = 0; i < count; i++) {
      posts.push({
        postId: `${member}-${i}`,
        ownerUid: member,
        postedAt: Date.parse('2026-08-15T18:00:00Z'),
        removed: false,
        lastSeq: 1,
      });
    }
  }
  return entriesOf(posts, WINDOW, 'secret', new Set());
}

describe('the commands the events page prints', () => {
  it('give the seed’s fingerprint and the same winners at a terminal as the draw, a forfeit included', () => {
    const entries = entriesFor({ ana: 3, ben: 2, cleo: 1, dev: 4, eli: 1, fay: 2 });
    const dir = mkdtempSync(join(tmpdir(), 'giveaway-'));
    writeFileSync(join(dir, 'entries.txt'), entries.map((e) => `${e.entryId} ${e.person}\n`).join(''));
    const forfeited = drawWinners(SEED, entries, 2)[0]?.person ?? '';
    // Without curl: the list is already here, as the page's download gives it.
    const [, ...rest] = checkCommands('https://bookwish.example/unused', SEED, 3);
    const lines = execFileSync('bash', ['-c', rest.join('\n')], { cwd: dir, encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(lines[0]).toBe(`${commitmentOf(SEED)}  -`);
    const walked = lines.slice(1).map((line) => line.split(' '));
    const winners = walked.filter(([, , person]) => person !== forfeited).map(([, entry]) => entry);
    expect(winners).toEqual(drawWinners(SEED, entries, 2, new Set([forfeited])).map((w) => w.entryId));
  });
});
