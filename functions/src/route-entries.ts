// What each function runs, named so that the compiler checks it. A route (or a background function)
// names a module under functions/src/ and either the `handler` it exports (handlerIn) or the route
// maker it exports and that maker's arguments (madeBy). The bundler writes each function's entry from
// that (infra/src/handler-build.ts), so a function holds its module and what that imports, nothing
// else; the local front imports the same module in-process (local/entries.ts).
// Type-only imports: nothing here is loaded at run time, and every function reads the route table.

import type * as booksCover from './handlers/books-cover.ts';
import type * as booksLookup from './handlers/books-lookup.ts';
import type * as contactCreate from './handlers/contact-create.ts';
// Book drives.
import type * as driveGet from './handlers/drive-get.ts';
import type * as drivesList from './handlers/drives-list.ts';
import type * as giveawayCurrent from './handlers/giveaway-current.ts';
import type * as giveawayEntries from './handlers/giveaway-entries.ts';
import type * as meAvatar from './handlers/me-avatar.ts';
import type * as meDelete from './handlers/me-delete.ts';
import type * as meExport from './handlers/me-export.ts';
import type * as meGiveawayEntries from './handlers/me-giveaway-entries.ts';
import type * as meGiving from './handlers/me-giving.ts';
import type * as meNotificationsGet from './handlers/me-notifications-get.ts';
import type * as meNotificationsUpdate from './handlers/me-notifications-update.ts';
import type * as mePassword from './handlers/me-password.ts';
import type * as meProfile from './handlers/me-profile.ts';
import type * as mePushAdd from './handlers/me-push-add.ts';
import type * as mePushKey from './handlers/me-push-key.ts';
import type * as mePushRemove from './handlers/me-push-remove.ts';
import type * as meSignOut from './handlers/me-sign-out.ts';
import type * as meSpotlightApplications from './handlers/me-spotlight-applications.ts';
import type * as meTreats from './handlers/me-treats.ts';
import type * as meWishlists from './handlers/me-wishlists.ts';
import type * as meetingPlacesList from './handlers/meeting-places-list.ts';
import type * as notifyStream from './handlers/notify-stream.ts';
import type * as postConfirmation from './handlers/post-confirmation.ts';
import type * as preSignUp from './handlers/pre-sign-up.ts';
import type * as searchModule from './handlers/search.ts';
import type * as searchIndexStream from './handlers/search-index-stream.ts';
import type * as spotlightApply from './handlers/spotlight-apply.ts';
import type * as spotlightInterview from './handlers/spotlight-interview.ts';
import type * as spotlightInterviews from './handlers/spotlight-interviews.ts';
import type * as supportActions from './handlers/support-actions.ts';
import type * as supportContactList from './handlers/support-contact-list.ts';
import type * as supportContactUpdate from './handlers/support-contact-update.ts';
import type * as supportDriveClose from './handlers/support-drive-close.ts';
import type * as supportDriveOpen from './handlers/support-drive-open.ts';
import type * as supportDrivesList from './handlers/support-drives-list.ts';
import type * as supportEvents from './handlers/support-events.ts';
import type * as supportGiveawayDraw from './handlers/support-giveaway-draw.ts';
import type * as supportGiveawaySave from './handlers/support-giveaway-save.ts';
import type * as supportGiveawayWinner from './handlers/support-giveaway-winner.ts';
import type * as supportGiveaways from './handlers/support-giveaways.ts';
import type * as supportImpact from './handlers/support-impact.ts';
import type * as supportMeetingPlacesAdd from './handlers/support-meeting-places-add.ts';
import type * as supportMeetingPlacesList from './handlers/support-meeting-places-list.ts';
import type * as supportMeetingPlacesRetire from './handlers/support-meeting-places-retire.ts';
import type * as supportMemberExport from './handlers/support-member-export.ts';
import type * as supportMemberPosts from './handlers/support-member-posts.ts';
import type * as supportMemberSuspend from './handlers/support-member-suspend.ts';
import type * as supportReports from './handlers/support-reports.ts';
import type * as supportSpotlightDecide from './handlers/support-spotlight-decide.ts';
import type * as supportSpotlightList from './handlers/support-spotlight-list.ts';
import type * as supportSpotlightPublish from './handlers/support-spotlight-publish.ts';
import type * as thanksList from './handlers/thanks-list.ts';
import type * as timersSweep from './handlers/timers-sweep.ts';
import type * as treatPackingSlip from './handlers/treat-packing-slip.ts';
import type * as unsubscribe from './handlers/unsubscribe.ts';
import type * as uploadsCreate from './handlers/uploads-create.ts';
import type * as createRoute from './http/create-route.ts';
import type * as driveTagRoute from './http/drive-tag-route.ts';
import type * as postDeleteRoute from './http/post-delete-route.ts';
import type * as postDetailRoute from './http/post-detail-route.ts';
import type * as postImageRoutes from './http/post-image-routes.ts';
import type * as postRoutes from './http/post-routes.ts';
import type * as proposeRoute from './http/propose-route.ts';
import type * as reportRoute from './http/report-route.ts';
import type * as transitionRoute from './http/transition-route.ts';

