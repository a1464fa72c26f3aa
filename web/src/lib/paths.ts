// The typed table of the SPA's paths (spec section 2). Link with these, never with string literals,
// so a renamed route breaks the type check instead of a link.
export const paths = {
  home: '/',
  login: '/login',
  makeAWish: '/makeawish',
  giveATreat: '/giveatreat',
  wishlists: '/wishlists',
  treats: '/treats',
  wishlist: (id: string) => `/wishlist/${encodeURIComponent(id)}`,
  treat: (id: string) => `/treat/${encodeURIComponent(id)}`,
  profile: '/profile',
  about: '/about',
  bookDonation: '/bookdonation',
  contact: '/contact',
  howItWorks: '/howitworks',
  privacy: '/privacy',
  terms: '/terms',
  event: '/event',
  event2: '/event2',
  writerSpotlight1: '/writerspotlight1',
  writerSpotlight2: '/writerspotlight2',
  support: '/support',
  supportImpact: '/support/impact',
  supportGiveaways: '/support/giveaways',
  // Writer's Spotlight: the member's application, the volunteers' inbox, an interview by its slug.
  spotlightApply: '/event/apply',
  supportSpotlight: '/support/spotlight',
  interview: (slug: string) => `/writerspotlight/${encodeURIComponent(slug)}`,
  supportDrives: '/support/drives',
  drive: (id: string) => `/drive/${encodeURIComponent(id)}`,
  search: '/search',
  thanks: '/thanks',
} as const;

/** Static images shipped with the SPA (web/public/img). Not under /images/: that prefix is the bucket. */
export const staticImages = {
  logo: '/img/logo.svg',
  logoSmall: '/img/logo-small.svg',
  defaultCover: '/img/default-cover.svg',
  defaultAvatar: '/img/default-avatar.svg',
} as const;
