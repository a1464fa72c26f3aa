// The nonprofit's impact figures, folded from the event stream: what a funder or a board asks ("how
// many books reached people this year, where, how fast?"). One pure step per event, used by the live
// projection (the stream consumer, one event at a time) and by the backfill (every stored event once),
// so the two cannot count differently. Only counts leave this module: a member appears as an opaque id
// in a month's set of active members and a region's set of recipients, counted, never listed.

import { destinationWords } from './search.ts';
import type { PostEvent } from './types.ts';

export type ImpactKind = 'wishlist' | 'treat';

/** What the projection remembers of one post between its events (no text a member wrote). */
export interface ImpactPost {
  kind: ImpactKind;
  types: string[];
  region: string;
  postedAt: number;
  /** When the current offer or request was made (wish -> offer, offer -> Book Received). */
  takenAt?: number;
  /** A gift or treat is on its way (sent, not yet received). */
  onTheWay?: boolean;
  /** The book drive a wish was posted for or tagged to later (drives.ts). */
  drive?: string;
  /** The last event folded in: a redelivered or older event changes nothing. */
  lastSeq: number;
}

/** One change to a month's figures: add to a counter, or add a member to a counted set. */
export type ImpactDelta =
  | { month: string; counter: string; by: number }
  | { month: string; set: string; member: string };

export interface ImpactStep {
  post: ImpactPost | null;
  deltas: ImpactDelta[];
}

/** Counter and set names on a month's record (the table item and the report read the same names). */
export const IMPACT = {
  posted: (kind: ImpactKind) => `posted.${kind}`,
  taken: (kind: ImpactKind) => `taken.${kind}`,
  sent: (kind: ImpactKind) => `sent.${kind}`,
  gifted: (kind: ImpactKind) => `gifted.${kind}`,
  /** A sent book that will never be received (its post removed or deleted on the way). */
  dropped: 'dropped',
  lapsed: 'lapsed',
  reopened: 'reopened',
  giftedByType: (type: string) => `type.${type}`,
  giftedByRegion: (region: string) => `region.${region}`,
  /** Books gifted for a book drive: its wishes that reached Book Received (drives.ts). */
  giftedByDrive: (driveId: string) => `drive.${driveId}`,
  /** Days from a wish's posting to its offer, and from an offer or request to Book Received. */
  wishToOfferDays: (days: number) => `d.wishToOffer.${days}`,
  offerToReceivedDays: (days: number) => `d.offerToReceived.${days}`,
  activeMembers: 'members',
  regionMembers: (region: string) => `regionMembers.${region}`,
} as const;

/** Cells with fewer distinct members than this are folded into "Other", so nobody is singled out. */
export const MIN_MEMBERS_PER_CELL = 5;
export const OTHER_REGION = 'Other';
const SYSTEM = 'system';
const DAY_MS = 86_400_000;

/** The calendar month of an instant, in UTC: "2026-11". */
export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** A destination as one region cell: its words folded ("Lima, Perú" and "lima peru" are one cell). */
export function regionOf(destination: string): string {
  const words = destinationWords(destination);
  return words.length ? words.join(' ') : OTHER_REGION.toLowerCase();
}

const days = (from: number, to: number) => Math.max(0, Math.floor((to - from) / DAY_MS));

