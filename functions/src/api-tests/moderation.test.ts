// Reports and the volunteers' decisions over the real emulators, persona by persona (visitor, member,
// owner, reporter, volunteer): a report once per member, a report that weighs (a volunteer's here;
// whose weigh: report-weight.test.ts) taking the post out of the lists, search and visitors' reads
// while its owner still reads it under review, the queue (volunteers only, reporters named there and
// nowhere else), dismiss bringing the post back, remove, and a suspension refusing the member's
// still-valid token at once and ending their exchanges.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetSes } from '../aws/ses.ts';
import { mailbox } from '../local/test-helpers.ts';
import {
  type Answer,
  call,
  expectOk,
  type Member,
  member,
  signedUp,
  volunteer,
  wishlistBody,
} from './client.ts';
import { queueEntry } from './report-queue.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => {
  useStackEnv();
  resetSes();
});

/** A word no other post has (letters only: the search index splits on anything else). */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'm';
  for (let i = 0; i < 9; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

async function wishBy(owner: Member, title: string): Promise<string> {
  const created = expectOk(
    await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody(title) }),
    'create wishlist',
  );
  return created.body.id as string;
}

const report = (id: string, who: Member, body: unknown = { reason: 'scam' }) =>
  call('POST', `/api/wishlists/${id}/report`, { token: who.token, body });

/** Every id on the public list's pages (the newest first; ours are among the newest). */
async function listedIds(): Promise<string[]> {
  const answer = await call('GET', '/api/wishlists?limit=30');
  expect(answer.status).toBe(200);
  return (answer.body.items as { id: string }[]).map((p) => p.id);
}

/** Searches again, as a person would, until `done` holds or a generous minute has passed (the index
 * follows the stream; how fast is the bench's to measure). */
