// Reports, decided and folded like every other command: one a member and post, never the owner's, the
// third different reporter hides the post, a volunteer's dismissal brings it back, nobody's view names
// a reporter, and a leaving reporter's note goes while the count stays.

import { describe, expect, it } from 'vitest';
import { ESTABLISHED_AFTER_MS, REPORTS_PER_DAY, SAME_BATCH_MS } from './constants.ts';
import { eraseMemberFromEvents, eraseMemberFromState, partyJoining, reporterOf } from './erasure.ts';
import { messages } from './messages.ts';
import { decidePost, evolvePost, replay } from './post.ts';
import { hiddenFromPublic, reportedInBurst } from './reports.ts';
import { reportSchema } from './schemas/transitions.ts';
import { searchDocOf } from './search.ts';
import { actionsFor } from './step-actions.ts';
import { tell } from './story.ts';
import { giver, volunteer as vera, wisher, wishInput } from './test-stories.ts';
import { toSummary, toView } from './timeline.ts';
import type { Actor, Post, ReporterFacts, WishlistCommand } from './types.ts';

const NOW = Date.UTC(2026, 10, 1);
const r1 = { uid: 'u-r1', name: 'Ravi Gill' };
const r2 = { uid: 'u-r2', name: 'Mina Rahimi' };
const r3 = { uid: 'u-r3', name: 'Lou Chen' };
const post: WishlistCommand = { type: 'post', input: wishInput };
const report = (reason: 'scam' | 'other', note = ''): WishlistCommand => ({ type: 'report', reason, note });

const reportedBy = (...members: (typeof r1)[]) =>
  tell('wishlist', 'w1', [
    { actor: wisher, command: post },
    ...members.map((actor) => ({ actor, command: report('other', `note by ${actor.name}`) })),
  ]);

const decide = (state: Post, command: WishlistCommand, actor: Actor | null) =>
  decidePost('wishlist', state, command, actor, { postId: 'w1', now: NOW });