/** Fold one event into a post's impact memory and the month deltas it causes. */
export function impactStep(post: ImpactPost | null, event: PostEvent): ImpactStep {
  if (post && event.seq <= post.lastSeq) return { post, deltas: [] };
  const month = monthOf(event.at);
  const deltas: ImpactDelta[] = [];
  const count = (counter: string, by = 1) => deltas.push({ month, counter, by });
  const active = (uid: string) => {
    if (uid && uid !== SYSTEM) deltas.push({ month, set: IMPACT.activeMembers, member: uid });
  };

  if (event.type === 'WishPosted' || event.type === 'TreatPosted') {
    const kind: ImpactKind = event.type === 'WishPosted' ? 'wishlist' : 'treat';
    const destination = event.type === 'WishPosted' ? event.data.destination : event.data.shippingDestination;
    count(IMPACT.posted(kind));
    active(event.actorUid);
    const drive = event.type === 'WishPosted' ? event.data.driveId : undefined;
    return {
      post: {
        kind,
        types: [...event.data.types],
        region: regionOf(destination),
        postedAt: event.at,
        ...(drive ? { drive } : {}),
        lastSeq: event.seq,
      },
      deltas,
    };
  }
  // An event of a post whose beginning was never seen (it cannot happen in one table) counts nothing.
  if (!post) return { post, deltas };
  const next: ImpactPost = { ...post, lastSeq: event.seq };

  switch (event.type) {
    case 'OfferMade':
    case 'TreatRequested': {
      count(IMPACT.taken(post.kind));
      if (post.kind === 'wishlist') count(IMPACT.wishToOfferDays(days(post.postedAt, event.at)));
      next.takenAt = event.at;
      active(event.actorUid);
      break;
    }
    case 'GiftSent':
    case 'TreatShipped': {
      count(IMPACT.sent(post.kind));
      next.onTheWay = true;
      active(event.actorUid);
      break;
    }
    case 'ReceiptConfirmed': {
      count(IMPACT.gifted(post.kind));
      for (const type of post.types) count(IMPACT.giftedByType(type));
      count(IMPACT.giftedByRegion(post.region));
      if (post.drive) count(IMPACT.giftedByDrive(post.drive));
      // The recipient presses Book Received, for a wish and a treat alike.
      deltas.push({ month, set: IMPACT.regionMembers(post.region), member: event.actorUid });
      if (post.takenAt !== undefined) count(IMPACT.offerToReceivedDays(days(post.takenAt, event.at)));
      next.onTheWay = false;
      active(event.actorUid);
      break;
    }
    case 'OfferLapsed':
    case 'GiftLapsed':
    case 'RequestLapsed':
    // A missed meeting reopens the treat as a lapse does, and counts as one.
    case 'MeetingMissed':
      count(IMPACT.lapsed);
      if (next.onTheWay) count(IMPACT.dropped);
      next.onTheWay = false;
      next.takenAt = undefined;
      break;
    case 'OfferWithdrawn':
    case 'OfferDeclined':
    case 'RequestWithdrawn':
    case 'RequestDeclined':
    case 'MeetingCalledOff':
      next.takenAt = undefined;
      active(event.actorUid);
      break;
    case 'PostReopened':
      count(IMPACT.reopened);
      if (next.onTheWay) count(IMPACT.dropped);
      next.onTheWay = false;
      next.takenAt = undefined;
      break;
    case 'PostRemoved':
      if (next.onTheWay) count(IMPACT.dropped);
      next.onTheWay = false;
      break;
    // The wish was added to a book drive after posting: its books count for the drive from now on.
    case 'WishTaggedToDrive':
      next.drive = event.data.driveId;
      break;
    // A volunteer suspended a member: the exchange under way ends (their post goes, or it opens again).
    case 'MemberSuspended':
      if (next.onTheWay) count(IMPACT.dropped);
      next.onTheWay = false;
      next.takenAt = undefined;
      break;
    default:
      // Reminders, erasures, corrections and the wall change no figure, and need no write.
      return { post, deltas };
  }
  return { post: next, deltas };
}

/** Which event types can change a figure: the stream consumer reads nothing for the others. */
export const IMPACT_EVENT_TYPES: ReadonlySet<PostEvent['type']> = new Set<PostEvent['type']>([
  'WishPosted',
  'TreatPosted',
  'OfferMade',
  'TreatRequested',
  'GiftSent',
  'TreatShipped',
  'ReceiptConfirmed',
  'OfferLapsed',
  'GiftLapsed',
  'RequestLapsed',
  'OfferWithdrawn',
  'OfferDeclined',
  'RequestWithdrawn',
  'RequestDeclined',
  'MeetingCalledOff',
  'MeetingMissed',
  'PostReopened',
  'PostRemoved',
  'MemberSuspended',
  'WishTaggedToDrive',
]);

/** A month's record as stored: counters and sets of member ids (sets only ever counted). */
export interface ImpactMonth {
  month: string;
  counters: Record<string, number>;
  sets: Record<string, string[]>;
}

/** Sum deltas into month records (the backfill, and tests standing in for the table). */
export function applyDeltas(months: Map<string, ImpactMonth>, deltas: readonly ImpactDelta[]): void {
  for (const delta of deltas) {
    let record = months.get(delta.month);
    if (!record) {
      record = { month: delta.month, counters: {}, sets: {} };
      months.set(delta.month, record);
    }
    if ('counter' in delta) {
      record.counters[delta.counter] = (record.counters[delta.counter] ?? 0) + delta.by;
    } else {
      const set = new Set(record.sets[delta.set] ?? []);
      set.add(delta.member);
      record.sets[delta.set] = [...set].sort();
    }
  }
}

