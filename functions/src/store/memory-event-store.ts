// The EventStore port in memory, with the same rules as the DynamoDB one (version-guarded appends,
// tombstones, newest-first lists with opaque cursors, removed posts only under their owner), so the
// use cases can be unit tested without a database. Events are stored in their written form and read
// back through the same parser as DynamoDB's.

import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { partyJoining, reporterOf } from '@bookwish/shared/domain/erasure';
import { hiddenFromPublic } from '@bookwish/shared/domain/reports';
import { destinationWords } from '@bookwish/shared/domain/search';
import { parseStoredEvent, storedEvent } from '@bookwish/shared/domain/stored-events';
import {
  closedAt,
  type GivingCounts,
  giverUid,
  isOnWall,
  recipientUid,
} from '@bookwish/shared/domain/thanks-wall';
import { nextDueAt } from '@bookwish/shared/domain/timers';
import type { Post, PostEvent, PostKind } from '@bookwish/shared/domain/types';
import type {
  AppendResult,
  Conflict,
  DuePost,
  EventStore,
  ListFilter,
  Page,
  PageRequest,
  Tombstone,
} from '../app/ports.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

interface Stream {
  state: Post | Tombstone;
  events: Record<string, unknown>[];
}

const clone = <T>(value: T): T => structuredClone(value);

const created = (post: Post) => post.createdAt;

/** Newest first by `at` (the creation second unless said), then id: the DynamoDB lists' sort keys. */
const newestFirst =
  (at: (post: Post) => number = created) =>
  (a: Post, b: Post): number =>
    at(b) - at(a) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

/** One page of `posts`, sorted by newestFirst(at); the cursor holds the last card's `at` and id. */
function pageOf(posts: Post[], page: PageRequest = {}, at: (post: Post) => number = created): Page<Post> {
  const limit = Math.max(1, Math.floor(page.limit ?? LIST_PAGE_SIZE));
  let start = 0;
  if (page.cursor) {
    const after = decodeCursor(page.cursor);
    start = posts.findIndex((p) => at(p) < after.createdAt || (at(p) === after.createdAt && p.id < after.id));
    if (start < 0) start = posts.length;
  }
  const items = posts.slice(start, start + limit);
  const last = items.at(-1);
  const more = start + limit < posts.length;
  return {
    items: clone(items),
    nextCursor: more && last ? encodeCursor({ id: last.id, createdAt: at(last) }) : null,
  };
}

export class MemoryEventStore implements EventStore {
  private readonly streams = new Map<string, Stream>();
  /** uid -> ids of the posts they ever joined as giver or requester (only ever added to). */
  private readonly joined = new Map<string, Set<string>>();
  /** uid -> ids of the posts they reported. */
  private readonly reported = new Map<string, Set<string>>();
  /** uid -> books given and received, counted by each close (the GIVING record). */
  private readonly giving = new Map<string, GivingCounts>();
  /** Storage calls, by operation, for tests that count round trips. */
  readonly calls: Record<string, number> = {};

  private count(op: string) {
    this.calls[op] = (this.calls[op] ?? 0) + 1;
  }

  private posts(): Post[] {
    const out: Post[] = [];
    for (const { state } of this.streams.values()) if (!('tombstone' in state)) out.push(state);
    return out.sort(newestFirst());
  }

  async load(postId: string): Promise<Post | Tombstone | null> {
    this.count('load');
    const stream = this.streams.get(postId);
    return stream ? clone(stream.state) : null;
  }

  async loadMany(postIds: string[]): Promise<Post[]> {
    this.count('loadMany');
    const out: Post[] = [];
    for (const id of postIds) {
      const state = this.streams.get(id)?.state;
      if (state && !('tombstone' in state)) out.push(clone(state));
    }
    return out;
  }

