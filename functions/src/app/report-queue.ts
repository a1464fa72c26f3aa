// The volunteers' report queue (GET /api/support/reports): posts with open reports, oldest first, each
// with its reports (reason, note, and who reported: volunteers only, never anyone else) and what a
// volunteer decides with. One Query of the sparse byReview index a page.

import type { QueueEntry, ReportQueuePage } from '@bookwish/shared/api/reports';
import { reportsMessages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { openReportCount } from '@bookwish/shared/domain/reports';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { EventStore, PageRequest } from './ports.ts';
import { requireVolunteer } from './volunteer.ts';

export const QUEUE_PAGE_SIZE = 20;

export function queueEntryOf(post: Post): QueueEntry {
  return {
    post: {
      id: post.id,
      kind: post.kind,
      title: post.title,
      author: post.author,
      coverURL: post.coverURL,
      status: post.status,
      ownerUid: post.uid,
      ownerName: post.userDisplayName,
      version: post.version,
      underReview: post.underReview === true,
      keptByVolunteer: post.keptByVolunteer === true,
    },
    reports: (post.reports ?? []).map((r) => ({
      reporterUid: r.uid,
      reporterName: r.name,
      reason: r.reason,
      note: r.note,
      at: r.at,
      newAccount: r.standing === 'new',
    })),
    openReports: openReportCount(post),
  };
}

export async function reportQueue(
  deps: { store: Pick<EventStore, 'listReview'> },
  input: { caller: Actor | null; cursor?: string | undefined },
): Promise<ReportQueuePage> {
  requireVolunteer(input.caller);
  const page: PageRequest = { limit: QUEUE_PAGE_SIZE, cursor: input.cursor ?? null };
  const { items, nextCursor } = await deps.store.listReview(page);
  return { items: items.map(queueEntryOf), nextCursor };
}

/** A member id as Cognito gives it (the pool's user name is the uid): anything else names nobody. */
export function memberIdOrNotFound(uid: string | undefined): string {
  if (!uid || !ID_PATTERN.test(uid)) throw new AppError('NOT_FOUND', reportsMessages.memberNotFound);
  return uid;
}