/** Fold a whole history (events of many posts, each post's in order) into month records. */
export function foldImpact(events: readonly PostEvent[]): Map<string, ImpactMonth> {
  const posts = new Map<string, ImpactPost | null>();
  const months = new Map<string, ImpactMonth>();
  for (const event of events) {
    const step = impactStep(posts.get(event.postId) ?? null, event);
    posts.set(event.postId, step.post);
    applyDeltas(months, step.deltas);
  }
  return months;
}

// ---- The report a volunteer reads ----

export interface ImpactMonthRow {
  month: string;
  booksGifted: number;
  wishesGranted: number;
  treatsGiven: number;
  booksSent: number;
  booksOnTheirWay: number;
  newMembers: number;
  activeMembers: number;
  lapses: number;
  reopens: number;
}

export interface ImpactDuration {
  /** How many exchanges the figure is taken over. */
  count: number;
  medianDays: number | null;
  p90Days: number | null;
}

export interface ImpactReport {
  from: string;
  to: string;
  months: ImpactMonthRow[];
  totals: Omit<ImpactMonthRow, 'month' | 'booksOnTheirWay' | 'activeMembers'> & {
    booksOnTheirWay: number;
    activeMembers: number;
  };
  wishToOffer: ImpactDuration;
  offerToReceived: ImpactDuration;
  byType: { type: string; books: number }[];
  /** Regions with fewer than MIN_MEMBERS_PER_CELL recipients are folded into OTHER_REGION; recipients
   * (distinct members) is for the disclosure rule and never leaves the server. */
  byRegion: { region: string; books: number; recipients: number }[];
  /** Books gifted for each book drive in the period, by the drive's id (drives.ts). */
  byDrive: { drive: string; books: number }[];
}

/** "2026-01".."2026-03" -> every month between, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  while (year < toYear || (year === toYear && month <= toMonth)) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** The day counts of a histogram prefix, as [days, count] pairs. */
function histogram(records: readonly ImpactMonth[], prefix: string): [number, number][] {
  const bins = new Map<number, number>();
  for (const record of records) {
    for (const [name, value] of Object.entries(record.counters)) {
      if (!name.startsWith(prefix)) continue;
      const day = Number(name.slice(prefix.length));
      bins.set(day, (bins.get(day) ?? 0) + value);
    }
  }
  return [...bins].sort((a, b) => a[0] - b[0]);
}

/** Nearest-rank quantile over a histogram of whole days. */
export function quantileDays(bins: readonly [number, number][], q: number): number | null {
  const total = bins.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [day, n] of bins) {
    seen += n;
    if (seen >= rank) return day;
  }
  return bins.at(-1)?.[0] ?? null;
}

function duration(records: readonly ImpactMonth[], prefix: string): ImpactDuration {
  const bins = histogram(records, prefix);
  return {
    count: bins.reduce((sum, [, n]) => sum + n, 0),
    medianDays: quantileDays(bins, 0.5),
    p90Days: quantileDays(bins, 0.9),
  };
}

const counter = (record: ImpactMonth | undefined, name: string) => record?.counters[name] ?? 0;

/**
 * The report for months `from`..`to` from every stored month record (earlier months too: a member is
 * new in the first month they were ever active, and books on their way carry over month to month).
 */
