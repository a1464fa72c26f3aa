// Writer's Spotlight (use cases): a member sends the ten answers (once per Idempotency-Key: a retry
// whose first answer was lost gets that same application, never a second); volunteers read the inbox,
// decide (each decision kept on the application with who and when, and emailed to the applicant in
// their language), and publish a featured writer's interview at /writerspotlight/<slug>; anyone reads
// the published interviews.

import type {
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
import { mayDecide, SLUG_PATTERN, type SpotlightDecision } from '@bookwish/shared/domain/spotlight';
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
  /** Sets the status and keeps the decision, only if the status is still `decision.from`; the
   * application as it now is, or null when it moved on (or is gone). */
  decide(id: string, decision: SpotlightDecisionRecord): Promise<SpotlightApplication | null>;
  getInterview(slug: string): Promise<SpotlightInterview | null>;
  listInterviews(): Promise<SpotlightInterview[]>;
  /** Writes the interview (a first publication or an edit) with who did it, and names it on its
   * application; false when the slug is another application's interview. */
  putInterview(
    interview: SpotlightInterview,
    by: { uid: string; name: string; at: number },
  ): Promise<boolean>;
}

/** The email a decision sends its applicant (decision-mail.ts; none in a test that does not ask). */
export type DecisionMail = (application: SpotlightApplication, decision: SpotlightDecision) => Promise<void>;

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

export async function spotlightInbox(
  deps: { spotlight: SpotlightStore },
  input: { caller: Actor | null },
): Promise<SpotlightInbox> {
  requireVolunteer(input.caller);
  const [applications, interviews] = await Promise.all([
    deps.spotlight.listApplications(),
    deps.spotlight.listInterviews(),
  ]);
  return {
    applications: applications.sort((a, b) => b.createdAt - a.createdAt),
    interviews: interviews.sort((a, b) => b.publishedAt - a.publishedAt),
  };
}

export async function decideApplication(
  deps: { spotlight: SpotlightStore; clock: Clock; mail: DecisionMail },
  input: { caller: Actor | null; id: string; body: unknown },
): Promise<SpotlightApplication> {
  const volunteer = requireVolunteer(input.caller);
  const { status } = parse(spotlightDecisionSchema, input.body);
  const current = await deps.spotlight.getApplication(input.id);
  if (!current) throw new AppError('NOT_FOUND', spotlightMessages.applicationNotFound);
  if (!mayDecide(current.status, status)) {
    throw new AppError('CONFLICT', spotlightMessages.decisionNotAllowed);
  }
  const decided = await deps.spotlight.decide(current.id, {
    from: current.status,
    to: status,
    at: deps.clock.now(),
    volunteerUid: volunteer.uid,
    volunteerName: volunteer.name,
  });
  // Another volunteer decided first: their decision stands, and theirs is the email that went out.
  if (!decided) throw new AppError('CONFLICT', spotlightMessages.decisionNotAllowed);
  await deps.mail(decided, status);
  return decided;
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
    portrait: body.portrait,
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
  return interview;
}

export async function listInterviews(deps: { spotlight: SpotlightStore }): Promise<SpotlightInterview[]> {
  return (await deps.spotlight.listInterviews()).sort((a, b) => b.publishedAt - a.publishedAt);
}
