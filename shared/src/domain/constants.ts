// Business constants and limits of spec section 9 (and DESIGN.md where it decides, e.g. 1 MB = 1,048,576
// bytes for every image). Web and handlers import these; no magic numbers elsewhere.

/** Explore grid on the home page: 12 items, no paging. */
export const HOME_PAGE_SIZE = 12;
/** My Wishlists / My Treats in the profile. */
export const PROFILE_PAGE_SIZE = 12;
/** /wishlists and /treats; also the API's default and maximum `limit`. */
export const LIST_PAGE_SIZE = 30;
export const LIST_PAGE_SIZE_MAX = LIST_PAGE_SIZE;

/** Shown to members as "1MB"; DESIGN.md makes it the real check for every image purpose. */
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const WISHLIST_TYPES = ['Fiction', 'Nonfiction', 'Textbook', 'Other'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];
export const TREAT_TYPES = ['Fiction', 'Nonfiction', 'Other'] as const;
export type TreatType = (typeof TREAT_TYPES)[number];

/** Abuse bounds on one post's STATE item: the ended exchanges' lines kept (the rest are counted;
 * volunteers replay the full events), and the members barred from taking it again after withdrawing
 * or being declined. Together they keep the item far below DynamoDB's 400 KB limit. */
export const ENDED_LINES_KEPT = 5;
export const ENDED_PARTIES_KEPT = 100;

/** Reports (domain/reports.ts): a post reported by this many different members leaves every list,
 * search and visitors' reads until a volunteer decides. A STATE item keeps the newest REPORTS_KEPT
 * open reports (the rest are counted) and remembers the newest ENDED_PARTIES_KEPT reporters, so one
 * member reports a post once. */
export const REPORTS_TO_HIDE = 3;
/** Whose reports weigh (reports.ts): an account at least this old that has finished an exchange or
 * posted, made more than SAME_BATCH_MS away from every other reporter of the post (accounts made
 * together are one hand). Others' reports wait in the volunteers' queue and hide nothing. */
export const ESTABLISHED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
export const SAME_BATCH_MS = 60 * 60 * 1000;
/** Reports one member may make in a day (the last 24 hours); volunteers are not counted. */
export const REPORTS_PER_DAY = 10;
export const REPORTS_KEPT = 20;

/** Abuse bounds on emails: an owner gets at most one "new offer/request" (or withdrawal) email per
 * post in this window (later ones are folded into the next); the book alerts one member's treats
 * cause reach at most this many wishers a UTC day in all; member text in an email is cut to these
 * lengths. */
export const OWNER_EMAIL_WINDOW_MS = 60 * 60 * 1000;
export const ALERTS_PER_MEMBER_DAY = 100;
export const EMAIL_TEXT_MAX = { name: 50, title: 120 } as const;

export const DESKTOP_BREAKPOINT = 800;
export const PASSWORD_MIN = 6;

/** sonner settings (spec section 9). */
export const TOAST = {
  visible: 3,
  durationMs: 4000,
  width: 356,
  gap: 14,
  swipeThreshold: 20,
  removalDelayMs: 200,
} as const;

/** Cover hint: 1.5:1 (height : width of a book cover). */
export const COVER_ASPECT = 1.5;

/** What an upload is for, and the bucket folder it lands in (spec section 3, Images). */
export const UPLOAD_FOLDERS = {
  cover: 'bookCovers',
  treatCover: 'bookTreatImages',
  thankYou: 'thankYouPhotos',
  avatar: 'avatars',
} as const;
export type UploadPurpose = keyof typeof UPLOAD_FOLDERS;
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_FOLDERS) as UploadPurpose[];

/** Largest JSON body a handler reads (images never travel through the API). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Abuse bounds: calls per caller per window, counted per member (uid) or, for visitors,
 * per IP, whatever the answer was. The one copy of these numbers: the local stack and AWS both read
 * them (the API tests may raise them for the files that are not about limits, never `npm start`).
 * Windows start at a caller's first call, so a member who waits Retry-After seconds is let in again. */
