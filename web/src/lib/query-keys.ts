// Every query key of the SPA in this one table (the only convention: no inline arrays in features),
// so a mutation invalidates exactly what it changed, across features.
import type { PostKind } from '@bookwish/shared/domain/types';
import { currentUser } from './session.ts';

/** Whose data a member-scoped key holds (the signed-in member unless named): another member signing
 * in on this tab never reads the previous member's lists or profile from the cache. */
function member(): string {
  return currentUser()?.uid ?? '';
}

export const queryKeys = {
  /** Everything about one kind: every list and every detail of wishlists (or treats). */
  kind: (kind: PostKind) => [kind] as const,
  lists: (kind: PostKind) => [kind, 'list'] as const,
  /** A page of a list; with the explore pages' filters (no search words), the filtered list's page. A
   * member's own list (any scope but 'all') names the member. */
  list: (kind: PostKind, scope: string, limit: number, cursor: string | null, filters?: object) => {
    const whose = scope === 'all' ? scope : `${scope}:${member()}`;
    return filters
      ? ([kind, 'list', whose, limit, cursor, filters] as const)
      : ([kind, 'list', whose, limit, cursor] as const);
  },
  post: (kind: PostKind, id: string) => [kind, 'post', id] as const,
  /** One viewer's view of a post (null: a visitor's): signing in or out shows a different view. */
  postView: (kind: PostKind, id: string, uid: string | null) => [kind, 'post', id, uid] as const,
  /** The thank-you notes quoted on the home page (What Our Recipients Say). */
  thankYouNotes: () => ['home', 'thank-you-notes'] as const,
  /** The public meeting places of one area (a treat handed over in person). */
  meetingPlaces: (area: string) => ['meeting-places', area] as const,
  /** The treater's packing slip of a treat (under the post, so a step that changes it drops it). */
  packingSlip: (id: string) => ['treat', 'post', id, 'packing-slip'] as const,
  /** Everything of the gratitude wall: its pages, and the member's own thank-yous on it. */
  thanks: () => ['thanks'] as const,
  /** A page of the gratitude wall (the home page's few are its first page, smaller). */
  thanksWall: (limit: number, cursor: string | null) => ['thanks', 'wall', limit, cursor] as const,
  /** The member's closed posts whose thank-you is on the wall (profile). */
  myWallThanks: (uid = member()) => ['thanks', 'mine', uid] as const,
  /** The member's books given and received (profile). */
  giving: (uid = member()) => ['me', uid, 'giving'] as const,
  supportPost: (id: string) => ['support', 'post', id] as const,
  /** Every page of the volunteers' contact inbox. */
  supportInboxes: () => ['support', 'inbox'] as const,
  supportInbox: (cursor: string | null, status: string, q: string) =>
    ['support', 'inbox', status, q, cursor] as const,
  supportMember: (email: string) => ['support', 'member', email] as const,
  supportImpact: (year: string) => ['support', 'impact', year] as const,
  /** Every page of the volunteers' report queue. */
  supportReports: () => ['support', 'reports'] as const,
  supportReportsPage: (cursor: string | null) => ['support', 'reports', cursor ?? ''] as const,
  /** The support desk's meeting places and the newest changes to them. */
  supportMeetingPlaces: () => ['support', 'meeting-places'] as const,
  /** Account Setting's email notification switches. */
  notificationPrefs: (uid = member()) => ['me', uid, 'notifications'] as const,
  /** Account Setting's switch for notifications on this device (the browser's and the server's view). */
  pushDevice: (uid = member()) => ['me', uid, 'push'] as const,
  /** The events page's running giveaway (public), a member's own entries in it, the console's list. */
  currentGiveaway: () => ['giveaway', 'current'] as const,
  myGiveawayEntries: (uid = member()) => ['giveaway', 'mine', uid] as const,
  supportGiveaways: () => ['support', 'giveaways'] as const,
  /** Writer's Spotlight: the published interviews (the list, and each by its slug). */
  spotlightInterviews: () => ['spotlight', 'interviews'] as const,
  spotlightInterview: (slug: string) => ['spotlight', 'interviews', slug] as const,
  /** Where a member's own Writer's Spotlight applications stand. */
  mySpotlightApplications: (uid = member()) => ['spotlight', 'mine', uid] as const,
  /** The volunteers' Writer's Spotlight inbox. */
  supportSpotlight: () => ['support', 'spotlight'] as const,
  /** Book drives: everything of them (a volunteer's open or close changes every read). */
  drives: () => ['drives'] as const,
  /** The drives open now and the running one (Make a Wish's choice, the home banner). */
  openDrives: () => ['drives', 'open'] as const,
  /** A drive's page. */
  drive: (id: string) => ['drives', 'drive', id] as const,
  /** The console's list of every drive. */
  supportDrives: () => ['drives', 'support'] as const,
  /** A search, with the explore pages' filters when it has any. */
  search: (q: string, cursor: string | null, filters: object = {}) => ['search', q, cursor, filters] as const,
};
