// Why a member reports a post: the reasons the report dialog offers, in its order. "other" asks for a
// note (at most MAX_LENGTH.reportNote characters). "meeting" is a meeting to hand a treat over in
// person that went wrong: only its two members may give it (reports.ts), with a note if they like. Apart from reports.ts so the event schemas can
// name them without importing the decider.

export const REPORT_REASONS = ['scam', 'offensive', 'notABook', 'spam', 'other', 'meeting'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Whose report weighs (reports.ts): a volunteer's hides at once; an established member's counts toward
 * REPORTS_TO_HIDE; a new account's goes to the volunteers' queue only. */
export const REPORTER_STANDINGS = ['volunteer', 'established', 'new'] as const;
export type ReporterStanding = (typeof REPORTER_STANDINGS)[number];
