// Writer's Spotlight (use cases): a member sends the ten answers (once per Idempotency-Key: a retry
// whose first answer was lost gets that same application, never a second); volunteers read the inbox,
// decide (each decision kept on the application with who and when, and emailed to the applicant in
// their language), and publish a featured writer's interview at /writerspotlight/<slug>; anyone reads
// the published interviews.

import type {
  MySpotlightApplications,
  SpotlightApplication,
  SpotlightDecisionRecord,
  SpotlightInbox,
  SpotlightInterview,
} from '@bookwish/shared/api/spotlight';
import { commonMessages, spotlightMessages } from '@bookwish/shared/domain/messages';
import {
  spotlightApplicationSchema,
  spotlightDecisionSchema,
  spotlightInterviewSchema,
} from '@bookwish/shared/domain/schemas/spotlight';
import {
  mayDecide,
  portraitOf,
  SLUG_PATTERN,
  type SpotlightDecision,
} from '@bookwish/shared/domain/spotlight';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { Clock } from './ports.ts';
import { parse } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

/** Where applications and interviews are kept (store/spotlight-store.ts; in memory in the tests). */
export interface SpotlightStore {
  /** Stores a new application; false when one with this id exists already (a retried submit). */
  putApplication(application: SpotlightApplication): Promise<boolean>;
  getApplication(id: string): Promise<SpotlightApplication | null>;
  listApplications(): Promise<SpotlightApplication[]>;
  /** The applications this member sent (found through their own records, never the whole inbox). */
  applicationsOf(uid: string): Promise<SpotlightApplication[]>;
  /** Sets the status and keeps the decision with the email it owes (`owed.index`: the decision's
   * place in `decisions`), at once and only if the status is still `decision.from` and the decisions
   * still number `owed.index`; the application as it now is, or null when it moved on (or is gone). */
  decide(
    id: string,
    decision: SpotlightDecisionRecord,
    owed: { index: number; uid: string },
  ): Promise<SpotlightApplication | null>;
  /** The decision emails not sent yet. */
  owedMails(): Promise<OwedDecisionMail[]>;
  /** Takes one to send: true for one sender only (a claim older than MAIL_CLAIM_MS may be retaken). */
  claimMail(owed: OwedDecisionMail, now: number): Promise<boolean>;
  /** It went: no longer owed. */
  mailDone(owed: OwedDecisionMail): Promise<void>;
  /** Its send failed: owed still, for the next sweep. */
  releaseMail(owed: OwedDecisionMail): Promise<void>;
  getInterview(slug: string): Promise<SpotlightInterview | null>;
  listInterviews(): Promise<SpotlightInterview[]>;
  /** Writes the interview (a first publication or an edit) with who did it, and names it on its
   * application; false when the slug is another application's interview. */
  putInterview(
    interview: SpotlightInterview,
    by: { uid: string; name: string; at: number },
  ): Promise<boolean>;
}

/** A decision's email to its applicant, owed from the moment the decision is stored until it went. */
export interface OwedDecisionMail {
  applicationId: string;
  /** The decision's place in the application's `decisions`. */
  index: number;
  uid: string;
  decision: SpotlightDecision;
  at: number;
}

/** A claim this old is a sender that stopped before it finished (an API function lives 30 s at most,
 * the sweep 5 minutes): the email may be taken again. */
export const MAIL_CLAIM_MS = 30 * 60 * 1000;

/** Sends a decision's email to its applicant (spotlight-mail.ts); throws when the send failed. */
export type DecisionMail = (uid: string, decision: SpotlightDecision) => Promise<void>;

const KEY_PATTERN = /^[\w-]{8,128}$/;

