// What the use cases need from the outside world, as interfaces. The DynamoDB/S3/Cognito adapters
// implement them for the handlers; the in-memory event store implements EventStore for unit tests,
// so every rule of the application layer is testable without a database.

import type { ContactMessage, ContactStatus } from '@bookwish/shared/api/contact';
import type { UploadTicket } from '@bookwish/shared/api/responses';
import type { AreaId } from '@bookwish/shared/domain/areas';
import type { ImageType, UploadPurpose } from '@bookwish/shared/domain/constants';
import type { Drive } from '@bookwish/shared/domain/drives';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import type { GivingCounts } from '@bookwish/shared/domain/thanks-wall';
import type {
  Actor,
  Post,
  PostEvent,
  PostKind,
  ReporterFacts,
  StoredImage,
} from '@bookwish/shared/domain/types';

/** A lost race: someone appended (or deleted) first. The caller answers 409 and the member reloads. */
export interface Conflict {
  ok: false;
  conflict: true;
  postId: string;
  expectedVersion: number;
}

export type AppendResult = { ok: true; post: Post } | Conflict;

/** What remains of a deleted post: no title, no names, no addresses. */
export interface Tombstone {
  tombstone: true;
  id: string;
  kind: PostKind;
  deletedAt: number; // epoch ms
}

export function isTombstone(value: Post | Tombstone | null): value is Tombstone {
  return value !== null && 'tombstone' in value && value.tombstone === true;
}

export interface PageRequest {
  /** Items per page (default LIST_PAGE_SIZE). */
  limit?: number;
  /** nextCursor of the previous page; absent for the first page. */
  cursor?: string | null;
}

export interface Page<T> {
  items: T[];
  /** null when there is nothing after this page. */
  nextCursor: string | null;
}

/** A cursor we did not issue (or that was tampered with). The API answers 400 VALIDATION. */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** Posts as event streams: one partition per post, its events and the STATE projection. */
export interface EventStore {
  /** The current state, a tombstone, or null if the post never existed. */
  load(postId: string): Promise<Post | Tombstone | null>;
  /** The posts of these ids that exist (no tombstones), in no particular order: one batch read. */
  loadMany(postIds: string[]): Promise<Post[]>;
  /** Appends one event and the state after it, guarded by the version the decider saw (0 = new). */
  append(postId: string, expectedVersion: number, event: PostEvent, newState: Post): Promise<AppendResult>;
  /** Every event of a post, in order, parsed (an unknown or malformed event is an error). */
  history(postId: string): Promise<PostEvent[]>;
  /** Deletes the stream for good and leaves a tombstone, guarded by the version. */
  deletePost(postId: string, expectedVersion: number, now: number): Promise<{ ok: true } | Conflict>;
  /** Appends an erasure event (MemberForgotten) with its state and, in the same write guarded by the
   * version, replaces earlier events by their rewritten forms (same seqs): the events forget too. */
  appendErasure(
    postId: string,
    expectedVersion: number,
    event: PostEvent,
    newState: Post,
    rewritten: PostEvent[],
  ): Promise<AppendResult>;
  /** Ids of every post the member ever offered on or requested, even if that exchange ended since
   * (or the post is gone): recorded by append, only ever added to. */
  postsJoinedBy(uid: string): Promise<string[]>;
  /** Every post the member ever reported (ids, only ever added to until their account goes). */
  postsReportedBy(uid: string): Promise<string[]>;
  /** Every post of a kind, newest first; with a filter, only the posts that pass it, read in one
   * bounded batch per page (a page may then be short, or empty with a nextCursor: read on). */
  listAll(kind: PostKind, page?: PageRequest, filter?: ListFilter): Promise<Page<Post>>;
  listByOwner(kind: PostKind, uid: string, page?: PageRequest): Promise<Page<Post>>;
  listByParty(kind: PostKind, uid: string, page?: PageRequest): Promise<Page<Post>>;
  /** The member's posts that volunteers took down: in no list, but theirs to delete. */
  listRemovedByOwner(uid: string, page?: PageRequest): Promise<Page<Post>>;
  /** Open posts of a kind (status Posted, not taken down) of the book with this match key
   * (shared/src/domain/book-match.ts), newest first, at most `limit`: book alerts. */
  listOpenMatches(kind: PostKind, key: string, limit: number): Promise<Post[]>;
  /** Posts with a timer due (reminder, lapse, erasure) at or before `until`, earliest first, at most
   * `limit`. From an index that may lag a write: the caller re-reads each post before acting. */
  listDue(until: number, limit: number): Promise<DuePost[]>;
  /** Blanks the shipping address and removes the parcel (its tracking page shows the address) and an
   * in-person meeting's places and times held in these events (the erasure after close): the events
   * stay, so the history still replays, but none is in any of them. Idempotent. */
  eraseAddressFromEvents(postId: string, seqs: readonly number[]): Promise<void>;
  /** The gratitude wall: closed posts whose thank-you is on it (shared/src/domain/thanks-wall.ts),
   * newest Book Received first; one Query a page. */
  listWall(page?: PageRequest): Promise<Page<Post>>;
  /** The volunteers' report queue: posts with open reports, longest waiting first (one Query). */
  listReview(page?: PageRequest): Promise<Page<Post>>;
  /** A member's books given and received, counted by each close in its own write (0 and 0 before). */
  givingCounts(uid: string): Promise<GivingCounts>;
}

export interface DuePost {
  postId: string;
  dueAt: number;
}

/** The explore pages' filters on a list of one kind. */
export interface ListFilter {
  type?: string;
  /** Words of the destination, each compared like search words and all needed, in any order
   * ("canada" matches "Canada, US"; "york new" matches "New York"). */
  destination?: string;
  /** Status Posted only. */
  open?: boolean;
  /** Treats that can be handed over in person in this area (areas.ts). */
  area?: AreaId | undefined;
  /** Treats that can be handed over in person, in any area. */
  inPerson?: boolean;
}