  async append(
    postId: string,
    expectedVersion: number,
    event: PostEvent,
    newState: Post,
  ): Promise<AppendResult> {
    this.count('append');
    if (event.seq !== expectedVersion + 1 || newState.version !== event.seq || newState.id !== postId) {
      throw new Error(
        `append: event ${event.seq} / state ${newState.version} do not follow ${expectedVersion}`,
      );
    }
    const conflict: Conflict = { ok: false, conflict: true, postId, expectedVersion };
    const stream = this.streams.get(postId);
    if (expectedVersion === 0) {
      if (stream) return conflict;
      this.streams.set(postId, { state: clone(newState), events: [storedEvent(clone(event))] });
    } else {
      if (!stream || 'tombstone' in stream.state || stream.state.version !== expectedVersion) return conflict;
      stream.state = clone(newState);
      stream.events.push(storedEvent(clone(event)));
    }
    const party = partyJoining(event);
    if (party) this.joined.set(party, (this.joined.get(party) ?? new Set()).add(postId));
    const reporter = reporterOf(event);
    if (reporter) this.reported.set(reporter, (this.reported.get(reporter) ?? new Set()).add(postId));
    if (event.type === 'ReceiptConfirmed') {
      const bump = (uid: string | undefined, field: keyof GivingCounts) => {
        if (!uid) return;
        const counts = this.giving.get(uid) ?? { booksGiven: 0, booksReceived: 0 };
        this.giving.set(uid, { ...counts, [field]: counts[field] + 1 });
      };
      bump(giverUid(newState), 'booksGiven');
      bump(recipientUid(newState), 'booksReceived');
    }
    return { ok: true, post: clone(newState) };
  }

  async appendErasure(
    postId: string,
    expectedVersion: number,
    event: PostEvent,
    newState: Post,
    rewritten: PostEvent[],
  ): Promise<AppendResult> {
    this.count('appendErasure');
    const stream = this.streams.get(postId);
    if (!stream || 'tombstone' in stream.state || stream.state.version !== expectedVersion) {
      return { ok: false, conflict: true, postId, expectedVersion };
    }
    for (const e of rewritten) {
      const at = stream.events.findIndex((stored) => stored.seq === e.seq);
      if (at < 0) throw new Error(`appendErasure: no event ${e.seq} to rewrite`);
      stream.events[at] = storedEvent(clone(e));
    }
    return this.append(postId, expectedVersion, event, newState);
  }

  async postsReportedBy(uid: string): Promise<string[]> {
    this.count('postsReportedBy');
    return [...(this.reported.get(uid) ?? [])];
  }

  async postsJoinedBy(uid: string): Promise<string[]> {
    this.count('postsJoinedBy');
    return [...(this.joined.get(uid) ?? [])];
  }

  async history(postId: string): Promise<PostEvent[]> {
    this.count('history');
    return (this.streams.get(postId)?.events ?? []).map((e) => parseStoredEvent(clone(e)));
  }

  async deletePost(postId: string, expectedVersion: number, now: number): Promise<{ ok: true } | Conflict> {
    this.count('deletePost');
    const stream = this.streams.get(postId);
    if (!stream || 'tombstone' in stream.state || stream.state.version !== expectedVersion) {
      return { ok: false, conflict: true, postId, expectedVersion };
    }
    stream.state = { tombstone: true, id: postId, kind: stream.state.kind, deletedAt: now };
    stream.events = [];
    return { ok: true };
  }

  async listAll(kind: PostKind, page?: PageRequest, filter: ListFilter = {}): Promise<Page<Post>> {
    this.count('list');
    const wanted = destinationWords(filter.destination ?? '');
    const passes = (p: Post) => {
      const words = destinationWords(p.kind === 'wishlist' ? p.destination : p.shippingDestination);
      return (
        (!filter.open || p.status === 'posted') &&
        (!filter.type || (p.types as readonly string[]).includes(filter.type)) &&
        wanted.every((w) => words.includes(w)) &&
        (!filter.inPerson || (p.kind === 'treat' && Boolean(p.inPersonArea))) &&
        (!filter.area || (p.kind === 'treat' && p.inPersonArea === filter.area))
      );
    };
    return pageOf(
      this.posts().filter((p) => p.kind === kind && !hiddenFromPublic(p) && passes(p)),
      page,
    );
  }

