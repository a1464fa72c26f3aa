// Giveaways (the Book Extravaganza, spec 6): a volunteer sets one up from the console; its entries are
// the posts made in its window (the entries projection, store/giveaway-entries-store.ts); after the
// window closes a volunteer draws, and the winners follow from the seed committed at creation and the
// published list of entries by the procedure of shared/src/domain/giveaway.ts, so anyone can redo it.
// Volunteers see the winners' names and addresses to send the prizes, mark each sent, and mark a winner
// who did not answer within the rules' days as forfeited, which passes the prize to the next person in
// the same order. Every volunteer action is kept in the giveaway's audit.

import type {
  GiveawayAuditEntry,
  GiveawayEntriesResponse,
  MyGiveawayEntriesResponse,
  PublicGiveaway,
  SupportGiveaway,
  SupportWinner,
} from '@bookwish/shared/api/giveaways';
import {
  commitmentOf,
  currentOf,
  drawWinners,
  type Entry,
  type EntryPost,
  entriesOf,
  type GiveawayField,
  type GiveawayWindow,
  giveawayPhase,
  inWindow,
  pseudonym,
} from '@bookwish/shared/domain/giveaway';
import { commonMessages, giveawayMessages } from '@bookwish/shared/domain/messages';
import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import { giveawayBodySchema, giveawayWinnerSchema } from '@bookwish/shared/domain/schemas/giveaways';
import { DAY_MS, endOfDay, localDay } from '@bookwish/shared/domain/timers';
import type { Actor } from '@bookwish/shared/domain/types';
import type { Locale } from '@bookwish/shared/i18n/locales';
import { AppError } from './app-error.ts';
import type { Clock, SupportAudit } from './ports.ts';
import { parse } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

/** One winner's prize, by their person pseudonym: from when their days to answer run, and what a
 * volunteer marked. */
export interface Prize {
  since: number;
  sentAt?: number;
  forfeitedAt?: number;
}

/** A giveaway as stored: its secret and seed stay here until the draw reveals the seed. */
export interface GiveawayRecord {
  id: string;
  texts: ProgramTexts<GiveawayField>;
  window: GiveawayWindow;
  places: number;
  answerDays: number;
  /** Makes the pseudonyms of this giveaway's entries (never shown). */
  secret: string;
  /** 32 random bytes in hex; its SHA-256 is shown from creation, the seed itself after the draw. */
  seed: string;
  createdAt: number;
  version: number;
  draw: {
    drawnAt: number;
    /** The list the draw used, published as it is. */
    entries: Entry[];
    /** Whose each person pseudonym is (private: to write to the winners). */
    owners: Record<string, string>;
  } | null;
  prizes: Record<string, Prize>;
}

export interface GiveawayRecords {
  list(): Promise<GiveawayRecord[]>;
  get(id: string): Promise<GiveawayRecord | null>;
  /** Writes the record and the volunteer's action in its audit at once, if the stored version is
   * `expected` (null: a new one); false, and nothing written, when another write came first. */
  put(record: GiveawayRecord, expected: number | null, audit: AuditRecord): Promise<boolean>;
  auditOf(id: string): Promise<GiveawayAuditEntry[]>;
  /** When each winner's email went, by person pseudonym. */
  emailedOf(id: string): Promise<Record<string, number>>;
}

/** One volunteer action as kept: who, what, when. */
export type AuditRecord = GiveawayAuditEntry & { volunteerUid: string };

/** Who may not win: volunteers and suspended members, read at the draw. */
export interface Eligibility {
  mayNotWin(uid: string): Promise<boolean>;
}

/** A winner as the volunteers need them: name, address and email language. */
export interface WinnerDirectory {
  contactOf(uid: string): Promise<{ name: string; email: string } | null>;
  languageOf(uid: string): Promise<Locale | null>;
}

export interface GiveawayDeps {
  giveaways: GiveawayRecords;
  /** The posts the entries projection holds from the months of a window. */
  entries: { posts(window: GiveawayWindow): Promise<EntryPost[]> };
  clock: Clock;
}

const today = (deps: { clock: Clock }) => localDay(deps.clock.now());

const isDrawn = (record: GiveawayRecord) => record.draw !== null;

/** The persons who forfeited, in the draw's terms. */
function forfeitedOf(record: GiveawayRecord): Set<string> {
  return new Set(
    Object.entries(record.prizes)
      .filter(([, prize]) => prize.forfeitedAt !== undefined)
      .map(([person]) => person),
  );
}

/** The winners as they stand (forfeits replaced), in draw order. */
function winnersOf(record: GiveawayRecord) {
  if (!record.draw) return [];
  return drawWinners(record.seed, record.draw.entries, record.places, forfeitedOf(record));
}

