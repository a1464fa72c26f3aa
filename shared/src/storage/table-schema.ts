// The single table, as data: the local stack creates it from this and the CDK stack declares it from
// this, so the two can never disagree on a key or an index name. The key builders live beside it, so
// the stream filters (infra) and the event store write and match the same keys. No SDK imports here.

export interface IndexSchema {
  /** GSI name. */
  name: string;
  /** String partition key attribute. */
  partitionKey: string;
  /** String sort key attribute (newest first = ScanIndexForward false). */
  sortKey: string;
}

export const tableSchema = {
  /** Per post: `POST#<id>`; per contact message: `CONTACT#<id>`; per audited post: `AUDIT#<id>`;
   * per member: `MEMBER#<uid>` (SESSION, NOTIFY_PREFS, GIVING (their books given and received), and
   * PARTY#<postId> / CONTACT#<id> records of the posts they joined and the messages they sent, for
   * account deletion: store/member-records.ts; PUSH#<hash> per device with notifications on); per
   * such device its one owner: `PUSHDEVICE#<hash>` / OWNER (store/push-device-store.ts); the meeting
   * places, all in one: `MEETINGPLACES` / `PLACE#<id>` (store/meeting-places-store.ts). */
  partitionKey: 'pk',
  /** `EV#<zero-padded seq>` for events, `STATE` for the projection (or its tombstone). */
  sortKey: 'sk',
  /** Epoch seconds after which DynamoDB may delete the item (rate counters, idempotency records,
   * notification markers). Deletion is late and not guaranteed: code checks expiry itself. */
  timeToLiveAttribute: 'expiresAt',
  indexes: {
    /** All posts of a kind, newest first: `KIND#wishlist` | `KIND#treat`. */
    byKind: { name: 'byKind', partitionKey: 'byKindPk', sortKey: 'listSk' },
    /** A member's own posts of a kind: `OWNER#<uid>#<kind>`. */
    byOwner: { name: 'byOwner', partitionKey: 'byOwnerPk', sortKey: 'listSk' },
    /** Posts a member offered on (wishlists) or requested (treats): `PARTY#<uid>#<kind>`. */
    byParty: { name: 'byParty', partitionKey: 'byPartyPk', sortKey: 'listSk' },
    /** The explore pages' Open only, sparse: only a STATE with status Posted carries
     * `OPEN#wishlist` | `OPEN#treat`, and loses it with the next status; newest first. */
    byOpen: { name: 'byOpen', partitionKey: 'openPk', sortKey: 'listSk' },
    /** Hold timers, sparse: only a STATE with something due carries `DUE`; the sort key is
     * the zero-padded due time (epoch ms) then the post id, so a sweep reads what fell due in order. */
    byDue: { name: 'byDue', partitionKey: 'duePk', sortKey: 'dueSk' },
    /** Book alerts, sparse: only an open post (status Posted, not taken down) carries
     * `MATCH#<kind>#<book key>` (shared/src/domain/book-match.ts), so "open treats of this book" is
     * one Query. */
    byMatch: { name: 'byMatch', partitionKey: 'matchPk', sortKey: 'listSk' },
    /** The gratitude wall, sparse: only a closed post whose thank-you is on the wall
     * (shared/src/domain/thanks-wall.ts) carries `WALL`; the sort key is the zero-padded time of
     * Book Received (epoch ms) then the post id, so a page of the wall is one Query, newest first. */
    byWall: { name: 'byWall', partitionKey: 'wallPk', sortKey: 'wallSk' },
    /** The volunteers' report queue, sparse: only a STATE with open reports (and not taken down)
     * carries `REVIEW`; the sort key is the zero-padded time of its oldest open report (epoch ms)
     * then the post id, so the queue is one Query, longest waiting first. */
    byReview: { name: 'byReview', partitionKey: 'reviewPk', sortKey: 'reviewSk' },
    /** Contact messages for the volunteers' inbox: `INBOX`. */
    inbox: { name: 'inbox', partitionKey: 'inboxPk', sortKey: 'listSk' },
    /** The same messages by status (the inbox's open / resolved filter): `INBOX#open` | `INBOX#resolved`. */
    inboxByStatus: { name: 'inboxByStatus', partitionKey: 'inboxStatusPk', sortKey: 'listSk' },
  },
} as const satisfies {
  partitionKey: string;
  sortKey: string;
  timeToLiveAttribute: string;
  indexes: Record<string, IndexSchema>;
};

export type IndexName = keyof typeof tableSchema.indexes;

/** Every string attribute that is a key of the table or of an index (CreateTable needs them declared). */
export function keyAttributes(): string[] {
  const names = new Set<string>([tableSchema.partitionKey, tableSchema.sortKey]);
  for (const index of Object.values(tableSchema.indexes)) {
    names.add(index.partitionKey);
    names.add(index.sortKey);
  }
  return [...names];
}

const SEQ_DIGITS = 10;

/** A post's partition. */
export const postPk = (postId: string) => `POST#${postId}`;
/** An event's sort key: zero-padded so events sort in seq order. */
export const eventSk = (seq: number) => `EV#${String(seq).padStart(SEQ_DIGITS, '0')}`;
/** The sort key of a post's projection (or its tombstone). */
export const STATE_SK = 'STATE';

/** How an event item's keys begin: the stream's event source mapping filters on these (infra). */
export const EVENT_KEY_PREFIXES = { pk: postPk(''), sk: 'EV#' } as const;

/** Sort key shared by every list index: newest first by creation second, then by id for ties. */
export const listSk = (createdAtSeconds: number, id: string) =>
  `${String(createdAtSeconds).padStart(12, '0')}#${id}`;

/** The wall's one partition: a close is at most one index write, far below a partition's limits. */
export const WALL_PK = 'WALL';
const WALL_AT_DIGITS = 15;
/** The wall's sort key: when the book was received (epoch ms), then the post id for ties. */
export const wallSk = (closedAtMs: number, id: string) =>
  `${String(closedAtMs).padStart(WALL_AT_DIGITS, '0')}#${id}`;

/** A member's giving counts item (books given / received), under their own partition. */
export const GIVING_SK = 'GIVING';

/** The report queue's one partition (domain/reports.ts). */
export const REVIEW_PK = 'REVIEW';
const REVIEW_AT_DIGITS = 15;
/** The queue's sort key: when the oldest open report came (epoch ms), then the post id for ties. */
export const reviewSk = (firstReportMs: number, id: string) =>
  `${String(firstReportMs).padStart(REVIEW_AT_DIGITS, '0')}#${id}`;