async function searchUntil(q: string, done: (ids: string[]) => boolean): Promise<string[]> {
  const start = Date.now();
  for (;;) {
    const answer = await call('GET', `/api/search?${new URLSearchParams({ q })}`);
    expect(answer.status).toBe(200);
    const ids = (answer.body.items as { id: string }[]).map((p) => p.id);
    if (done(ids) || Date.now() - start > 60_000) return ids;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const errorOf = (answer: Answer) => answer.body?.error as { code: string; message: string } | undefined;

describe('reporting a post', () => {
  it('visitor 401, owner 403, a member once (409 the second time), and the form rules', async () => {
    const owner = member('Olive Owner');
    const reporter = member('Rita Reporter');
    const id = await wishBy(owner, `Report rules ${uniqueWord()}`);

    const visitor = await call('POST', `/api/wishlists/${id}/report`, { body: { reason: 'scam' } });
    expect(visitor.status).toBe(401);

    const own = await report(id, owner);
    expect([own.status, errorOf(own)?.message]).toEqual([403, messages.reports.ownPost]);

    const noReason = await report(id, reporter, {});
    expect([noReason.status, errorOf(noReason)?.message]).toEqual([400, messages.reports.reasonRequired]);
    const noNote = await report(id, reporter, { reason: 'other', note: ' ' });
    expect([noNote.status, errorOf(noNote)?.message]).toEqual([400, messages.reports.noteRequired]);
    const longNote = await report(id, reporter, { reason: 'other', note: 'x'.repeat(501) });
    expect([longNote.status, errorOf(longNote)?.message]).toEqual([400, messages.common.tooLong(500)]);

    const first = await report(id, reporter, { reason: 'other', note: 'Asks for e-transfers first' });
    expect(first.status).toBe(200);
    // The reporter's own view says they reported it; it names no reporter, not even them.
    expect(first.body.reported).toBe(true);
    expect(first.text).not.toContain('Asks for e-transfers');
    const again = await report(id, reporter, { reason: 'spam' });
    expect([again.status, errorOf(again)?.message]).toEqual([409, messages.reports.alreadyReported]);

    expect((await report(id, member('Mo Member'))).status).toBe(200);

    // Two members' reports: still listed and readable by visitors (whose reports hide a post at once,
    // a volunteer's or established members': report-weight.test.ts).
    expect(await listedIds()).toContain(id);
    expect((await call('GET', `/api/wishlists/${id}`)).status).toBe(200);
  });

  it('reports that weigh hide the post from lists, search and visitors; its owner reads it under review', async () => {
    const owner = member('Oscar Owner');
    const word = uniqueWord();
    const id = await wishBy(owner, `Hidden ${word}`);
    expect(await searchUntil(word, (ids) => ids.includes(id))).toContain(id);

    // Two members' reports wait in the queue; a volunteer's report puts the post under review.
    const reporters = [member('R One'), member('R Two'), volunteer('R Three')];
    for (const [i, who] of reporters.entries()) {
      const answer = await report(id, who, i === 0 ? { reason: 'other', note: 'Fake shop link' } : undefined);
      expect(answer.status).toBe(200);
    }

    expect(await listedIds()).not.toContain(id);
    expect(await searchUntil(word, (ids) => !ids.includes(id))).not.toContain(id);
    const asVisitor = await call('GET', `/api/wishlists/${id}`);
    expect([asVisitor.status, errorOf(asVisitor)?.message]).toEqual([404, messages.reports.underReview]);
    const asStranger = await call('GET', `/api/wishlists/${id}`, { token: member('Sid Stranger').token });
    expect(asStranger.status).toBe(404);
    const asReporter = await call('GET', `/api/wishlists/${id}`, { token: reporters[0]?.token });
    expect(asReporter.status).toBe(404);
    // Nobody new joins it meanwhile.
    const offer = await call('POST', `/api/wishlists/${id}/offer`, {
      token: member('Gail Giver').token,
      body: {},
    });
    expect(offer.status).toBe(409);

    const asOwner = await call('GET', `/api/wishlists/${id}`, { token: owner.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.underReview).toBe(true);
    const mine = await call('GET', '/api/me/wishlists?role=wisher', { token: owner.token });
    const card = (mine.body.items as { id: string; underReview?: boolean }[]).find((p) => p.id === id);
    expect(card?.underReview).toBe(true);
    // The reported member never learns who reported, or what they wrote.
    for (const answer of [asOwner, mine]) {
      for (const who of reporters) {
        expect(answer.text).not.toContain(who.uid);
        expect(answer.text).not.toContain(who.name);
      }
      expect(answer.text).not.toContain('Fake shop link');
    }
  });
});

describe("the volunteers' queue", () => {
  it('GET /api/support/reports: 403 for visitor, member, owner and reporter; a volunteer sees reasons and reporters', async () => {
    const owner = member('Ona Owner');
    const reporter = member('Rob Reporter');
    const id = await wishBy(owner, `Queued ${uniqueWord()}`);
    expectOk(await report(id, reporter, { reason: 'other', note: 'Not a real book' }), 'report');

    for (const token of [undefined, member('Max Member').token, owner.token, reporter.token]) {
      const answer = await call('GET', '/api/support/reports', { token });
      expect([answer.status, errorOf(answer)?.message]).toEqual([403, messages.support.volunteersOnly]);
    }
    const val = volunteer('Val Queue');
    const entry = await queueEntry(val, id);
    expect(entry?.post).toMatchObject({
      id,
      ownerUid: owner.uid,
      ownerName: 'Ona Owner',
      underReview: false,
    });
    expect(entry?.reports).toEqual([
      {
        reporterUid: reporter.uid,
        reporterName: 'Rob Reporter',
        reason: 'other',
        note: 'Not a real book',
        at: expect.any(Number),
        // A token for a member the pool does not have: an account of unknown age, so new.
        newAccount: true,
      },
    ]);
  });

  it('dismiss brings a hidden post back, audited with the volunteer and the reason in the replay', async () => {
    const owner = member('Dora Owner');
    const word = uniqueWord();
    const id = await wishBy(owner, `Dismissed ${word}`);
    for (const who of [member('D One'), member('D Two'), volunteer('D Three')])
      expectOk(await report(id, who), 'report');
    expect(await listedIds()).not.toContain(id);

    const val = volunteer('Val Dismiss');
    const refused = await call('POST', `/api/support/posts/${id}/actions`, {
      token: owner.token,
      body: { type: 'dismissReports', reason: 'mine' },
    });
    expect(refused.status).toBe(403);
    const noReason = await call('POST', `/api/support/posts/${id}/actions`, {
      token: val.token,
      body: { type: 'dismissReports', reason: '' },
    });
    expect([noReason.status, errorOf(noReason)?.message]).toEqual([400, messages.support.reasonRequired]);
    const dismissed = await call('POST', `/api/support/posts/${id}/actions`, {
      token: val.token,
      body: { type: 'dismissReports', reason: 'A real book, a real wish' },
    });
    expect(dismissed.status).toBe(200);

    expect(await listedIds()).toContain(id);
    expect((await call('GET', `/api/wishlists/${id}`)).status).toBe(200);
    expect(await searchUntil(word, (ids) => ids.includes(id))).toContain(id);
    expect(await queueEntry(val, id)).toBeUndefined();

    const replay = await call('GET', `/api/support/posts/${id}/events`, { token: val.token });
    const last = (replay.body.steps as { event: Record<string, unknown> }[]).at(-1)?.event;
    expect(last).toMatchObject({
      type: 'ReportsDismissed',
      actorUid: val.uid,
      actorName: 'Val Dismiss',
      data: { reason: 'A real book, a real wish' },
    });
    const again = await call('POST', `/api/support/posts/${id}/actions`, {
      token: val.token,
      body: { type: 'dismissReports', reason: 'twice' },
    });
    expect([again.status, errorOf(again)?.message]).toEqual([409, messages.reports.noOpenReports]);
  });

  it('remove (the existing corrective action) takes the post out of the queue for good', async () => {
    const owner = member('Rhea Owner');
    const id = await wishBy(owner, `Removed ${uniqueWord()}`);
    expectOk(await report(id, member('Rem Reporter')), 'report');
    const val = volunteer('Val Remove');
    expectOk(
      await call('POST', `/api/support/posts/${id}/actions`, {
        token: val.token,
        body: { type: 'remove', reason: 'Phishing link' },
      }),
      'remove',
    );
    expect(await queueEntry(val, id)).toBeUndefined();
    const asOwner = await call('GET', `/api/wishlists/${id}`, { token: owner.token });
    expect([asOwner.status, errorOf(asOwner)?.message]).toEqual([404, messages.post.removedByVolunteers]);
  });
});

describe('suspending a member', () => {
  it('403 for everyone but volunteers; the token is refused at once, exchanges end, the other member is emailed', async () => {
    const [scammer, giver] = await Promise.all([signedUp('Sly Scammer'), signedUp('Gina Giver')]);
    const id = await wishBy(scammer, `Suspended ${uniqueWord()}`);
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }), 'offer');
    const path = `/api/support/members/${scammer.uid}/suspend`;
    const body = { reason: 'Asked three givers for money' };

    for (const token of [undefined, member('Max Member').token, scammer.token, giver.token]) {
      const answer = await call('POST', path, { token, body });
      expect(answer.status).toBe(403);
    }
    // Still signed in, before.
    expect((await call('GET', '/api/me/wishlists?role=wisher', { token: scammer.token })).status).toBe(200);

    const val = volunteer('Val Suspend');
    const noReason = await call('POST', path, { token: val.token, body: { reason: '' } });
    expect([noReason.status, errorOf(noReason)?.message]).toEqual([400, messages.support.reasonRequired]);
    const nobody = await call('POST', '/api/support/members/no-such-member/suspend', {
      token: val.token,
      body,
    });
    expect([nobody.status, errorOf(nobody)?.message]).toEqual([404, messages.reports.memberNotFound]);

    const suspended = await call('POST', path, { token: val.token, body });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ ended: 1, message: messages.reports.suspended });

    // The same, still unexpired token: refused on the very next call, reads and writes alike.
    const read = await call('GET', '/api/me/wishlists?role=wisher', { token: scammer.token });
    expect(read.status).toBe(401);
    const write = await call('POST', '/api/wishlists', { token: scammer.token, body: wishlistBody('After') });
    expect(write.status).toBe(401);

    // Their post is taken down, in the replay with the volunteer and the reason.
    const asGiver = await call('GET', `/api/wishlists/${id}`, { token: giver.token });
    expect(asGiver.status).toBe(404);
    const replay = await call('GET', `/api/support/posts/${id}/events`, { token: val.token });
    const last = (replay.body.steps as { event: Record<string, unknown> }[]).at(-1)?.event;
    expect(last).toMatchObject({
      type: 'MemberSuspended',
      actorName: 'Val Suspend',
      data: { memberUid: scammer.uid, otherUid: giver.uid, reason: body.reason },
    });

    // The giver is told; the suspended member is not mailed about it.
    const ended = await waitForMail(giver, 'has ended');
    expect(ended?.subject).toContain('has ended');
    expect(`${ended?.text}`).not.toContain(body.reason);
  });

  it('a volunteer cannot suspend themselves', async () => {
    const val = volunteer('Val Self');
    const self = await call('POST', `/api/support/members/${val.uid}/suspend`, {
      token: val.token,
      body: { reason: 'test' },
    });
    expect([self.status, errorOf(self)?.message]).toEqual([403, messages.reports.suspendSelf]);
  });
});

/** Waits, as a person refreshing their inbox would, for a notification whose subject has `words`. */
async function waitForMail(m: Member, words: string) {
  const start = Date.now();
  for (;;) {
    const mails = await mailbox(m.account?.email ?? '');
    const found = mails.find((mail) => mail.kind === 'Notification' && mail.subject?.includes(words));
    if (found || Date.now() - start > 60_000) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