/** The entries of a giveaway not drawn yet: every post in its window that still counts. Volunteers and
 * suspended members are left out at the draw, when who they are is checked. */
function liveEntries(record: GiveawayRecord, posts: readonly EntryPost[]): Entry[] {
  return entriesOf(posts, record.window, record.secret, new Set());
}

function publicView(record: GiveawayRecord, entryCount: number, day: string): PublicGiveaway {
  const draw = record.draw;
  const forfeited = forfeitedOf(record);
  return {
    id: record.id,
    texts: record.texts,
    window: record.window,
    places: record.places,
    answerDays: record.answerDays,
    phase: giveawayPhase(record.window, isDrawn(record), day),
    entries: draw ? draw.entries.length : entryCount,
    commitment: commitmentOf(record.seed),
    draw: draw
      ? {
          seed: record.seed,
          drawnAt: draw.drawnAt,
          winners: winnersOf(record).map(({ entryId, person, rank }) => ({ entryId, person, rank })),
          // Every person who forfeited, with the entry that first won for them.
          forfeited: drawWinners(record.seed, draw.entries, Number.MAX_SAFE_INTEGER)
            .filter((winner) => forfeited.has(winner.person))
            .map(({ entryId, person, rank }) => ({ entryId, person, rank })),
        }
      : null,
  };
}

async function currentRecord(deps: GiveawayDeps): Promise<GiveawayRecord | null> {
  const all = await deps.giveaways.list();
  return currentOf(
    all.map((record) => ({ ...record, drawn: isDrawn(record) })),
    today(deps),
  );
}

/** GET /api/giveaways/current: the giveaway the events page shows, for everyone alike. */
export async function currentGiveaway(deps: GiveawayDeps): Promise<{ giveaway: PublicGiveaway | null }> {
  const record = await currentRecord(deps);
  if (!record) return { giveaway: null };
  const count = record.draw ? 0 : liveEntries(record, await deps.entries.posts(record.window)).length;
  return { giveaway: publicView(record, count, today(deps)) };
}

async function recordOrNotFound(deps: Pick<GiveawayDeps, 'giveaways'>, id: string | undefined) {
  const record = id && /^[0-9a-f-]{1,64}$/.test(id) ? await deps.giveaways.get(id) : null;
  if (!record) throw new AppError('NOT_FOUND', giveawayMessages.notFound);
  return record;
}

/** GET /api/giveaways/{id}/entries: the published list (frozen at the draw), pseudonyms only. */
export async function giveawayEntries(
  deps: GiveawayDeps,
  input: { id: string | undefined },
): Promise<GiveawayEntriesResponse> {
  const record = await recordOrNotFound(deps, input.id);
  const entries = record.draw
    ? record.draw.entries
    : liveEntries(record, await deps.entries.posts(record.window));
  return { giveawayId: record.id, final: record.draw !== null, entries };
}

/** The published list as text: one "ENTRY PERSON" line each, sorted, for `sha256sum` at a terminal. */
export function entriesText(list: GiveawayEntriesResponse): string {
  return list.entries.map((entry) => `${entry.entryId} ${entry.person}\n`).join('');
}

/** GET /api/me/giveaway-entries: the caller's own entries in the current giveaway. */
export async function myGiveawayEntries(
  deps: GiveawayDeps,
  input: { caller: Actor },
): Promise<MyGiveawayEntriesResponse> {
  const record = await currentRecord(deps);
  if (!record) return { giveawayId: null, entryIds: [], won: null };
  const person = pseudonym(record.secret, 'member', input.caller.uid);
  const published = record.draw
    ? record.draw.entries
    : liveEntries(record, await deps.entries.posts(record.window));
  const entryIds = published.filter((entry) => entry.person === person).map((entry) => entry.entryId);
  const won = winnersOf(record).find((winner) => winner.person === person)?.entryId ?? null;
  return { giveawayId: record.id, entryIds, won };
}

/** The audit of a volunteer's action, written with the change it records (GiveawayRecords.put). */
function audited(
  deps: Pick<GiveawayDeps, 'clock'>,
  volunteer: Actor,
  action: GiveawayAuditEntry['action'],
  detail: string,
): AuditRecord {
  return { at: deps.clock.now(), volunteerUid: volunteer.uid, volunteerName: volunteer.name, action, detail };
}

