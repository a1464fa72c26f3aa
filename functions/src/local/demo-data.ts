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
  requestedTreat: 'demo-treat-requested',
  shippedTreat: 'demo-treat-shipped',
  closedTreat: 'demo-treat-closed-1',
} as const;
