// GET /api/support/reports: the volunteers' report queue, as the server answers it and the web reads
// it. Reporters are named here only: this route answers volunteers alone.

import type { ReportReason } from '../domain/report-reasons.ts';
import type { Post, PostKind } from '../domain/types.ts';

export interface QueueReport {
  reporterUid: string;
  reporterName: string;
  reason: ReportReason;
  note: string;
  at: number;
  /** The reporter's account was new (domain/reports.ts standingOf): the report hid nothing. */
  newAccount: boolean;
}

export interface QueueEntry {
  post: {
    id: string;
    kind: PostKind;
    title: string;
    author: string;
    coverURL: string;
    status: Post['status'];
    ownerUid: string;
    ownerName: string;
    version: number;
    underReview: boolean;
    /** A volunteer dismissed earlier reports: reports alone do not hide it again. */
    keptByVolunteer: boolean;
  };
  reports: QueueReport[];
  /** All open reports, those beyond the kept ones included. */
  openReports: number;
}

export interface ReportQueuePage {
  items: QueueEntry[];
  nextCursor: string | null;
}