export function impactReport(all: readonly ImpactMonth[], from: string, to: string): ImpactReport {
  const byMonth = new Map(all.map((record) => [record.month, record]));
  const firstSeen = new Map<string, string>();
  for (const record of [...all].sort((a, b) => a.month.localeCompare(b.month))) {
    for (const uid of record.sets[IMPACT.activeMembers] ?? []) {
      if (!firstSeen.has(uid)) firstSeen.set(uid, record.month);
    }
  }
  const newIn = new Map<string, number>();
  for (const month of firstSeen.values()) newIn.set(month, (newIn.get(month) ?? 0) + 1);

  let onTheWay = 0;
  for (const record of all) {
    if (record.month >= from) continue;
    onTheWay += onTheWayChange(record);
  }
  const range = monthsBetween(from, to);
  const rows = range.map((month): ImpactMonthRow => {
    const record = byMonth.get(month);
    onTheWay += onTheWayChange(record);
    const wishes = counter(record, IMPACT.gifted('wishlist'));
    const treats = counter(record, IMPACT.gifted('treat'));
    return {
      month,
      booksGifted: wishes + treats,
      wishesGranted: wishes,
      treatsGiven: treats,
      booksSent: counter(record, IMPACT.sent('wishlist')) + counter(record, IMPACT.sent('treat')),
      booksOnTheirWay: onTheWay,
      newMembers: newIn.get(month) ?? 0,
      activeMembers: record?.sets[IMPACT.activeMembers]?.length ?? 0,
      lapses: counter(record, IMPACT.lapsed),
      reopens: counter(record, IMPACT.reopened),
    };
  });
  const inRange = range.flatMap((month) => byMonth.get(month) ?? []);
  const sum = (key: keyof Omit<ImpactMonthRow, 'month'>) => rows.reduce((total, row) => total + row[key], 0);
  const activeInRange = new Set(inRange.flatMap((record) => record.sets[IMPACT.activeMembers] ?? []));

  const typeTotals = new Map<string, number>();
  const driveTotals = new Map<string, number>();
  const regionTotals = new Map<string, number>();
  const regionMembers = new Map<string, Set<string>>();
  for (const record of inRange) {
    for (const [name, value] of Object.entries(record.counters)) {
      if (name.startsWith('type.')) {
        const type = name.slice('type.'.length);
        typeTotals.set(type, (typeTotals.get(type) ?? 0) + value);
      } else if (name.startsWith('region.')) {
        const region = name.slice('region.'.length);
        regionTotals.set(region, (regionTotals.get(region) ?? 0) + value);
      } else if (name.startsWith('drive.')) {
        const drive = name.slice('drive.'.length);
        driveTotals.set(drive, (driveTotals.get(drive) ?? 0) + value);
      }
    }
    for (const [name, members] of Object.entries(record.sets)) {
      if (!name.startsWith('regionMembers.')) continue;
      const region = name.slice('regionMembers.'.length);
      const set = regionMembers.get(region) ?? new Set<string>();
      for (const uid of members) set.add(uid);
      regionMembers.set(region, set);
    }
  }
  const byRegion = new Map<string, { books: number; members: Set<string> }>();
  for (const [region, books] of regionTotals) {
    const members = regionMembers.get(region) ?? new Set<string>();
    const cell = members.size >= MIN_MEMBERS_PER_CELL ? region : OTHER_REGION;
    const sum = byRegion.get(cell) ?? { books: 0, members: new Set<string>() };
    sum.books += books;
    for (const uid of members) sum.members.add(uid);
    byRegion.set(cell, sum);
  }

  return {
    from,
    to,
    months: rows,
    totals: {
      booksGifted: sum('booksGifted'),
      wishesGranted: sum('wishesGranted'),
      treatsGiven: sum('treatsGiven'),
      booksSent: sum('booksSent'),
      booksOnTheirWay: onTheWay,
      newMembers: sum('newMembers'),
      activeMembers: activeInRange.size,
      lapses: sum('lapses'),
      reopens: sum('reopens'),
    },
    wishToOffer: duration(inRange, 'd.wishToOffer.'),
    offerToReceived: duration(inRange, 'd.offerToReceived.'),
    byType: [...typeTotals]
      .map(([type, books]) => ({ type, books }))
      .sort((a, b) => b.books - a.books || a.type.localeCompare(b.type)),
    byRegion: [...byRegion]
      .map(([region, { books, members }]) => ({ region, books, recipients: members.size }))
      .sort((a, b) =>
        a.region === OTHER_REGION
          ? 1
          : b.region === OTHER_REGION
            ? -1
            : b.books - a.books || a.region.localeCompare(b.region),
      ),
    byDrive: [...driveTotals]
      .map(([drive, books]) => ({ drive, books }))
      .sort((a, b) => b.books - a.books || a.drive.localeCompare(b.drive)),
  };
}

function onTheWayChange(record: ImpactMonth | undefined): number {
  const sent = counter(record, IMPACT.sent('wishlist')) + counter(record, IMPACT.sent('treat'));
  const received = counter(record, IMPACT.gifted('wishlist')) + counter(record, IMPACT.gifted('treat'));
  return sent - received - counter(record, IMPACT.dropped);
}