/** Every module a function may start from, by its path under functions/src/. A route that names a
 * module missing here, a listed module whose file is gone, a maker it does not export or the wrong
 * arguments for it: each fails tsc. A new handler module gets its line here. */
export interface EntryModules {
  'handlers/books-cover.ts': typeof booksCover;
  'handlers/books-lookup.ts': typeof booksLookup;
  'handlers/contact-create.ts': typeof contactCreate;
  'handlers/giveaway-current.ts': typeof giveawayCurrent;
  'handlers/giveaway-entries.ts': typeof giveawayEntries;
  'handlers/me-giveaway-entries.ts': typeof meGiveawayEntries;
  'handlers/me-spotlight-applications.ts': typeof meSpotlightApplications;
  'handlers/support-giveaway-draw.ts': typeof supportGiveawayDraw;
  'handlers/support-giveaway-save.ts': typeof supportGiveawaySave;
  'handlers/support-giveaway-winner.ts': typeof supportGiveawayWinner;
  'handlers/support-giveaways.ts': typeof supportGiveaways;
  // Book drives.
  'handlers/drive-get.ts': typeof driveGet;
  'handlers/drives-list.ts': typeof drivesList;
  'handlers/support-drive-close.ts': typeof supportDriveClose;
  'handlers/support-drive-open.ts': typeof supportDriveOpen;
  'handlers/support-drives-list.ts': typeof supportDrivesList;
  'handlers/me-avatar.ts': typeof meAvatar;
  'handlers/me-delete.ts': typeof meDelete;
  'handlers/me-export.ts': typeof meExport;
  'handlers/me-giving.ts': typeof meGiving;
  'handlers/me-notifications-get.ts': typeof meNotificationsGet;
  'handlers/support-member-suspend.ts': typeof supportMemberSuspend;
  'handlers/support-reports.ts': typeof supportReports;
  'handlers/me-push-add.ts': typeof mePushAdd;
  'handlers/me-push-key.ts': typeof mePushKey;
  'handlers/me-push-remove.ts': typeof mePushRemove;
  'handlers/me-notifications-update.ts': typeof meNotificationsUpdate;
  'handlers/me-password.ts': typeof mePassword;
  'handlers/me-profile.ts': typeof meProfile;
  'handlers/me-sign-out.ts': typeof meSignOut;
  'handlers/me-treats.ts': typeof meTreats;
  'handlers/me-wishlists.ts': typeof meWishlists;
  'handlers/meeting-places-list.ts': typeof meetingPlacesList;
  'handlers/notify-stream.ts': typeof notifyStream;
  'handlers/post-confirmation.ts': typeof postConfirmation;
  'handlers/pre-sign-up.ts': typeof preSignUp;
  'handlers/search-index-stream.ts': typeof searchIndexStream;
  'handlers/search.ts': typeof searchModule;
  'handlers/support-actions.ts': typeof supportActions;
  'handlers/support-contact-list.ts': typeof supportContactList;
  'handlers/support-contact-update.ts': typeof supportContactUpdate;
  'handlers/support-events.ts': typeof supportEvents;
  'handlers/support-impact.ts': typeof supportImpact;
  'handlers/support-meeting-places-add.ts': typeof supportMeetingPlacesAdd;
  'handlers/support-meeting-places-list.ts': typeof supportMeetingPlacesList;
  'handlers/support-meeting-places-retire.ts': typeof supportMeetingPlacesRetire;
  'handlers/support-member-export.ts': typeof supportMemberExport;
  'handlers/support-member-posts.ts': typeof supportMemberPosts;
  // Writer's Spotlight: applications, the volunteers' inbox, published interviews.
  'handlers/spotlight-apply.ts': typeof spotlightApply;
  'handlers/spotlight-interview.ts': typeof spotlightInterview;
  'handlers/spotlight-interviews.ts': typeof spotlightInterviews;
  'handlers/support-spotlight-decide.ts': typeof supportSpotlightDecide;
  'handlers/support-spotlight-list.ts': typeof supportSpotlightList;
  'handlers/support-spotlight-publish.ts': typeof supportSpotlightPublish;
  'handlers/thanks-list.ts': typeof thanksList;
  'handlers/timers-sweep.ts': typeof timersSweep;
  'handlers/treat-packing-slip.ts': typeof treatPackingSlip;
  'handlers/unsubscribe.ts': typeof unsubscribe;
  'handlers/uploads-create.ts': typeof uploadsCreate;
  'http/create-route.ts': typeof createRoute;
  'http/drive-tag-route.ts': typeof driveTagRoute;
  'http/post-delete-route.ts': typeof postDeleteRoute;
  'http/post-detail-route.ts': typeof postDetailRoute;
  'http/post-image-routes.ts': typeof postImageRoutes;
  'http/post-routes.ts': typeof postRoutes;
  'http/propose-route.ts': typeof proposeRoute;
  'http/report-route.ts': typeof reportRoute;
  'http/transition-route.ts': typeof transitionRoute;
}

