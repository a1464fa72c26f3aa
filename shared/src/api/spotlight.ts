// Writer's Spotlight as the API sends it: applications to volunteers (GET /api/support/spotlight),
// interviews to everyone (GET /api/spotlight/interviews, /api/spotlight/interviews/{slug}). Declared
// once: the server builds them, the web reads them.

import type { ProgramTexts } from '../domain/program-texts.ts';
import type { InterviewField, SpotlightStatus } from '../domain/spotlight.ts';

/** One decision on an application, kept on it for good: who, when, from what to what. */
export interface SpotlightDecisionRecord {
  from: SpotlightStatus;
  to: SpotlightStatus;
  at: number; // epoch ms
  volunteerUid: string;
  volunteerName: string;
}

export interface SpotlightApplication {
  id: string;
  uid: string;
  /** The member's display name when they applied. */
  name: string;
  /** The ten answers, in the questions' order. */
  answers: string[];
  status: SpotlightStatus;
  createdAt: number; // epoch ms
  decisions: SpotlightDecisionRecord[];
  /** The interview published from it, once there is one. */
  slug?: string;
  /** Set when the applicant deleted their account: name "Former member", no answers. */
  erasedAt?: number; // epoch ms
  /** A decision's email has not gone yet (its send failed): the timers sweep sends it. */
  mailOwed?: boolean;
}

/** A published interview: the writer, a portrait, and its words in English and any translation. */
export interface SpotlightInterview {
  slug: string;
  name: string;
  portrait: string;
  texts: ProgramTexts<InterviewField>;
  publishedAt: number; // epoch ms
  /** The application it was made from ('' for the two written before applications). */
  applicationId: string;
}

/** GET /api/me/spotlight-applications: the caller's own applications, newest first, with where each
 * stands (their answers they wrote themselves; a volunteer's name is the volunteers' business). */
export interface MySpotlightApplication {
  id: string;
  status: SpotlightStatus;
  createdAt: number; // epoch ms
  /** When its status last changed (its latest decision), or null while it is new. */
  decidedAt: number | null; // epoch ms
}

export interface MySpotlightApplications {
  applications: MySpotlightApplication[];
}

export interface SpotlightInbox {
  applications: SpotlightApplication[];
  interviews: SpotlightInterview[];
}
