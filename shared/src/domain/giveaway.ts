// A giveaway's entries and its draw. The Book Extravaganza rule: each post made in the window is one
// entry, posts removed before the draw do not count, and nobody wins twice. Entries are folded from the
// event stream one event at a time, like the impact figures, so the live projection and a rebuild from
// every stored event cannot disagree. The draw is checkable by anyone: a random seed is committed (its
// SHA-256 shown) when the window opens and revealed at the draw, and the winners follow from the seed and
// the published entries by the procedure below, which a member can redo with `sha256sum`.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { localDay } from './timers.ts';
import type { PostEvent } from './types.ts';

/** The window, as calendar days in British Columbia, both included: "2026-08-01" to "2026-09-30". */
export interface GiveawayWindow {
  opens: string;
  closes: string;
}

/** What the projection remembers of one post: whose it is, when it was posted, whether it still counts. */
export interface EntryPost {
  postId: string;
  ownerUid: string;
  postedAt: number;
  /** Removed by a volunteer: not an entry. */
  removed: boolean;
  /** The last event folded in: a redelivered or older event changes nothing. */
  lastSeq: number;
}

/** One published entry: pseudonymous, so the list names no member and no post. */
export interface Entry {
  entryId: string;
  /** The same for every entry of one member in this giveaway (one win per person), and nothing else. */
  person: string;
}

/** One winner of the draw: the person and the entry that won for them. */
export interface Winner extends Entry {
  /** Where the entry stood in the draw order (0 is first). */
  rank: number;
}

/** Fold one event into a post's entry memory. Posting makes an entry; a volunteer's removal takes it
 * out for good (a removal is not undone by a later event); the owner's delete or account deletion
 * ends the post's stream (entryDeleted). */
export function entryStep(post: EntryPost | null, event: PostEvent): EntryPost | null {
  if (post && event.seq <= post.lastSeq) return post;
  switch (event.type) {
    case 'WishPosted':
    case 'TreatPosted':
      return {
        postId: event.postId,
        ownerUid: event.actorUid,
        postedAt: event.at,
        removed: false,
        lastSeq: event.seq,
      };
    case 'PostRemoved':
      return post ? { ...post, removed: true, lastSeq: event.seq } : null;
    case 'MemberForgotten':
      // Appended to a post of someone else the forgotten member took part in (their own posts are
      // deleted): the owner's entry stays. Only the owner's own erasure would end it.
      return post
        ? { ...post, removed: post.removed || event.actorUid === post.ownerUid, lastSeq: event.seq }
        : null;
    default:
      return post ? { ...post, lastSeq: event.seq } : null;
  }
}

/** The owner's own delete ends a post's stream (no event is appended): the post is no entry. */
export function entryDeleted(): null {
  return null;
}

const hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** A pseudonym of a post or a member in one giveaway: 12 hex characters of SHA-256 over a secret of the
 * giveaway's, so the published list cannot be joined to posts, to members or to another giveaway's. */
export function pseudonym(secret: string, kind: 'post' | 'member', id: string): string {
  return hex(`${secret}:${kind}:${id}`).slice(0, 12);
}

/** Does the post count in this window? Its posting day in British Columbia lies within the window. */
export function inWindow(postedAt: number, window: GiveawayWindow): boolean {
  const day = localDay(postedAt);
  return day >= window.opens && day <= window.closes;
}

/**
 * The published entries: every post made in the window, not removed, whose owner may win (volunteers
 * and suspended members may not: `mayNotWin`). Sorted by entry id, so the list says nothing of order.
 */
