// The one route table. The CDK app (one function + one HTTP API route each, with these grants) and the
// local front (API Gateway v2 events) both read it, so a route cannot exist in one and not the other.
// Each route's rate limit and edge caching come from route-policies.ts, the small table the functions
// themselves read (no function carries this one); the steps come from their schema-free table
// (step-routes.ts), and each route's code is named by an entry the compiler checks (route-entries.ts),
// bundled only into its own function.

import type { RateLimitKind, UploadPurpose } from '@bookwish/shared/domain/constants';
import { actionSlug, actionsOf, stepPath, stepRoute } from '@bookwish/shared/domain/step-routes';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { IndexName } from '@bookwish/shared/storage/table-schema';
import { type Entry, handlerIn, madeBy } from './route-entries.ts';
import { routePolicy } from './route-policies.ts';

export type { Entry } from './route-entries.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The user pool operations a function may call (IAM actions cognito-idp:<operation>). The first three
 * only read, signed by the function itself (aws/cognito-reads.ts); the others write, with the client. */
export const USER_POOL_READS = ['AdminGetUser', 'ListUsers', 'AdminListGroupsForUser'] as const;
export type UserPoolOperation =
  | (typeof USER_POOL_READS)[number]
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut'
  | 'AdminDeleteUser'
  | 'AdminDisableUser';

/** What a route's function may touch. CDK turns this into least-privilege grants (infra/src/route-grants.ts),
 * and `npm test` holds every call the suites see a function make to them (infra/src/iam-check.ts). */
export interface Access {
  /** read: GetItem, BatchGetItem, Query on the table; write: + PutItem, UpdateItem; delete: + DeleteItem
   * and BatchWriteItem (a post's or an account's items, a device). */
  table?: 'read' | 'write' | 'delete';
  /** The table indexes it Queries, and no other (IAM authorises a Query of an index on the index). */
  indexes?: readonly IndexName[];
  /** read: HeadObject/GetObject; write: + DeleteObject; presign: may sign PUTs (PutObject), nothing else;
   * attach: read and delete the upload, write its processed variants (these functions carry sharp). */
  bucket?: 'read' | 'write' | 'presign' | 'attach';
  /** attach: the purposes of the uploads it reads and deletes, each its own folder (UPLOAD_FOLDERS). */
  uploads?: readonly UploadPurpose[];
  /** The user pool operations it calls, exactly: the volunteer check (AdminListGroupsForUser), a member
   * by email (ListUsers), an account still there (AdminGetUser); a member's own name or picture
   * (AdminUpdateUserAttributes), sign-out everywhere (AdminUserGlobalSignOut, their own sessions by the
   * handler), deletion (AdminDeleteUser, only DELETE /api/me), suspension (AdminDisableUser). */
  users?: readonly UserPoolOperation[];
  /** Reads the secret that signs and checks unsubscribe links (aws/notify-secret.ts). */
  notifySecret?: boolean;
  /** read: GetObject on the stored search index (search/ in the bucket), nothing else there. */
  search?: 'read';
  /** Members' data archives under exports/ in the bucket: make writes one and signs its download link
   * (GetObject, PutObject there, nothing else); erase deletes them with the account. */
  exports?: 'make' | 'erase';
  /** Calls Open Library (the internet, no AWS grant): its function gets the OPEN_LIBRARY_* settings. */
  openLibrary?: boolean;
  /** Reads the push keys' secret (aws/vapid-keys.ts): the public half for a browser to subscribe with. */
  vapidKeys?: boolean;
  /** Sends email itself (ses:SendEmail from the notifier's sender; its function gets the mail settings):
   * a volunteer's decision on a Writer's Spotlight application, which is no post event. */
  mail?: boolean;
}

