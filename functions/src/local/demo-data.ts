// The demo members and the ids of notable demo posts seeded on first `npm start`. README, start's
// banner and tests read them from here. Local only: these passwords exist nowhere in AWS.

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  volunteer: boolean;
  /** What the account shows off. */
  role: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'wendy@example.org', password: 'bookwish1', name: 'Wendy Park', volunteer: false, role: 'wisher' },
  {
    email: 'gabriel@example.org',
    password: 'bookwish1',
    name: 'Gabriel Singh',
    volunteer: false,
    role: 'giver',
  },
  {
    email: 'tessa@example.org',
    password: 'bookwish1',
    name: 'Tessa Wong',
    volunteer: false,
    role: 'treater',
  },
  {
    email: 'vera@example.org',
    password: 'bookwish1',
    name: 'Vera Moreau',
    volunteer: true,
    role: 'volunteer',
  },
];

/** Fixed ids so tests and README can point at a post in a given state. */
export const demoPostIds = {
  /** Offered 60 days ago and never confirmed: what a volunteer reopens (support e2e). */
  stalledWishlist: 'demo-wish-stalled',
  postedWishlist: 'demo-wish-posted-1',
  offeredWishlist: 'demo-wish-offered',
  confirmedWishlist: 'demo-wish-confirmed',
  fulfilledWishlist: 'demo-wish-fulfilled',
  closedWishlist: 'demo-wish-closed-1',
  postedTreat: 'demo-treat-posted-1',
  /** Can be handed over in person in Kitsilano (Tessa's; one of the demo's in-person treats). */
  inPersonTreat: 'demo-treat-in-person-1',
  requestedTreat: 'demo-treat-requested',
  shippedTreat: 'demo-treat-shipped',
  closedTreat: 'demo-treat-closed-1',
} as const;

/** A generated phone-like photo for a demo post: its colours (upper and lower half), its upright size,
 * and whether it carries EXIF (GPS, orientation, thumbnail) like a phone photo or none like a scan. */
export interface DemoPhoto {
  top: [number, number, number];
  bottom: [number, number, number];
  width: number;
  height: number;
  exif: boolean;
  /** Where the "phone" was (removed by the pipeline, never served). */
  gps?: { lat: number; lon: number };
}

const cover = (
  top: DemoPhoto['top'],
  bottom: DemoPhoto['bottom'],
  exif: boolean,
  gps?: DemoPhoto['gps'],
): DemoPhoto => ({ top, bottom, width: 900, height: 1200, exif, ...(gps ? { gps } : {}) });

const VANCOUVER = { lat: 49.2827, lon: -123.1207 };
const VICTORIA = { lat: 48.4284, lon: -123.3656 };

/** Cover photos by post id (300 KB to 1 MB each before processing); the rest keep the default cover.
 * Few on purpose: each costs about a second of sharp work on every fresh (test) stack. */
export const demoCovers: Readonly<Record<string, DemoPhoto>> = {
  [demoPostIds.postedWishlist]: cover([46, 125, 50], [200, 170, 90], true, VANCOUVER),
  'demo-wish-posted-3': cover([190, 60, 40], [240, 240, 235], true, VICTORIA),
  [demoPostIds.offeredWishlist]: cover([150, 110, 50], [60, 90, 40], true, VANCOUVER),
  [demoPostIds.closedWishlist]: cover([170, 60, 40], [40, 30, 25], false),
  [demoPostIds.postedTreat]: cover([120, 20, 30], [220, 170, 40], true, VANCOUVER),
  [demoPostIds.requestedTreat]: cover([30, 110, 150], [240, 150, 40], true, VICTORIA),
};

/** Thank-you photos (taken at home: GPS that must never reach a visitor). */
export const demoThankYouPhotos: Readonly<Record<string, DemoPhoto>> = {
  [demoPostIds.closedWishlist]: {
    top: [230, 220, 200],
    bottom: [120, 90, 60],
    width: 1200,
    height: 900,
    exif: true,
    gps: VANCOUVER,
  },
  [demoPostIds.closedTreat]: {
    top: [200, 210, 230],
    bottom: [90, 70, 50],
    width: 1200,
    height: 900,
    exif: true,
    gps: VICTORIA,
  },
};
