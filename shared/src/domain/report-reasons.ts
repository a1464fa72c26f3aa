// Why a member reports a post: the reasons the report dialog offers, in its order. "other" asks for a
// note (at most MAX_LENGTH.reportNote characters). Apart from reports.ts so the event schemas can
// name them without importing the decider.

export const REPORT_REASONS = ['scam', 'offensive', 'notABook', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