export interface Route {
  method: Method;
  /** API Gateway v2 style path, e.g. /api/wishlists/{id} */
  path: string;
  /** The function's name (its CDK ids, its logs), unique: kebab-case, e.g. wishlist-get. */
  handler: string;
  /** What the function runs: handlerIn('handlers/x.ts') or madeBy(module, maker, ...args). */
  entry: Entry;
  access: Access;
  /** Per-caller abuse bound (shared RATE_LIMITS), the same locally and in AWS (http/rate-limit.ts);
   * from route-policies.ts, as edgeCache. */
  limit?: RateLimitKind;
  /** 'visitors': a signed-out read, the same for every visitor, so CloudFront (and the local front)
   * keep it for everyone a short while (http/edge-cache.ts); a member's read of it never is kept. */
  edgeCache?: 'visitors';
}

/** POST /api/{kind}s/{id}/{action} for each step of the table: function `{kind}-{action}`, its
 * entry the one step route made for that step (each bundled on its own); a step that takes a photo
 * may attach images, and only its function carries the image pipeline; a report reads when its
 * reporter's account was made (the user pool), and only its function may. */
function transitionRoutes(): Route[] {
  return (['wishlist', 'treat'] as const satisfies readonly PostKind[]).flatMap((kind) =>
    actionsOf(kind).map((action): Route => {
      const step = stepRoute(kind, action);
      return {
        method: 'POST',
        path: stepPath(kind, action),
        handler: `${kind}-${actionSlug(action)}`,
        entry: step.photo
          ? madeBy('http/post-image-routes.ts', 'photoStepRoute', kind, action)
          : action === 'report'
            ? madeBy('http/report-route.ts', 'reportRoute', kind)
            : // Adding a wish to a book drive reads the drive first (drive-tag-route.ts).
              action === 'tagDrive'
              ? madeBy('http/drive-tag-route.ts', 'driveTagRoute')
              : kind === 'treat' && action === 'propose'
                ? madeBy('http/propose-route.ts', 'proposeRoute')
                : madeBy('http/transition-route.ts', 'transitionRoute', kind, action),
        // The one step with a photo is the thank-you of Book Received (close). A report reads its
        // reporter's standing: the account's date and volunteer group in the pool, their posts (byOwner).
        // A proposal reads the meeting places it names (items of the same table).
        access: step.photo
          ? { table: 'write', bucket: 'attach', uploads: ['thankYou'] }
          : action === 'report'
            ? { table: 'write', indexes: ['byOwner'], users: ['AdminGetUser', 'AdminListGroupsForUser'] }
            : { table: 'write' },
      };
    }),
  );
}