export async function applyToSpotlight(
  deps: { spotlight: SpotlightStore; clock: Clock; newId: () => string; idForKey: (key: string) => string },
  input: { caller: Actor; body: unknown; idempotencyKey?: string | undefined },
): Promise<{ application: SpotlightApplication; replayed: boolean }> {
  const key = input.idempotencyKey?.trim();
  if (key !== undefined && key !== '' && !KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', commonMessages.badRequest);
  }
  const { answers } = parse(spotlightApplicationSchema, input.body);
  const application: SpotlightApplication = {
    id: key ? deps.idForKey(key) : deps.newId(),
    uid: input.caller.uid,
    name: input.caller.name,
    answers: [...answers],
    status: 'new',
    createdAt: deps.clock.now(),
    decisions: [],
  };
  if (await deps.spotlight.putApplication(application)) return { application, replayed: false };
  // The same key again: the first submit went through. The same answers get it back; other answers
  // under a key already used are refused, as the other creates do, and change nothing.
  const first = await deps.spotlight.getApplication(application.id);
  if (first && first.uid === application.uid && sameAnswers(first.answers, application.answers)) {
    return { application: first, replayed: true };
  }
  throw new AppError('CONFLICT', commonMessages.idempotencyKeyReused);
}

const sameAnswers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((answer, index) => answer === b[index]);

/** GET /api/me/spotlight-applications: where the caller's own applications stand. Only theirs: the
 * store finds them under the caller's uid, and each is checked to be theirs again. */
export async function myApplications(
  deps: { spotlight: SpotlightStore },
  input: { caller: Actor },
): Promise<MySpotlightApplications> {
  const own = (await deps.spotlight.applicationsOf(input.caller.uid)).filter(
    (application) => application.uid === input.caller.uid,
  );
  return {
    applications: own
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((application) => ({
        id: application.id,
        status: application.status,
        createdAt: application.createdAt,
        decidedAt: application.decisions.at(-1)?.at ?? null,
      })),
  };
}

export async function spotlightInbox(
  deps: { spotlight: SpotlightStore },
  input: { caller: Actor | null },
): Promise<SpotlightInbox> {
  requireVolunteer(input.caller);
  const [applications, interviews, owed] = await Promise.all([
    deps.spotlight.listApplications(),
    deps.spotlight.listInterviews(),
    deps.spotlight.owedMails(),
  ]);
  const owing = new Set(owed.map((mail) => mail.applicationId));
  return {
    applications: applications
      .map((application) => (owing.has(application.id) ? { ...application, mailOwed: true } : application))
      .sort((a, b) => b.createdAt - a.createdAt),
    interviews: interviews
      .map((interview) => ({ ...interview, portrait: portraitOf(interview) }))
      .sort((a, b) => b.publishedAt - a.publishedAt),
  };
}

export async function decideApplication(
  deps: {
    spotlight: SpotlightStore;
    clock: Clock;
    mail: DecisionMail;
    /** Told of an email that failed (the handler logs it); the decision stands all the same. */
    onMailError?: (error: unknown) => void;
  },
  input: { caller: Actor | null; id: string; body: unknown },
): Promise<SpotlightApplication> {
  const volunteer = requireVolunteer(input.caller);
  const { status } = parse(spotlightDecisionSchema, input.body);
  const current = await deps.spotlight.getApplication(input.id);
  if (!current) throw new AppError('NOT_FOUND', spotlightMessages.applicationNotFound);
  if (!mayDecide(current.status, status)) {
    throw new AppError('CONFLICT', spotlightMessages.decisionNotAllowed);
  }
  const at = deps.clock.now();
  const owed: OwedDecisionMail = {
    applicationId: current.id,
    index: current.decisions.length,
    uid: current.uid,
    decision: status,
    at,
  };
  const decided = await deps.spotlight.decide(
    current.id,
    { from: current.status, to: status, at, volunteerUid: volunteer.uid, volunteerName: volunteer.name },
    owed,
  );
  // Another volunteer decided first: their decision stands, and theirs is the email that goes out.
  if (!decided) throw new AppError('CONFLICT', spotlightMessages.decisionNotAllowed);
  // The decision is made whatever the email does: one that fails now stays owed, and the timers
  // sweep sends it (sendOwedDecisionMails); the console says it is on its way.
  try {
    await sendDecisionMail(deps, owed);
    return decided;
  } catch (error) {
    deps.onMailError?.(error);
    return { ...decided, mailOwed: true };
  }
}

