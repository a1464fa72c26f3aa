// The SPA's routes as data (spec section 2): the router (web/src/app/router.tsx), the build's
// prerender (web/vite.config.ts), the local front and CloudFront's 404 all read this one list, so a
// path is a page everywhere or nowhere. Titles match each page's own <title>.

import { SPOTLIGHT_YEAR } from '../domain/constants.ts';

export interface StaticPage {
  path: string;
  title: string;
  description: string;
}

const SITE_DESCRIPTION =
  'Bookwish is a volunteer-run nonprofit in British Columbia where neighbours post book wishes, give away spare books and gift reading to one another.';

/** Every page without a parameter, with the head its served HTML carries before any JavaScript. */
export const staticPages: readonly StaticPage[] = [
  { path: '/', title: 'Bookwish · Gift a book, grant a wish', description: SITE_DESCRIPTION },
  { path: '/login', title: 'Log In · Bookwish', description: 'Log in or create your Bookwish account.' },
  {
    path: '/makeawish',
    title: 'Make a Wish · Bookwish',
    description: 'Post a book you would love to read, and a neighbour may gift it to you.',
  },
  {
    path: '/giveatreat',
    title: 'Give a Treat · Bookwish',
    description: 'Give a spare book to a reader who wants it.',
  },
  {
    path: '/wishlists',
    title: 'Explore Wishlists · Bookwish',
    description: 'Books members of Bookwish are wishing for. Gift one and make a reader’s day.',
  },
  {
    path: '/treats',
    title: 'Explore Treats · Bookwish',
    description: 'Spare books members of Bookwish are giving away. Request one for free.',
  },
  {
    path: '/search',
    title: 'Search · Bookwish',
    description: 'Search wishlists and treats by title or author.',
  },
  {
    path: '/thanks',
    title: 'Gratitude Wall · Bookwish',
    description:
      'Thank-you notes from Bookwish members whose books arrived, shared by the readers who wrote them.',
  },
  { path: '/profile', title: 'Your profile · Bookwish', description: 'Your wishes, treats and account.' },
  { path: '/contact', title: 'Contact · Bookwish', description: 'Write to the Bookwish volunteers.' },
  { path: '/support', title: 'Support · Bookwish', description: 'Bookwish volunteer support.' },
  {
    path: '/support/impact',
    title: 'Impact · Bookwish',
    description: 'What Bookwish did for readers, month by month, for volunteers.',
  },
  {
    path: '/support/giveaways',
    title: 'Giveaways · Bookwish',
    description: 'Set up, draw and send the prizes of Bookwish giveaways, for volunteers.',
  },
  {
    path: '/support/drives',
    title: 'Book drives · Bookwish',
    description: 'Open, follow and close book drives, for volunteers.',
  },
  {
    path: '/about',
    title: 'About Us · Bookwish',
    description: 'Who we are: a small British Columbia nonprofit that gets books to people who want them.',
  },
  {
    path: '/bookdonation',
    title: 'Book Donation · Bookwish',
    description: 'Donate books to Bookwish and where they go.',
  },
  {
    path: '/howitworks',
    title: 'How It Works · Bookwish',
    description: 'Post a wish, share your list, and a neighbour gifts you the book.',
  },
  { path: '/privacy', title: 'Privacy Policy · Bookwish', description: 'How Bookwish handles your data.' },
  { path: '/terms', title: 'Terms of Service · Bookwish', description: 'The terms of using Bookwish.' },
  {
    path: '/event',
    title: `Writer's Spotlight ${SPOTLIGHT_YEAR} · Bookwish`,
    description: `Writer's Spotlight ${SPOTLIGHT_YEAR}: local writers on the books that made them.`,
  },
  {
    path: '/event2',
    title: 'Book Extravaganza · Bookwish',
    description: 'The Bookwish Book Extravaganza.',
  },
  {
    path: '/writerspotlight1',
    title: 'Writer Spotlight: Elena Park · Bookwish',
    description: 'An interview with Elena Park, poet and picture-book author.',
  },
  {
    path: '/writerspotlight2',
    title: 'Writer Spotlight: Jonah Whitfield · Bookwish',
    description: 'An interview with Jonah Whitfield.',
  },
  // Writer's Spotlight: a member's application, the volunteers' inbox.
  {
    path: '/event/apply',
    title: "Apply to the Writer's Spotlight · Bookwish",
    description:
      "Answer the ten questions of the Writer's Spotlight and send them to the Bookwish volunteers.",
  },
  {
    path: '/support/spotlight',
    title: "Writer's Spotlight applications · Bookwish",
    description: "Writer's Spotlight applications and interviews, for volunteers.",
  },
];

/** The explore pages whose served HTML carries the first page of their plain list. */
export const listPages = {
  wishlist: '/wishlists',
  treat: '/treats',
} as const;

/** The gratitude wall, whose served HTML carries its first page (as the explore pages do). */
export const wallPage = '/thanks';

/** The pages of one post, answered with that post's share tags. */
export const postPages = {
  wishlist: '/wishlist/:id',
  treat: '/treat/:id',
} as const;

/** A published Writer's Spotlight interview's page, by its slug (the app reads the interview). */
export const interviewPage = '/writerspotlight/:slug';
const INTERVIEW_PATH = /^\/writerspotlight\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** A book drive's page. */
export const drivePage = '/drive/:id';

export const notFoundPage = {
  title: 'Page not found · Bookwish',
  description: "Sorry, we couldn't find the page you're looking for.",
} as const;

export type AppRoute =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'wishlist' | 'treat'; id: string }
  | { kind: 'interview'; slug: string }
  | { kind: 'drive'; id: string }
  | { kind: 'not-found' };

const byPath = new Map(staticPages.map((page) => [page.path, page]));

/** Which page of the app a path is. A trailing slash is the same page; anything else is not found. */
export function matchAppRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const page = byPath.get(path);
  if (page) return { kind: 'static', page };
  const post = /^\/(wishlist|treat|drive)\/([^/]+)$/.exec(path);
  if (post?.[1] && post[2]) {
    let id: string;
    try {
      id = decodeURIComponent(post[2]);
    } catch {
      return { kind: 'not-found' };
    }
    return { kind: post[1] as 'wishlist' | 'treat' | 'drive', id };
  }
  const interview = INTERVIEW_PATH.exec(path);
  if (interview?.[1]) return { kind: 'interview', slug: interview[1] };
  return { kind: 'not-found' };
}
