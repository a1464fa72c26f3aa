// The volunteers' report digest on the in-memory store and a fake clock: one email an hour at most,
// only while reports wait, to every volunteer in their own language, naming no reporter and no note.

import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { memoryNotifyPorts } from './notify-test-ports.ts';
import type { ReporterFactsReader } from './ports.ts';
import { DIGEST_EVERY_MS, type DigestMarker, sendReportDigest } from './report-digest.ts';
import { gabriel, tessa, testDeps, treatInput, vera, wendy } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

const NOTE = 'SECRET-NOTE the link asks for a card number';

function setup() {
  const deps = testDeps();
  const ports = memoryNotifyPorts({
    [vera.uid]: { email: 'vera@example.org', name: vera.name },
    'u-yan': { email: 'yan@example.org', name: 'Yan Li' },
    [wendy.uid]: { email: 'wendy@example.org', name: wendy.name },
  });
  let sentAt: number | null = null;
  const marker: DigestMarker = {
    async claim(at, everyMs) {
      if (sentAt !== null && sentAt > at - everyMs) return false;
      sentAt = at;
      return true;
    },
    async release() {
      sentAt = null;
    },
  };
  const digest = () =>
    sendReportDigest({
      store: deps.store,
      clock: deps.clock,
      marker,
      volunteers: { list: async () => [vera.uid, 'u-yan'] },
      directory: ports.directory,
      settings: ports.settings,
      mailer: ports.mailer,
      origin: 'https://bookwish.test',
    });
  return { deps, ports, digest };
}

async function reportedTreat(
  deps: ReturnType<typeof testDeps> & { reporters?: ReporterFactsReader },
  reporters = [wendy, gabriel],
) {
  const post = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
  for (const caller of reporters)
    await transitionPost(deps, 'treat', 'report', {
      postId: post.id,
      caller,
      body: { reason: 'other', note: NOTE },
    });
  return post;
}

describe('the volunteers report digest', () => {
  it('no reports waiting: no email', async () => {
    const { digest, ports } = setup();
    expect(await digest()).toBe('nothing-waits');
    expect(ports.outbox).toEqual([]);
  });

  it('reports waiting: one digest to each volunteer in their language, none again within the hour, another after it', async () => {
    const { deps, ports, digest } = setup();
    await ports.settings.set('u-yan', { language: 'zh-Hant' });
    await reportedTreat(deps);
    await reportedTreat(deps, [wendy]);

    expect(await digest()).toEqual({ sent: 2 });
    expect(ports.outbox.map((e) => e.to)).toEqual(['vera@example.org', 'yan@example.org']);
    const [english, chinese] = ports.outbox;
    expect(english?.subject).toBe("3 reports wait in the volunteers' queue");
    expect(english?.text).toContain('2 posts have open reports');
    expect(english?.text).toContain('https://bookwish.test/support?tab=reports');
    expect(chinese?.subject).toBe('義工佇列中有 3 則檢舉待處理');
    for (const email of ports.outbox) {
      expect(email.unsubscribeUrl).toBeUndefined();
      for (const part of [email.subject, email.text, email.html]) {
        expect(part).not.toContain(NOTE);
        expect(part).not.toContain(wendy.name);
        expect(part).not.toContain(gabriel.name);
      }
    }

    deps.advance(DIGEST_EVERY_MS - 60_000);
    await reportedTreat(deps, [gabriel]);
    expect(await digest()).toBe('sent-this-hour');
    expect(ports.outbox).toHaveLength(2);

    deps.advance(60_000);
    expect(await digest()).toEqual({ sent: 2 });
    expect(ports.outbox).toHaveLength(4);
    expect(ports.outbox[2]?.subject).toBe("4 reports wait in the volunteers' queue");
  });

  it('tells volunteers when new accounts reported a post in a burst, and not otherwise', async () => {
    const { deps, ports, digest } = setup();
    const justMade = {
      factsOf: async () => ({ joinedAt: deps.clock.now(), active: false, reportsToday: 0 }),
    };
    const fresh = { ...deps, reporters: justMade };
    await reportedTreat(fresh, [
      wendy,
      gabriel,
      { uid: 'u-new3', name: 'New Three', username: 'n3', authTime: 0 },
    ]);
    await reportedTreat(deps, [wendy, gabriel]);
    await reportedTreat(fresh, [wendy]);
    await digest();
    expect(ports.outbox[0]?.text).toContain(
      '1 of these posts was reported by several new accounts within an hour. Their reports hid nothing',
    );

    const quiet = setup();
    await reportedTreat(quiet.deps, [wendy, gabriel]);
    await quiet.digest();
    expect(quiet.ports.outbox[0]?.text).not.toContain('new accounts');
  });

  it('one report: the singular', async () => {
    const { deps, ports, digest } = setup();
    await reportedTreat(deps, [wendy]);
    await digest();
    expect(ports.outbox[0]?.subject).toBe("1 report waits in the volunteers' queue");
    expect(ports.outbox[0]?.text).toContain('1 post has open reports');
  });
});