export const RATE_LIMITS = {
  /** POST /api/contact: a person writes once; a few retries. */
  contact: { limit: 5, windowSeconds: 60 },
  /** POST /api/wishlists, POST /api/treats. */
  create: { limit: 10, windowSeconds: 60 },
  /** Offer, confirm, fulfil, close, request, ship, withdraw, decline and delete. */
  transition: { limit: 30, windowSeconds: 60 },
  /** POST /api/uploads: one presigned PUT per picked image. */
  upload: { limit: 20, windowSeconds: 60 },
  /** Our account routes (password change, sign-out everywhere, avatar, account deletion): the
   * password check in them must not become a guessing oracle. */
  account: { limit: 10, windowSeconds: 60 },
  /** GET /api/me/export and the volunteers' export for a member: each call reads every post and photo
   * of the member and writes a zip, so a few an hour (a retry after a lost download included). */
  export: { limit: 5, windowSeconds: 60 * 60 },
  /** GET /api/books/lookup and its cover: a member scanning a shelf, not a script walking ISBNs. */
  lookup: { limit: 30, windowSeconds: 60 },
} as const;
export type RateLimitKind = keyof typeof RATE_LIMITS;

/** The time limit of a function that builds a member's data archive: up to the HTTP API's 30 s. A
 * build still unfinished after it died, and the same request's next try builds again. */
export const EXPORT_BUILD_SECONDS = 28;

/** The outer bound in AWS: requests per IP per window to /api/* before CloudFront's WAF blocks
 * (WAF's own minimum window is 60 s and its minimum limit 10). Above every route limit combined. */
export const EDGE_RATE_LIMIT = { limit: 600, windowSeconds: 60 } as const;

/** How long a create or transition's Idempotency-Key is remembered (the first answer is replayed). */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** An Idempotency-Key: a UUID from our client, or any 8 to 128 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/** Text length bounds (not in the spec: sensible limits so one post cannot bloat a list page). */
export const MAX_LENGTH = {
  title: 300,
  author: 300,
  destination: 300,
  price: 100,
  link: 2000,
  message: 2000,
  address: 1000,
  name: 100,
  email: 254,
  phone: 40,
  reason: 1000,
  /** The note of a report whose reason is "other". */
  reportNote: 500,
  url: 2000,
} as const;

export const FOUNDED_YEAR = 2013;
/** The spec's footer copyright year (product spec, section 1), a variable of the footer's one message. */
export const COPYRIGHT_YEAR = 2024;
export const SPOTLIGHT_YEAR = 2025;
export const PRIVACY_UPDATED = '2024-02-16';
export const TERMS_UPDATED = '2024-08-14';

/** Age limits from the terms (13, or 16 in Europe). */
export const MIN_AGE = 13;
export const MIN_AGE_EUROPE = 16;

/** Placeholder examples (spec section 5/9). */
export const PLACEHOLDERS = {
  price: 'CAD 20.00',
  destination: 'Canada',
  treatDestination: 'US, Canada, ...',
  deletePassword: 'Please verify your password',
} as const;

/** Cognito group whose members are volunteers. */
export const VOLUNTEERS_GROUP = 'volunteers';

/** The volunteers' support address (spec section 1 leaves it as {email}); change it here only. */
export const SUPPORT_EMAIL = 'support@bookwish.ca';

/** Hold timers, in days: how long a member has for their step before the post reopens. */
export const HOLD_DAYS = {
  /** An offer not answered with a shipping address. */
  shareAddress: 7,
  /** A confirmed gift not marked sent. */
  sendGift: 14,
  /** A requested treat not shipped. */
  shipTreat: 14,
} as const;
/** The member who must act is reminded this many days before a hold's deadline. */
export const REMINDER_DAYS_BEFORE = 2;
/** The recipient is reminded once, this many days after "sent", to press Book Received. */
export const RECEIPT_REMINDER_DAYS = 10;
/** A closed exchange's shipping address is erased this many days after closing. */
export const ADDRESS_ERASE_DAYS = 30;
/** Deadlines are shown as a date in the product's own time zone (British Columbia). */
export const TIME_ZONE = 'America/Vancouver';

/** A book drive's goal in books, at most (a school library's shelves, with room to spare). */
export const DRIVE_GOAL_MAX = 10_000;

/** Members meeting in person often arrive a little early: "Handed over" (and Book Received at the
 * meeting) counts from this many minutes before the agreed time. */
export const EARLY_HANDOVER_MINUTES = 15;