/** POST /api/support/giveaways: a new giveaway, its seed drawn and committed now. */
export async function createGiveaway(
  deps: Pick<GiveawayDeps, 'giveaways' | 'clock'> & { newId: () => string; randomHex: () => string },
  input: { caller: Actor | null; body: unknown },
): Promise<{ id: string }> {
  const volunteer = requireVolunteer(input.caller);
  const body = parse(giveawayBodySchema, input.body);
  const record: GiveawayRecord = {
    id: deps.newId(),
    texts: body.texts as ProgramTexts<GiveawayField>,
    window: body.window,
    places: body.places,
    answerDays: body.answerDays,
    secret: deps.randomHex(),
    seed: deps.randomHex(),
    createdAt: deps.clock.now(),
    version: 1,
    draw: null,
    prizes: {},
  };
  await deps.giveaways.put(
    record,
    null,
    audited(
      deps,
      volunteer,
      'create',
      `${body.texts.en.name}; ${body.window.opens} to ${body.window.closes}; ${body.places} places; commitment ${commitmentOf(record.seed)}`,
    ),
  );
  return { id: record.id };
}

/** PUT /api/support/giveaways/{id}: its words, window, places or days to answer, until the draw. The
 * seed and its commitment never change. */
export async function editGiveaway(
  deps: Pick<GiveawayDeps, 'giveaways' | 'clock'>,
  input: { caller: Actor | null; id: string | undefined; body: unknown },
): Promise<{ id: string }> {
  const volunteer = requireVolunteer(input.caller);
  const record = await recordOrNotFound(deps, input.id);
  const body = parse(giveawayBodySchema, input.body);
  if (record.draw) throw new AppError('CONFLICT', giveawayMessages.drawn);
  const next: GiveawayRecord = {
    ...record,
    texts: body.texts as ProgramTexts<GiveawayField>,
    window: body.window,
    places: body.places,
    answerDays: body.answerDays,
    version: record.version + 1,
  };
  const audit = audited(
    deps,
    volunteer,
    'edit',
    `${body.texts.en.name}; ${body.window.opens} to ${body.window.closes}; ${body.places} places; ${body.answerDays} days to answer`,
  );
  if (!(await deps.giveaways.put(next, record.version, audit))) {
    throw new AppError('CONFLICT', commonMessages.staleVersion);
  }
  return { id: record.id };
}

/** POST /api/support/giveaways/{id}/draw: after the window's last day, once. The entries are frozen
 * without volunteers and suspended members, the seed revealed and the winners follow. */
export async function drawGiveaway(
  deps: GiveawayDeps & { eligibility: Eligibility },
  input: { caller: Actor | null; id: string | undefined },
): Promise<{ id: string }> {
  const volunteer = requireVolunteer(input.caller);
  const record = await recordOrNotFound(deps, input.id);
  if (record.draw) throw new AppError('CONFLICT', giveawayMessages.drawn);
  if (today(deps) <= record.window.closes) throw new AppError('VALIDATION', giveawayMessages.notClosed);
  const posts = (await deps.entries.posts(record.window)).filter(
    (post) => !post.removed && inWindow(post.postedAt, record.window),
  );
  const mayNotWin = new Set<string>();
  for (const uid of new Set(posts.map((post) => post.ownerUid))) {
    if (await deps.eligibility.mayNotWin(uid)) mayNotWin.add(uid);
  }
  const entries = entriesOf(posts, record.window, record.secret, mayNotWin);
  const owners: Record<string, string> = {};
  for (const post of posts)
    if (!mayNotWin.has(post.ownerUid))
      owners[pseudonym(record.secret, 'member', post.ownerUid)] = post.ownerUid;
  const drawnAt = deps.clock.now();
  const drawn: GiveawayRecord = {
    ...record,
    draw: { drawnAt, entries, owners },
    version: record.version + 1,
  };
  const prizes: Record<string, Prize> = {};
  for (const winner of winnersOf(drawn)) prizes[winner.person] = { since: drawnAt };
  const audit = audited(
    deps,
    volunteer,
    'draw',
    `${entries.length} entries, ${mayNotWin.size} members who may not win left out; seed ${record.seed}`,
  );
  if (!(await deps.giveaways.put({ ...drawn, prizes }, record.version, audit))) {
    throw new AppError('CONFLICT', giveawayMessages.drawn);
  }
  return { id: record.id };
}

/** The end of a winner's days to answer. */
export const answerBy = (record: GiveawayRecord, prize: Pick<Prize, 'since'>) =>
  endOfDay(prize.since + record.answerDays * DAY_MS);

/** POST /api/support/giveaways/{id}/winners/{entryId} { action }: the prize was sent, or the winner did
 * not answer in time, and the next person in the same order wins instead. */