export function entriesOf(
  posts: Iterable<EntryPost>,
  window: GiveawayWindow,
  secret: string,
  mayNotWin: ReadonlySet<string>,
): Entry[] {
  const entries: Entry[] = [];
  for (const post of posts) {
    if (post.removed || mayNotWin.has(post.ownerUid) || !inWindow(post.postedAt, window)) continue;
    entries.push({
      entryId: pseudonym(secret, 'post', post.postId),
      person: pseudonym(secret, 'member', post.ownerUid),
    });
  }
  return entries.sort((a, b) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
}

/** The calendar months (YYYY-MM, in British Columbia) a window touches, in order: the entries
 * projection keeps each post under the month it was posted in, so a giveaway reads only these. */
export function windowMonths(window: GiveawayWindow): string[] {
  const months: string[] = [];
  let [year, month] = window.opens.slice(0, 7).split('-').map(Number) as [number, number];
  const last = window.closes.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** A seed is 64 lowercase hex characters (32 random bytes). */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** What is shown when the window opens: SHA-256 of the seed's text, in hex (`printf %s SEED | sha256sum`). */
export function commitmentOf(seed: string): string {
  return hex(seed);
}

/** An entry's place in the draw: SHA-256 of "SEED:ENTRY" in hex (`printf %s SEED:ENTRY | sha256sum`). */
export function rankKey(seed: string, entryId: string): string {
  return hex(`${seed}:${entryId}`);
}

/** Every entry in draw order: ascending by rank key (entry id breaks a tie that SHA-256 never makes). */
export function drawOrder(seed: string, entries: readonly Entry[]): Entry[] {
  const keyed = entries.map((entry) => ({ entry, key: rankKey(seed, entry.entryId) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry.entryId < b.entry.entryId ? -1 : 1));
  return keyed.map(({ entry }) => entry);
}

/**
 * The winners: walk the draw order and take each person the first time they appear, until `places`
 * people are taken. A person who forfeited their prize (`forfeited`: they did not answer in time) keeps
 * their place in the walk but is never taken, so the next person in the same order replaces them and
 * the other winners stay as they were: a replacement never picks a previous winner. Fewer people than
 * places: every person wins once.
 */
export function drawWinners(
  seed: string,
  entries: readonly Entry[],
  places: number,
  forfeited: ReadonlySet<string> = new Set(),
): Winner[] {
  const seen = new Set<string>();
  const winners: Winner[] = [];
  const order = drawOrder(seed, entries);
  for (let rank = 0; rank < order.length && winners.length < places; rank++) {
    const entry = order[rank] as Entry;
    if (seen.has(entry.person)) continue;
    seen.add(entry.person);
    if (!forfeited.has(entry.person)) winners.push({ ...entry, rank });
  }
  return winners;
}

/** A giveaway's words, written by volunteers in English and translated from the console. */
export type GiveawayField = 'name' | 'rules' | 'prize';

/** The longest each field may be (the rules are a few paragraphs). */
export const GIVEAWAY_TEXT_LIMITS: Readonly<Record<GiveawayField, number>> = {
  name: 120,
  rules: 4000,
  prize: 300,
};

/** At most this many winners (the Book Extravaganza has 10). */
export const GIVEAWAY_PLACES_MAX = 100;
/** A winner has at most this many days to answer before their prize passes on. */
export const GIVEAWAY_ANSWER_DAYS_MAX = 60;

/** Where a giveaway stands on a day in British Columbia: before its window, in it, after it and not
 * drawn yet, or drawn. */
export type GiveawayPhase = 'upcoming' | 'open' | 'closed' | 'drawn';

export function giveawayPhase(window: GiveawayWindow, drawn: boolean, today: string): GiveawayPhase {
  if (drawn) return 'drawn';
  if (today < window.opens) return 'upcoming';
  return today <= window.closes ? 'open' : 'closed';
}

/** The giveaway the events page shows among several: the one open today (the latest opened), else the
 * one that closed last (its draw and winners), else the next to open. */
export function currentOf<G extends { window: GiveawayWindow; drawn: boolean }>(
  giveaways: readonly G[],
  today: string,
): G | null {
  const phase = (g: G) => giveawayPhase(g.window, g.drawn, today);
  const latest = (list: G[], key: (g: G) => string) =>
    list.reduce<G | null>((best, g) => (best === null || key(g) > key(best) ? g : best), null);
  const open = giveaways.filter((g) => phase(g) === 'open');
  if (open.length > 0) return latest(open, (g) => g.window.opens);
  const past = giveaways.filter((g) => g.window.closes < today);
  if (past.length > 0) return latest(past, (g) => g.window.closes);
  const next = giveaways.filter((g) => phase(g) === 'upcoming');
  return next.reduce<G | null>(
    (best, g) => (best === null || g.window.opens < best.window.opens ? g : best),
    null,
  );
}

/**
 * The draw redone at a terminal, as the events page prints it: fetch the published list (one "ENTRY
 * PERSON" line each), check the seed against its commitment, then rank each entry by
 * `sha256("SEED:ENTRY")`, sort ascending and keep each person's first entry. The first `places` lines
 * are the winners; with forfeits, the next ones replace them in order (the page lists the forfeits).
 */
export function checkCommands(entriesUrl: string, seed: string, lines: number): string[] {
  return [
    `curl -s '${entriesUrl}' > entries.txt`,
    `SEED=${seed}`,
    'printf %s "$SEED" | sha256sum',
    `while read entry person; do printf '%s %s %s\\n' "$(printf %s "$SEED:$entry" | sha256sum | cut -d' ' -f1)" "$entry" "$person"; done < entries.txt | sort | awk '!seen[$3]++' | head -n ${lines}`,
  ];
}