export interface SearchFilter extends ListFilter {
  kind?: PostKind;
}

export interface SearchHit {
  id: string;
  kind: PostKind;
  score: number;
  createdAt: number;
  /** The words of the post that matched, as indexed (folded); the web highlights them. */
  terms: string[];
}

/** The search index: best matches first, newest first among equals. */
export interface PostSearch {
  search(q: string, filter: SearchFilter): Promise<SearchHit[]>;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface ImageCheck {
  key: string;
  purpose: UploadPurpose;
  uid: string;
  /** The form field that named the key, for the error's `fields`. */
  field: string;
}

/** An upload once attached: the URL the web shows and the processed variants stored on the post. */
export interface AttachedImage {
  url: string;
  image: StoredImage;
}

/** The images bucket for the use cases that only remove images (delete, account deletion): apart
 * from Images so their functions do not carry the image pipeline. */
export interface ImageStore {
  /** Best effort: a missing object is already what we want. */
  delete(keys: string[]): Promise<void>;
  /** What account deletion removes besides posts' images: every upload of the member that was never
   * attached (any purpose) and every avatar. */
  memberKeys(uid: string): Promise<string[]>;
}

/** The images bucket as the use cases that take an upload see it. */
export interface Images extends ImageStore {
  /** Processes an uploaded key once (upright, no metadata, variants under a server-named key, the
   * upload deleted), or throws the spec's VALIDATION error. A key can be attached once only. */
  attach(check: ImageCheck): Promise<AttachedImage>;
}

export interface MemberRecord {
  uid: string;
  name: string;
  email: string;
}

/** The user pool. */
export interface Members {
  findByEmail(email: string): Promise<MemberRecord | null>;
  setPicture(username: string, url: string): Promise<void>;
  /** The display name, already checked by the profile rules (the app client cannot write it). */
  setName(username: string, name: string): Promise<void>;
  deleteUser(username: string): Promise<void>;
}

/** A post's history, a contact message, a member look-up, or the archive of a member's data (by uid). */
export type ReadSubject = { post: string } | { contact: string } | { member: string } | { export: string };

/** Every volunteer read of private data is recorded before the data is returned. */
/** Book drives as a wish's create or tag reads them (store/drive-store.ts). */
export interface DriveReader {
  get(id: string): Promise<Drive | null>;
}

export interface SupportAudit {
  recordRead(volunteer: Actor, subject: ReadSubject, at: number): Promise<void>;
}

/** What every post command needs. */
/** What the report path reads about a reporter (store/reporter-facts.ts). */
export interface ReporterFactsReader {
  factsOf(uid: string, now: number): Promise<ReporterFacts>;
}

export interface PostDeps {
  store: EventStore;
  clock: Clock;
}

/** Which messages the inbox shows: one status (else all), and those containing `q` (else all). */
export interface InboxFilter {
  status?: ContactStatus | undefined;
  q?: string | undefined;
}

/** The meeting places per area (store/meeting-places-store.ts). */
export interface MeetingPlaces {
  /** An area's places a meeting may be set at (not retired), by name. */
  list(area: AreaId): Promise<MeetingPlace[]>;
  /** Every place, retired ones too, by name (the volunteers' list). */
  listAll(): Promise<MeetingPlace[]>;
  /** One place, retired or not, or null. */
  get(id: string): Promise<MeetingPlace | null>;
  /** Adds the place, or replaces the one with its id; a volunteer's change is recorded beside it. */
  put(place: MeetingPlace, by?: { volunteer: Actor; at: number }): Promise<void>;
  /** The retired place, null when there is none, 'retired' when it already was (nothing written). */
  retire(id: string, by?: { volunteer: Actor; at: number }): Promise<MeetingPlace | null | 'retired'>;
  /** The volunteers' changes, newest first. */
  changes(limit?: number): Promise<MeetingPlaceChange[]>;
}

/** One volunteer's change to the meeting places, as recorded (who, what, which place, when). */
export interface MeetingPlaceChange {
  action: 'add' | 'retire';
  placeId: string;
  placeName: string;
  volunteerUid: string;
  volunteerName: string;
  at: number;
}

/** The contact form's messages and their status in the volunteers' inbox. */

export interface ContactMessages {
  put(message: ContactMessage): Promise<void>;
  list(page: PageRequest, filter?: InboxFilter): Promise<Page<ContactMessage>>;
  /** The updated message, or null if there is none. */
  setStatus(
    id: string,
    status: ContactStatus,
    volunteerUid: string,
    at: number,
  ): Promise<ContactMessage | null>;
  /** Account deletion: every message the member sent while signed in, or signed out with the
   * account's email, keeps its place in the inbox with the name "Former member" and no email, phone
   * or text. */
  eraseSender(sender: { uid: string; email?: string }, at: number): Promise<void>;
}

/** What the table keeps per member besides posts and messages: notification settings, the record of
 * posts they joined. Account deletion drops it all, except the revocation mark that keeps their old
 * tokens refused. */
export interface MemberRecords {
  erase(uid: string): Promise<void>;
}

/** Presigned uploads straight from the browser to the bucket. */
export interface Uploads {
  presign(input: {
    purpose: UploadPurpose;
    contentType: ImageType;
    size: number;
    uid: string;
    nowMs: number;
  }): Promise<UploadTicket>;
}

/** The real clock. Use-case tests pass their own; the local stack's test clock moves this one for its
 * in-process handlers and sweep (local/test-clock.ts), and nothing else assigns it. */
export const systemClock: Clock = { now: () => Date.now() };
