// The archive of a member's own data (GET /api/me/export): the JSON at the top of the zip, declared once
// so the server writes it and the tests and the web read the same shape. Pure types and names.

import type { ReportReason } from '../domain/report-reasons.ts';
import type { PostView } from '../domain/timeline.ts';
import type { ImageVariant, PostKind } from '../domain/types.ts';
import type { Locale } from '../i18n/locales.ts';

/** The JSON's name in the zip; photos sit beside it under photos/. */
export const EXPORT_JSON = 'bookwish-data.json';
export const EXPORT_FORMAT = 'bookwish-export/1';

export interface ExportedPhoto {
  /** Its path in the zip. */
  file: string;
  what: 'cover' | 'thankYou' | 'avatar';
  postId?: string;
  use?: ImageVariant['use'];
  width?: number;
  height?: number;
}

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  account: { uid: string; name: string; email?: string };
  /** Which emails they get, and in which language (null: the language they signed up in). */
  emailSettings: {
    turn: boolean;
    updates: boolean;
    alerts: boolean;
    language: Locale | null;
    discreet: boolean;
  };
  /** Their own posts, as they see each on its page (a post volunteers took down included). */
  posts: PostView[];
  /** Others' posts they offered on or requested, as they see each on its page today. */
  joined: PostView[];
  /** The reports they made on others' posts (why, and their note), never who else reported. */
  reports: {
    postId: string;
    kind: PostKind;
    title: string;
    reason: ReportReason;
    note: string;
    at: string;
  }[];
  /** The thank-you notes they wrote when their book arrived. */
  thankYouNotes: { postId: string; kind: PostKind; title: string; note: string; photo?: string }[];
  photos: ExportedPhoto[];
}