/** What a maker's arguments may be: written into the generated entry as JSON. */
type Json = string | number | boolean | null;
/** A Lambda handler, as an entry's module exports it or its maker returns it. */
type LambdaHandler = (event: never, context: never) => unknown;
type ModulePath = keyof EntryModules;

/** The modules that export a `handler` of their own. */
type HandlerModule = {
  [M in ModulePath]: EntryModules[M] extends { handler: LambdaHandler } ? M : never;
}[ModulePath];

/** A module's route makers: exported functions of JSON arguments that return a handler. */
type MakerOf<M extends ModulePath> = {
  [E in keyof EntryModules[M]]: EntryModules[M][E] extends (...args: infer A) => LambdaHandler
    ? A extends readonly Json[]
      ? E
      : never
    : never;
}[keyof EntryModules[M]] &
  string;

type MakerArgs<M extends ModulePath, E extends MakerOf<M>> = EntryModules[M][E] extends (
  ...args: infer A
) => LambdaHandler
  ? A
  : never;

export interface Entry {
  /** Under functions/src/, e.g. handlers/search.ts. */
  module: ModulePath;
  /** The export: `handler` itself, or the maker called with `args`. */
  export: string;
  args?: readonly Json[];
}

/** The function runs the `handler` its module exports. */
export function handlerIn(module: HandlerModule): Entry {
  return { module, export: 'handler' };
}

/** The function runs what the module's maker returns for these arguments, e.g.
 * madeBy('http/post-routes.ts', 'listRoute', 'wishlist'). */
export function madeBy<M extends ModulePath, E extends MakerOf<M>>(
  module: M,
  make: E,
  ...args: MakerArgs<M, E>
): Entry {
  return { module, export: make, args: args as readonly Json[] };
}