const table: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/wishlists',
    handler: 'wishlists-list',
    entry: madeBy('http/post-routes.ts', 'listRoute', 'wishlist'),
    access: { table: 'read', indexes: ['byKind', 'byOpen'] },
  },
  {
    method: 'GET',
    path: '/api/treats',
    handler: 'treats-list',
    entry: madeBy('http/post-routes.ts', 'listRoute', 'treat'),
    access: { table: 'read', indexes: ['byKind', 'byOpen'] },
  },
  {
    method: 'GET',
    path: '/api/thanks',
    handler: 'thanks-list',
    entry: handlerIn('handlers/thanks-list.ts'),
    access: { table: 'read', indexes: ['byWall'] },
  },
  {
    method: 'GET',
    path: '/api/me/giving',
    handler: 'me-giving',
    entry: handlerIn('handlers/me-giving.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/me/wishlists',
    handler: 'me-wishlists',
    entry: handlerIn('handlers/me-wishlists.ts'),
    access: { table: 'read', indexes: ['byOwner', 'byParty'] },
  },
  {
    method: 'GET',
    path: '/api/me/treats',
    handler: 'me-treats',
    entry: handlerIn('handlers/me-treats.ts'),
    access: { table: 'read', indexes: ['byOwner', 'byParty'] },
  },
  {
    method: 'GET',
    path: '/api/wishlists/{id}',
    handler: 'wishlist-get',
    entry: madeBy('http/post-detail-route.ts', 'postDetailRoute', 'wishlist'),
    access: { table: 'read', indexes: ['byMatch'], users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'GET',
    path: '/api/treats/{id}',
    handler: 'treat-get',
    entry: madeBy('http/post-detail-route.ts', 'postDetailRoute', 'treat'),
    access: { table: 'read', indexes: ['byMatch'], users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/wishlists',
    handler: 'wishlist-create',
    entry: madeBy('http/create-route.ts', 'createRoute', 'wishlist'),
    access: { table: 'write', bucket: 'attach', uploads: ['cover'] },
  },
  {
    method: 'POST',
    path: '/api/treats',
    handler: 'treat-create',
    entry: madeBy('http/create-route.ts', 'createRoute', 'treat'),
    access: { table: 'write', bucket: 'attach', uploads: ['treatCover'] },
  },
  {
    method: 'DELETE',
    path: '/api/wishlists/{id}',
    handler: 'wishlist-delete',
    entry: madeBy('http/post-delete-route.ts', 'deleteRoute', 'wishlist'),
    access: { table: 'delete', bucket: 'write' },
  },
  {
    method: 'DELETE',
    path: '/api/treats/{id}',
    handler: 'treat-delete',
    entry: madeBy('http/post-delete-route.ts', 'deleteRoute', 'treat'),
    access: { table: 'delete', bucket: 'write' },
  },
  // Every exchange step, from the step registry (shared/src/domain/steps/index.ts).
  ...transitionRoutes(),
  // The treater's packing slip: never cached (it carries the recipient's address).
  {
    method: 'GET',
    path: '/api/treats/{id}/packing-slip',
    handler: 'treat-packing-slip',
    entry: handlerIn('handlers/treat-packing-slip.ts'),
    access: { table: 'read' },
  },
  {
    method: 'POST',
    path: '/api/uploads',
    handler: 'uploads-create',
    entry: handlerIn('handlers/uploads-create.ts'),
    // write: its rate-limit counter.
    access: { table: 'write', bucket: 'presign' },
  },
  {
    method: 'POST',
    path: '/api/contact',
    handler: 'contact-create',
    entry: handlerIn('handlers/contact-create.ts'),
    access: { table: 'write' },
  },
  {
    method: 'PUT',
    path: '/api/me/avatar',
    handler: 'me-avatar',
    entry: handlerIn('handlers/me-avatar.ts'),
    access: { table: 'write', bucket: 'attach', uploads: ['avatar'], users: ['AdminUpdateUserAttributes'] },
  },
  {
    method: 'PUT',
    path: '/api/me/profile',
    handler: 'me-profile',
    entry: handlerIn('handlers/me-profile.ts'),
    access: { table: 'write', users: ['AdminUpdateUserAttributes'] },
  },
  {
    method: 'DELETE',
    path: '/api/me',
    handler: 'me-delete',
    entry: handlerIn('handlers/me-delete.ts'),
    access: {
      table: 'delete',
      indexes: ['byOwner', 'byParty', 'inbox'],
      bucket: 'write',
      users: ['AdminUserGlobalSignOut', 'AdminDeleteUser'],
      exports: 'erase',
    },
  },
  // My data as a zip (read the posts and photos, keep the zip under exports/, answer its link).
  {
    method: 'GET',
    path: '/api/me/export',
    handler: 'me-export',
    entry: handlerIn('handlers/me-export.ts'),
    access: { table: 'write', indexes: ['byOwner', 'byParty'], bucket: 'read', exports: 'make' },
  },
  {
    method: 'GET',
    path: '/api/support/posts/{id}/events',
    handler: 'support-events',
    entry: handlerIn('handlers/support-events.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/posts/{id}/actions',
    handler: 'support-actions',
    entry: handlerIn('handlers/support-actions.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  // The report queue (one Query of byReview) and suspending a member (volunteers only).
  {
    method: 'GET',
    path: '/api/support/reports',
    handler: 'support-reports',
    entry: handlerIn('handlers/support-reports.ts'),
    access: { table: 'read', indexes: ['byReview'], users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/members/{uid}/suspend',
    handler: 'support-member-suspend',
    entry: handlerIn('handlers/support-member-suspend.ts'),
    // delete: the member's push devices.
    access: {
      table: 'delete',
      indexes: ['byOwner', 'byParty'],
      users: ['AdminGetUser', 'AdminListGroupsForUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
    },
  },
  // The impact figures: aggregates of the stream's projection, one Query (volunteers only).
  {
    method: 'GET',
    path: '/api/support/impact',
    handler: 'support-impact',
    entry: handlerIn('handlers/support-impact.ts'),
    access: { table: 'read', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'GET',
    path: '/api/support/contact',
    handler: 'support-contact-list',
    entry: handlerIn('handlers/support-contact-list.ts'),
    access: { table: 'write', indexes: ['inbox', 'inboxByStatus'], users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'PATCH',
    path: '/api/support/contact/{id}',
    handler: 'support-contact-update',
    entry: handlerIn('handlers/support-contact-update.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  // The meeting places: anyone reads an area's; volunteers list them all, add and retire (recorded).
  {
    method: 'GET',
    path: '/api/meeting-places',
    handler: 'meeting-places-list',
    entry: handlerIn('handlers/meeting-places-list.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/support/meeting-places',
    handler: 'support-meeting-places-list',
    entry: handlerIn('handlers/support-meeting-places-list.ts'),
    access: { table: 'read', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/meeting-places',
    handler: 'support-meeting-places-add',
    entry: handlerIn('handlers/support-meeting-places-add.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/meeting-places/{id}/retire',
    handler: 'support-meeting-places-retire',
    entry: handlerIn('handlers/support-meeting-places-retire.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  // Writer's Spotlight: a member applies; volunteers decide (each decision emails the applicant) and
  // publish interviews; anyone reads them.
  {
    method: 'POST',
    path: '/api/spotlight/applications',
    handler: 'spotlight-apply',
    entry: handlerIn('handlers/spotlight-apply.ts'),
    access: { table: 'write' },
  },
  {
    method: 'GET',
    path: '/api/spotlight/interviews',
    handler: 'spotlight-interviews',
    entry: handlerIn('handlers/spotlight-interviews.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/spotlight/interviews/{slug}',
    handler: 'spotlight-interview',
    entry: handlerIn('handlers/spotlight-interview.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/me/spotlight-applications',
    handler: 'me-spotlight-applications',
    entry: handlerIn('handlers/me-spotlight-applications.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/support/spotlight',
    handler: 'support-spotlight-list',
    entry: handlerIn('handlers/support-spotlight-list.ts'),
    access: { table: 'read', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'PATCH',
    path: '/api/support/spotlight/{id}',
    handler: 'support-spotlight-decide',
    entry: handlerIn('handlers/support-spotlight-decide.ts'),
    access: {
      // delete: the decision email's mark goes once the email went (spotlight-store.ts mailDone).
      table: 'delete',
      users: ['AdminListGroupsForUser', 'AdminGetUser'],
      notifySecret: true,
      mail: true,
    },
  },
  {
    method: 'PUT',
    path: '/api/support/spotlight/interviews/{slug}',
    handler: 'support-spotlight-publish',
    entry: handlerIn('handlers/support-spotlight-publish.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'GET',
    path: '/api/support/members',
    handler: 'support-member-posts',
    entry: handlerIn('handlers/support-member-posts.ts'),
    access: {
      table: 'write',
      indexes: ['byOwner', 'byParty'],
      users: ['AdminListGroupsForUser', 'ListUsers'],
    },
  },
  // The same archive made by a volunteer for a member who asked by email (recorded).
  {
    method: 'GET',
    path: '/api/support/members/export',
    handler: 'support-member-export',
    entry: handlerIn('handlers/support-member-export.ts'),
    access: {
      table: 'write',
      indexes: ['byOwner', 'byParty'],
      bucket: 'read',
      users: ['AdminListGroupsForUser', 'ListUsers'],
      exports: 'make',
    },
  },
  {
    method: 'POST',
    path: '/api/me/sign-out-everywhere',
    handler: 'me-sign-out',
    entry: handlerIn('handlers/me-sign-out.ts'),
    // delete: the member's push devices.
    access: { table: 'delete', users: ['AdminUserGlobalSignOut'] },
  },
  {
    method: 'POST',
    path: '/api/me/password',
    handler: 'me-password',
    entry: handlerIn('handlers/me-password.ts'),
    // delete: the member's push devices.
    access: { table: 'delete', users: ['AdminUserGlobalSignOut'] },
  },
  // Email notifications: my settings, and the signed unsubscribe link from every email.
  {
    method: 'GET',
    path: '/api/me/notifications',
    handler: 'me-notifications-get',
    entry: handlerIn('handlers/me-notifications-get.ts'),
    access: { table: 'read' },
  },
  {
    method: 'PUT',
    path: '/api/me/notifications',
    handler: 'me-notifications-update',
    entry: handlerIn('handlers/me-notifications-update.ts'),
    access: { table: 'write' },
  },
  {
    method: 'GET',
    path: '/api/unsubscribe',
    handler: 'unsubscribe',
    entry: handlerIn('handlers/unsubscribe.ts'),
    // Only shows the choice (a mail scanner following the link changes nothing): it reads.
    access: { table: 'read', users: ['AdminGetUser'], notifySecret: true },
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    handler: 'unsubscribe-post',
    entry: handlerIn('handlers/unsubscribe.ts'),
    access: { table: 'write', users: ['AdminGetUser'], notifySecret: true },
  },
  // Notifications on this device (Web Push): the key a browser subscribes with, then the caller's
  // subscription kept or dropped. The notifier pushes beside each email (notify/web-push-sender.ts).
  {
    method: 'GET',
    path: '/api/me/push',
    handler: 'me-push-key',
    entry: handlerIn('handlers/me-push-key.ts'),
    access: { table: 'read', vapidKeys: true },
  },
  {
    method: 'POST',
    path: '/api/me/push',
    handler: 'me-push-add',
    entry: handlerIn('handlers/me-push-add.ts'),
    access: { table: 'delete' },
  },
  {
    method: 'DELETE',
    path: '/api/me/push',
    handler: 'me-push-remove',
    entry: handlerIn('handlers/me-push-remove.ts'),
    access: { table: 'delete' },
  },
  // Book lookup by ISBN (Open Library, answers kept in the table) and its cover, fetched by the server.
  {
    method: 'GET',
    path: '/api/books/lookup',
    handler: 'books-lookup',
    entry: handlerIn('handlers/books-lookup.ts'),
    // write: the kept answers and the rate counter.
    access: { table: 'write', openLibrary: true },
  },
  {
    method: 'GET',
    path: '/api/books/cover',
    handler: 'books-cover',
    entry: handlerIn('handlers/books-cover.ts'),
    access: { table: 'write', openLibrary: true },
  },
  // Book drives: the open ones and a drive's page for anyone (its wishes' states, its counts from the
  // impact figures' months); the console's list, open and close for volunteers (audited beside it).
  {
    method: 'GET',
    path: '/api/drives',
    handler: 'drives-list',
    entry: handlerIn('handlers/drives-list.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/drives/{id}',
    handler: 'drive-get',
    entry: handlerIn('handlers/drive-get.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/support/drives',
    handler: 'support-drives-list',
    entry: handlerIn('handlers/support-drives-list.ts'),
    access: { table: 'read', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/drives',
    handler: 'support-drive-open',
    entry: handlerIn('handlers/support-drive-open.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/drives/{id}/close',
    handler: 'support-drive-close',
    entry: handlerIn('handlers/support-drive-close.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  }, // Giveaways (app/giveaways.ts): the events page's giveaway, its published entries and a member's
  // own; the console's giveaways (volunteers only), created, edited, drawn, each winner's prize.
  {
    method: 'GET',
    path: '/api/giveaways/current',
    handler: 'giveaway-current',
    entry: handlerIn('handlers/giveaway-current.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/giveaways/{id}/entries',
    handler: 'giveaway-entries',
    entry: handlerIn('handlers/giveaway-entries.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/me/giveaway-entries',
    handler: 'me-giveaway-entries',
    entry: handlerIn('handlers/me-giveaway-entries.ts'),
    access: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/support/giveaways',
    handler: 'support-giveaways',
    entry: handlerIn('handlers/support-giveaways.ts'),
    // write: the record of each winner's look-up.
    access: { table: 'write', users: ['AdminListGroupsForUser', 'AdminGetUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/giveaways',
    handler: 'support-giveaway-create',
    entry: handlerIn('handlers/support-giveaway-save.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'PUT',
    path: '/api/support/giveaways/{id}',
    handler: 'support-giveaway-edit',
    entry: handlerIn('handlers/support-giveaway-save.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/giveaways/{id}/draw',
    handler: 'support-giveaway-draw',
    entry: handlerIn('handlers/support-giveaway-draw.ts'),
    // The user pool's group of each entrant and their session record: volunteers and suspended members
    // may not win.
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  {
    method: 'POST',
    path: '/api/support/giveaways/{id}/winners/{entryId}',
    handler: 'support-giveaway-winner',
    entry: handlerIn('handlers/support-giveaway-winner.ts'),
    access: { table: 'write', users: ['AdminListGroupsForUser'] },
  },
  // Search: reads the stored index (search/ in the bucket) and the page's posts.
  {
    method: 'GET',
    path: '/api/search',
    handler: 'search',
    entry: handlerIn('handlers/search.ts'),
    access: { table: 'read', search: 'read' },
  },
];

export const routes: readonly Route[] = table.map((route) => ({
  ...route,
  ...routePolicy(`${route.method} ${route.path}`),
}));

/** Its user pool calls, if any, only read (signed by the function itself, aws/cognito-reads.ts). */
export function readsUserPoolOnly(access: Access): boolean {
  return (access.users ?? []).every((operation) =>
    (USER_POOL_READS as readonly string[]).includes(operation),
  );
}

/** A read changes nothing: no table, bucket or user pool writes, no archive made. Its bundle budget is
 * tighter than a write's (functions/bench/budgets.json, infra/src/handler-bundles.test.ts). */
export function isReadOnly(route: Route): boolean {
  const { table, bucket, exports } = route.access;
  return (
    (table === undefined || table === 'read') &&
    (bucket === undefined || bucket === 'read') &&
    readsUserPoolOnly(route.access) &&
    !exports
  );
}

/** Functions no route calls, bundled in the same build as the routes' (the stream's notifier and search
 * indexer, Cognito's sign-up triggers), by name. */
export const backgroundHandlers: Readonly<Record<string, Entry>> = {
  'notify-stream': handlerIn('handlers/notify-stream.ts'),
  'search-index-stream': handlerIn('handlers/search-index-stream.ts'),
  'pre-sign-up': handlerIn('handlers/pre-sign-up.ts'),
  'post-confirmation': handlerIn('handlers/post-confirmation.ts'),
};

/** The page function's name (infra/src/post-pages.ts builds it from handlers/post-page.ts on its own):
 * the share previews and first data of a post, the explore lists and the gratitude wall. */
export const POST_PAGE_FUNCTION = 'post-page';

/** The timers sweep's function (built on its own, infra/src/timers-sweep.ts). */
export const timersSweepEntry: Entry = handlerIn('handlers/timers-sweep.ts');

/** The schedule of the timers sweep, the one handler a clock calls (EventBridge in AWS, a timer locally):
 * a fact of the route table the CDK app reads with the routes. */
export { SWEEP_EVERY_MINUTES } from './app/timers.ts';

/** Every function the CDK app bundles in one esbuild run (infra/src/handler-build.ts), by name. */
export function bundledHandlers(): Record<string, Entry> {
  return {
    ...Object.fromEntries(routes.map((route) => [route.handler, route.entry])),
    ...backgroundHandlers,
  };
}