  async listByOwner(kind: PostKind, uid: string, page?: PageRequest): Promise<Page<Post>> {
    this.count('list');
    return pageOf(
      this.posts().filter((p) => p.kind === kind && p.uid === uid && !p.removed),
      page,
    );
  }

  async listByParty(kind: PostKind, uid: string, page?: PageRequest): Promise<Page<Post>> {
    this.count('list');
    const partyOf = (p: Post) => (p.kind === 'wishlist' ? p.offerUID : p.requestUID);
    return pageOf(
      this.posts().filter((p) => p.kind === kind && partyOf(p) === uid && !p.removed),
      page,
    );
  }

  async listRemovedByOwner(uid: string, page?: PageRequest): Promise<Page<Post>> {
    this.count('list');
    return pageOf(
      this.posts().filter((p) => p.uid === uid && p.removed),
      page,
    );
  }

  async listOpenMatches(kind: PostKind, key: string, limit: number): Promise<Post[]> {
    this.count('list');
    const found = this.posts().filter((p) => p.kind === kind && isOpenForMatch(p) && bookMatchKey(p) === key);
    return pageOf(found, { limit }).items;
  }

  async listDue(until: number, limit: number): Promise<DuePost[]> {
    this.count('listDue');
    const due: DuePost[] = [];
    for (const post of this.posts()) {
      const at = nextDueAt(post);
      if (at !== null && at <= until) due.push({ postId: post.id, dueAt: at });
    }
    return due.sort((a, b) => a.dueAt - b.dueAt || (a.postId < b.postId ? -1 : 1)).slice(0, limit);
  }

  async eraseAddressFromEvents(postId: string, seqs: readonly number[]): Promise<void> {
    this.count('eraseAddressFromEvents');
    for (const event of this.streams.get(postId)?.events ?? []) {
      const data = event.data as Record<string, unknown>;
      if (!seqs.includes(event.seq as number)) continue;
      if ('shippingAddress' in data) data.shippingAddress = '';
      delete data.parcel;
      delete data.meeting;
    }
  }

  async listWall(page: PageRequest = {}): Promise<Page<Post>> {
    this.count('listWall');
    // Newest Book Received first, then id; the cursor holds when the last card's book was received.
    const at = (p: Post) => closedAt(p) ?? 0;
    const wall = this.posts()
      .filter((p) => isOnWall(p) && !hiddenFromPublic(p))
      .sort(newestFirst(at));
    return pageOf(wall, page, at);
  }

  async listReview(page: PageRequest = {}): Promise<Page<Post>> {
    this.count('listReview');
    const first = (p: Post) => p.reports?.[0]?.at ?? 0;
    const queue = this.posts()
      .filter((p) => !p.removed && (p.reports?.length ?? 0) > 0)
      .sort((a, b) => first(a) - first(b) || (a.id < b.id ? -1 : 1));
    const limit = Math.max(1, Math.floor(page.limit ?? LIST_PAGE_SIZE));
    const start = page.cursor ? Number(decodeCursor(page.cursor).createdAt) : 0;
    const items = queue.slice(start, start + limit);
    const more = start + limit < queue.length;
    return {
      items: clone(items),
      nextCursor: more ? encodeCursor({ id: '', createdAt: start + limit }) : null,
    };
  }

  async givingCounts(uid: string): Promise<GivingCounts> {
    this.count('givingCounts');
    return { ...(this.giving.get(uid) ?? { booksGiven: 0, booksReceived: 0 }) };
  }

  /** Test helper: the raw stored events of a post (with their version stamp). */
  storedEvents(postId: string): Record<string, unknown>[] {
    return clone(this.streams.get(postId)?.events ?? []);
  }
}