/** One owed email, sent once: claimed, sent, then no longer owed; a failed send is released for the
 * next sweep and rethrown. False when another sender has it. */
async function sendDecisionMail(
  deps: { spotlight: SpotlightStore; clock: Clock; mail: DecisionMail },
  owed: OwedDecisionMail,
): Promise<boolean> {
  if (!(await deps.spotlight.claimMail(owed, deps.clock.now()))) return false;
  try {
    await deps.mail(owed.uid, owed.decision);
  } catch (error) {
    await deps.spotlight.releaseMail(owed);
    throw error;
  }
  await deps.spotlight.mailDone(owed);
  return true;
}

/** The timers sweep: every decision email still owed (its first send failed), oldest first. One
 * failure does not stop the others; the first is rethrown at the end so the sweep's invocation fails
 * and the next sweep tries again. */
export async function sendOwedDecisionMails(deps: {
  spotlight: SpotlightStore;
  clock: Clock;
  mail: DecisionMail;
}): Promise<{ sent: number }> {
  let sent = 0;
  let failed: unknown = null;
  const owed = (await deps.spotlight.owedMails()).sort((a, b) => a.at - b.at || a.index - b.index);
  for (const mail of owed) {
    try {
      if (await sendDecisionMail(deps, mail)) sent += 1;
    } catch (error) {
      failed ??= error;
    }
  }
  if (failed !== null) throw failed;
  return { sent };
}

export async function publishInterview(
  deps: { spotlight: SpotlightStore; clock: Clock },
  input: { caller: Actor | null; slug: string; body: unknown },
): Promise<SpotlightInterview> {
  const volunteer = requireVolunteer(input.caller);
  const body = parse(spotlightInterviewSchema, input.body);
  if (body.slug !== input.slug)
    throw new AppError('VALIDATION', spotlightMessages.slugInvalid, { slug: spotlightMessages.slugInvalid });
  const existing = await deps.spotlight.getInterview(body.slug);
  const applicationId = body.applicationId ?? existing?.applicationId ?? '';
  if (existing && existing.applicationId !== applicationId) {
    throw new AppError('CONFLICT', spotlightMessages.slugTaken, { slug: spotlightMessages.slugTaken });
  }
  if (applicationId) {
    const application = await deps.spotlight.getApplication(applicationId);
    if (!application) throw new AppError('NOT_FOUND', spotlightMessages.applicationNotFound);
    if (application.status !== 'featured') throw new AppError('CONFLICT', spotlightMessages.notFeatured);
    // One interview per application: an address once published stays (links to it are out there).
    if (application.slug && application.slug !== body.slug) {
      throw new AppError('CONFLICT', spotlightMessages.slugFixed, { slug: spotlightMessages.slugFixed });
    }
  }
  const at = deps.clock.now();
  const interview: SpotlightInterview = {
    slug: body.slug,
    name: body.name,
    // The writer's own drawing or none (their initials): never one of another writer.
    portrait: portraitOf({ slug: body.slug, portrait: existing?.portrait }),
    texts: body.texts as SpotlightInterview['texts'],
    publishedAt: existing?.publishedAt ?? at,
    applicationId,
  };
  if (!(await deps.spotlight.putInterview(interview, { uid: volunteer.uid, name: volunteer.name, at }))) {
    throw new AppError('CONFLICT', spotlightMessages.slugTaken, { slug: spotlightMessages.slugTaken });
  }
  return interview;
}

export async function readInterview(
  deps: { spotlight: SpotlightStore },
  input: { slug: string },
): Promise<SpotlightInterview> {
  const interview = SLUG_PATTERN.test(input.slug) ? await deps.spotlight.getInterview(input.slug) : null;
  if (!interview) throw new AppError('NOT_FOUND', spotlightMessages.interviewNotFound);
  return { ...interview, portrait: portraitOf(interview) };
}

export async function listInterviews(deps: { spotlight: SpotlightStore }): Promise<SpotlightInterview[]> {
  return (await deps.spotlight.listInterviews())
    .map((interview) => ({ ...interview, portrait: portraitOf(interview) }))
    .sort((a, b) => b.publishedAt - a.publishedAt);
}
