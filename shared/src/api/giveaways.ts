// What the giveaway routes answer. The public ones carry no name, email, post or member id: entries
// are pseudonyms (shared/src/domain/giveaway.ts). The seed is absent until the draw.

import type { Entry, GiveawayField, GiveawayPhase, GiveawayWindow } from '../domain/giveaway.ts';
import type { ProgramTexts } from '../domain/program-texts.ts';
import type { Locale } from '../i18n/locales.ts';

/** One winner as everyone sees them: the entry that won, its person's pseudonym and its place in the
 * draw order. */
export interface PublicWinner {
  entryId: string;
  person: string;
  rank: number;
}

/** GET /api/giveaways/current (null when there is none) and each giveaway of the console. */
export interface PublicGiveaway {
  id: string;
  texts: ProgramTexts<GiveawayField>;
  window: GiveawayWindow;
  places: number;
  answerDays: number;
  phase: GiveawayPhase;
  /** Entries so far (before the draw) or drawn from (after it). */
  entries: number;
  /** SHA-256 of the seed, in hex: shown from the giveaway's creation. */
  commitment: string;
  /** After the draw: the seed, when, and the winners in draw order (forfeits replaced). */
  draw: { seed: string; drawnAt: number; winners: PublicWinner[]; forfeited: PublicWinner[] } | null;
}

export interface CurrentGiveawayResponse {
  giveaway: PublicGiveaway | null;
}

/** GET /api/giveaways/{id}/entries: every entry, sorted by entry id (frozen at the draw). */
export interface GiveawayEntriesResponse {
  giveawayId: string;
  /** True once drawn: the list the draw used, never to change. */
  final: boolean;
  entries: Entry[];
}

/** GET /api/me/giveaway-entries: the caller's entries in the current giveaway. */
export interface MyGiveawayEntriesResponse {
  giveawayId: string | null;
  entryIds: string[];
  /** The caller's entry that won, if one did (and its prize is not forfeited). */
  won: string | null;
}

/** A winner as volunteers see them, to send the prize. */
export interface SupportWinner extends PublicWinner {
  state: 'waiting' | 'sent' | 'forfeited';
  /** Null when the account is gone. */
  name: string | null;
  email: string | null;
  language: Locale | null;
  /** When the winner email went (null: not yet, the next sweep sends it). */
  emailedAt: number | null;
  /** The end of the days the rules give to answer (epoch ms). */
  answerBy: number;
  sentAt: number | null;
}

/** One volunteer action on a giveaway, as kept. */
export interface GiveawayAuditEntry {
  at: number;
  volunteerName: string;
  action: 'create' | 'edit' | 'draw' | 'sent' | 'forfeited';
  detail: string;
}

export interface SupportGiveaway extends PublicGiveaway {
  version: number;
  /** Winners (and forfeits) with who they are: volunteers only. */
  winners: SupportWinner[];
  audit: GiveawayAuditEntry[];
}

/** GET /api/support/giveaways: every giveaway, newest window first. */
export interface SupportGiveawaysResponse {
  giveaways: SupportGiveaway[];
}