export async function actOnWinner(
  deps: Pick<GiveawayDeps, 'giveaways' | 'clock'>,
  input: { caller: Actor | null; id: string | undefined; entryId: string | undefined; body: unknown },
): Promise<{ id: string }> {
  const volunteer = requireVolunteer(input.caller);
  const record = await recordOrNotFound(deps, input.id);
  const { action } = parse(giveawayWinnerSchema, input.body);
  const winner = winnersOf(record).find((w) => w.entryId === input.entryId);
  const prize = winner ? record.prizes[winner.person] : undefined;
  if (!winner || !prize) throw new AppError('NOT_FOUND', giveawayMessages.notAWinner);
  if (prize.sentAt !== undefined) throw new AppError('CONFLICT', giveawayMessages.prizeDone);
  const now = deps.clock.now();
  let prizes: Record<string, Prize>;
  if (action === 'sent') {
    prizes = { ...record.prizes, [winner.person]: { ...prize, sentAt: now } };
  } else {
    const by = answerBy(record, prize);
    if (now <= by) throw new AppError('VALIDATION', giveawayMessages.answerTime(localDay(by)));
    prizes = { ...record.prizes, [winner.person]: { ...prize, forfeitedAt: now } };
    // The replacement's days to answer run from now.
    for (const next of winnersOf({ ...record, prizes })) prizes[next.person] ??= { since: now };
  }
  const audit = audited(deps, volunteer, action, `entry ${winner.entryId}`);
  if (
    !(await deps.giveaways.put({ ...record, prizes, version: record.version + 1 }, record.version, audit))
  ) {
    throw new AppError('CONFLICT', commonMessages.staleVersion);
  }
  return { id: record.id };
}

/** GET /api/support/giveaways: every giveaway with its winners' names and addresses (volunteers only;
 * the read of who won is kept in the audit like every support read of members). */
export async function supportGiveaways(
  deps: GiveawayDeps & { directory: WinnerDirectory; audit: SupportAudit },
  input: { caller: Actor | null },
): Promise<{ giveaways: SupportGiveaway[] }> {
  const volunteer = requireVolunteer(input.caller);
  const all = await deps.giveaways.list();
  const day = today(deps);
  const out: SupportGiveaway[] = [];
  for (const record of all.sort((a, b) => (a.window.opens < b.window.opens ? 1 : -1))) {
    const count = record.draw ? 0 : liveEntries(record, await deps.entries.posts(record.window)).length;
    const view = publicView(record, count, day);
    const emailed = record.draw ? await deps.giveaways.emailedOf(record.id) : {};
    const winners: SupportWinner[] = [];
    if (record.draw) {
      const current = winnersOf(record);
      const forfeited = view.draw?.forfeited ?? [];
      for (const [state, list] of [
        ['current', current],
        ['forfeited', forfeited],
      ] as const) {
        for (const winner of list) {
          const prize = record.prizes[winner.person] ?? { since: record.draw.drawnAt };
          const uid = record.draw.owners[winner.person];
          // A winner's name and address are a read of a member's data, kept like a member look-up.
          if (uid) await deps.audit.recordRead(volunteer, { member: uid }, deps.clock.now());
          const contact = uid ? await deps.directory.contactOf(uid) : null;
          winners.push({
            entryId: winner.entryId,
            person: winner.person,
            rank: winner.rank,
            state: state === 'forfeited' ? 'forfeited' : prize.sentAt !== undefined ? 'sent' : 'waiting',
            name: contact?.name ?? null,
            email: contact?.email ?? null,
            language: uid && contact ? await deps.directory.languageOf(uid) : null,
            emailedAt: emailed[winner.person] ?? null,
            answerBy: answerBy(record, prize),
            sentAt: prize.sentAt ?? null,
          });
        }
      }
    }
    out.push({ ...view, version: record.version, winners, audit: await deps.giveaways.auditOf(record.id) });
  }
  return { giveaways: out };
}

/** The winners still to be emailed, for the sweep: each current winner of each drawn giveaway whose
 * email has not gone, with their uid. */
export async function winnersToEmail(
  deps: Pick<GiveawayDeps, 'giveaways'>,
): Promise<{ record: GiveawayRecord; person: string; entryId: string; uid: string }[]> {
  const due: { record: GiveawayRecord; person: string; entryId: string; uid: string }[] = [];
  for (const record of await deps.giveaways.list()) {
    if (!record.draw) continue;
    const emailed = await deps.giveaways.emailedOf(record.id);
    for (const winner of winnersOf(record)) {
      const uid = record.draw.owners[winner.person];
      const prize = record.prizes[winner.person];
      if (uid && emailed[winner.person] === undefined && prize?.sentAt === undefined) {
        due.push({ record, person: winner.person, entryId: winner.entryId, uid });
      }
    }
  }
  return due;
}