describe('reporting a post', () => {
  it('refuses the owner, and a second report by the same member', () => {
    const { state } = reportedBy(r1);
    const own = decide(state, report('scam'), wisher);
    expect(own.ok ? null : own.error.message).toBe(messages.reports.ownPost);
    const again = decide(state, report('scam'), r1);
    expect(again.ok ? null : again.error.message).toBe(messages.reports.alreadyReported);
    // The button reads the same refusals: a report for r2, none for the owner or r1.
    const allowed = (who: typeof r1) =>
      actionsFor(state, who, NOW).find((a) => a.action === 'report')?.allowed ?? false;
    expect([allowed(r2), allowed(wisher), allowed(r1)]).toEqual([true, false, false]);
  });

  it('asks for a reason, and a note when the reason is "other" (at most 500 characters)', () => {
    const first = (body: unknown) => {
      const parsed = reportSchema.safeParse(body);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(first({})).toBe(messages.reports.reasonRequired);
    expect(first({ reason: 'other', note: '  ' })).toBe(messages.reports.noteRequired);
    expect(first({ reason: 'other', note: 'x'.repeat(501) })).toBe(messages.common.tooLong(500));
    expect(first({ reason: 'scam' })).toBeNull();
  });

  it('keeps a note only for "other"', () => {
    const { events } = tell('wishlist', 'w1', [
      { actor: wisher, command: post },
      { actor: r1, command: { type: 'report', reason: 'scam', note: 'ignored' } },
    ]);
    expect(events.at(-1)?.data).toEqual({ reason: 'scam', note: '', standing: 'established' });
  });

  it('hides the post from every public place at the third different reporter, not before', () => {
    const two = reportedBy(r1, r2).state;
    expect(hiddenFromPublic(two)).toBe(false);
    expect(searchDocOf(two)).not.toBeNull();
    const three = reportedBy(r1, r2, r3).state;
    expect(three.underReview).toBe(true);
    expect(hiddenFromPublic(three)).toBe(true);
    expect(searchDocOf(three)).toBeNull();
    // Nobody new joins it meanwhile.
    const offer = decide(three, { type: 'offer' }, giver);
    expect(offer.ok ? null : offer.error.message).toBe(messages.reports.underReview);
  });

  it('never names a reporter in any view: owner, reporter, visitor or a list card', () => {
    const { state } = reportedBy(r1, r2, r3);
    const views = [
      toView(state, 'owner', wisher.uid),
      toView(state, 'member', r1.uid),
      toView(state, 'visitor'),
      toSummary(state),
    ];
    for (const view of views) {
      const text = JSON.stringify(view);
      for (const who of [r1, r2, r3]) {
        expect(text).not.toContain(who.uid);
        expect(text).not.toContain(who.name);
      }
      expect(text).not.toContain('note by');
    }
    // The owner reads that it is under review; the reporter that they reported it, no more.
    expect(toView(state, 'owner', wisher.uid).underReview).toBe(true);
    expect(toView(state, 'member', r1.uid).reported).toBe(true);
    expect(toView(state, 'member', 'u-someone').reported).toBeUndefined();
    // No Activity step for a report.
    expect(toView(state, 'owner', wisher.uid).timeline).toHaveLength(1);
  });
});

describe('whose reports weigh', () => {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;
  /** An established member: an account made `daysAgo` days before NOW (at a distinct hour), active. */
  const established = (daysAgo: number): ReporterFacts => ({
    joinedAt: NOW - daysAgo * DAY,
    active: true,
    reportsToday: 0,
  });
  const fresh = (minutesAgo = 5): ReporterFacts => ({
    joinedAt: NOW - minutesAgo * 60 * 1000,
    active: false,
    reportsToday: 0,
  });
  const reportAs = (reporter: ReporterFacts): WishlistCommand => ({
    type: 'report',
    reason: 'scam',
    note: '',
    reporter,
  });
  const story = (steps: { actor: Actor; command: WishlistCommand }[]) =>
    tell('wishlist', 'w1', [{ actor: wisher, command: post }, ...steps], NOW);
  const three = [r1, r2, r3];

  it('three fresh accounts send the post to the queue and hide nothing', () => {
    const { state } = story(three.map((actor, i) => ({ actor, command: reportAs(fresh(i + 1)) })));
    expect(state.reports).toHaveLength(3);
    // Three in minutes: a burst the volunteers' digest names; three established members' are none.
    expect(reportedInBurst(state)).toBe(true);
    expect(state.reports?.map((r) => r.standing)).toEqual(['new', 'new', 'new']);
    expect(hiddenFromPublic(state)).toBe(false);
    expect(decide(state, { type: 'offer' }, giver).ok).toBe(true);
  });

  it('an old account that never posted or finished an exchange is new; a week-old active one weighs', () => {
    const idle = { ...established(300), active: false };
    const young = established(6);
    const { state } = story([
      { actor: r1, command: reportAs(idle) },
      { actor: r2, command: reportAs(young) },
      { actor: r3, command: reportAs(established(ESTABLISHED_AFTER_MS / DAY)) },
    ]);
    expect(state.reports?.map((r) => r.standing)).toEqual(['new', 'new', 'established']);
    expect(hiddenFromPublic(state)).toBe(false);
  });

  it('three established members hide the post at once', () => {
    const { state } = story(three.map((actor, i) => ({ actor, command: reportAs(established(30 + i)) })));
    expect(state.underReview).toBe(true);
    expect(reportedInBurst(state)).toBe(false);
  });

  it('accounts made within the same hour are one hand, however old', () => {
    const made = NOW - 40 * DAY;
    const batch = (offset: number): ReporterFacts => ({
      joinedAt: made + offset,
      active: true,
      reportsToday: 0,
    });
    const together = story(
      three.map((actor, i) => ({ actor, command: reportAs(batch(i * 10 * 60 * 1000)) })),
    );
    expect(hiddenFromPublic(together.state)).toBe(false);
    const apart = story(three.map((actor, i) => ({ actor, command: reportAs(batch(i * SAME_BATCH_MS)) })));
    expect(apart.state.underReview).toBe(true);
  });

  it("a volunteer's report puts the post under review at once", () => {
    const { state } = story([{ actor: vera, command: report('scam') }]);
    expect(state.reports?.[0]?.standing).toBe('volunteer');
    expect(state.underReview).toBe(true);
  });

  it('a post a volunteer kept is not hidden again by reports alone, until a volunteer looks again', () => {
    const first = story(three.map((actor, i) => ({ actor, command: reportAs(established(30 + i)) })));
    const kept = decide(first.state, { type: 'dismissReports', reason: 'A real book' }, vera);
    if (!kept.ok) throw new Error(kept.error.message);
    const after = replay([...first.events, kept.event]);
    expect(after.keptByVolunteer).toBe(true);
    const more = [
      { uid: 'u-r4', name: 'Ana Kim' },
      { uid: 'u-r5', name: 'Wei Wang' },
      { uid: 'u-r6', name: 'Amy Li' },
    ];
    let state = after;
    for (const [i, actor] of more.entries()) {
      const d = decide(state, reportAs(established(60 + i)), actor);
      if (!d.ok) throw new Error(d.error.message);
      state = evolvePost(state, d.event);
    }
    expect(state.reports).toHaveLength(3);
    expect(hiddenFromPublic(state)).toBe(false);
    // A volunteer looks again: their own report puts it under review.
    const looked = decide(state, report('scam'), { uid: 'u-vol2', name: 'Val', volunteer: true });
    if (!looked.ok) throw new Error(looked.error.message);
    expect(evolvePost(state, looked.event).underReview).toBe(true);
  });

  it(`refuses a member's report beyond ${REPORTS_PER_DAY} a day; a volunteer is not counted`, () => {
    const { state } = story([]);
    const busy = { ...established(30), reportsToday: REPORTS_PER_DAY };
    const refused = decide(state, reportAs(busy), r1);
    expect(refused.ok ? null : [refused.error.code, refused.error.message]).toEqual([
      'TOO_MANY_REQUESTS',
      messages.reports.dailyCap,
    ]);
    expect(decide(state, reportAs({ ...busy, reportsToday: REPORTS_PER_DAY - 1 }), r1).ok).toBe(true);
    expect(decide(state, reportAs(busy), vera).ok).toBe(true);
  });
});

describe("the volunteers' decisions", () => {
  it('dismiss: the post returns, the same members still cannot report it twice', () => {
    const { state } = reportedBy(r1, r2, r3);
    const dismissed = decide(state, { type: 'dismissReports', reason: 'A real book' }, vera);
    if (!dismissed.ok) throw new Error(dismissed.error.message);
    expect(dismissed.event).toMatchObject({ type: 'ReportsDismissed', actorUid: vera.uid });
    const after = replay([...reportedBy(r1, r2, r3).events, dismissed.event]);
    expect(hiddenFromPublic(after)).toBe(false);
    expect(after.reports).toBeUndefined();
    const again = decide(after, report('scam'), r1);
    expect(again.ok ? null : again.error.message).toBe(messages.reports.alreadyReported);
    const nothing = decide(after, { type: 'dismissReports', reason: 'twice' }, vera);
    expect(nothing.ok ? null : nothing.error.message).toBe(messages.reports.noOpenReports);
  });

  it('members may not dismiss', () => {
    const { state } = reportedBy(r1);
    const refused = decide(state, { type: 'dismissReports', reason: 'mine' }, r2);
    expect(refused.ok ? null : refused.error.message).toBe(messages.support.volunteersOnly);
  });

  it("a suspension takes the member's own post down, and ends their part in another's", () => {
    const offered = tell('wishlist', 'w1', [
      { actor: wisher, command: post },
      { actor: giver, command: { type: 'offer' } },
    ]);
    const own = decide(
      offered.state,
      { type: 'endForSuspension', memberUid: wisher.uid, reason: 'scam' },
      vera,
    );
    if (!own.ok) throw new Error(own.error.message);
    expect(own.event.data).toEqual({ memberUid: wisher.uid, otherUid: giver.uid, reason: 'scam' });
    expect(replay([...offered.events, own.event]).removed).toBe(true);

    const theirs = decide(
      offered.state,
      { type: 'endForSuspension', memberUid: giver.uid, reason: 'scam' },
      vera,
    );
    if (!theirs.ok) throw new Error(theirs.error.message);
    const open = replay([...offered.events, theirs.event]);
    expect(open.status).toBe('posted');
    expect(open.kind === 'wishlist' ? open.offerUID : 'x').toBeUndefined();
    expect(open.endedParties).toContain(giver.uid);
    // Someone with no part in it: nothing to end.
    const none = decide(offered.state, { type: 'endForSuspension', memberUid: r1.uid, reason: 'x' }, vera);
    expect(none.ok ? null : none.error.message).toBe(messages.reports.nothingToEnd);
  });
});

describe('erasure of a reporter', () => {
  it('removes their note and name, keeps their report and the count', () => {
    const { state, events } = reportedBy(r1, r2, r3);
    expect(reporterOf(events[1] as (typeof events)[number])).toBe(r1.uid);
    expect(partyJoining(events[1] as (typeof events)[number])).toBeNull();
    const erased = eraseMemberFromEvents(events, r1.uid);
    expect(erased[1]?.data).toEqual({ reason: 'other', note: '', standing: 'established' });
    const after = eraseMemberFromState(state, r1.uid);
    expect(after.reports?.map((r) => r.note)).toEqual(['', 'note by Mina Rahimi', 'note by Lou Chen']);
    expect(after.reports).toHaveLength(3);
    expect(after.underReview).toBe(true);
    expect(JSON.stringify(after.reports)).not.toContain(r1.name);
  });
});
