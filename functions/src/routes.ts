// The one route table. The CDK app (one function + one HTTP API route each, with these grants) and the
// local front (API Gateway v2 events) both read it, so a route cannot exist in one and not the other.

import type { RateLimitKind } from '@bookwish/shared/domain/constants';
import { actionSlug, actionsOf, exchangeStep, stepPath } from '@bookwish/shared/domain/exchange-steps';
import type { PostKind } from '@bookwish/shared/domain/types';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route's function may touch. CDK turns this into least-privilege grants. */
export interface Access {
  table?: 'read' | 'write';
  /** read: HeadObject/GetObject; write: + DeleteObject; presign: may sign PUTs (PutObject), nothing else;
   * attach: read and delete the upload, write its processed variants (these functions carry sharp). */
  bucket?: 'read' | 'write' | 'presign' | 'attach';
  /** read: look users up and their groups; update: + update attributes; admin: + delete users (only
   * DELETE /api/me); session: sign a user out everywhere (their own sessions only, by the handler);
   * suspend: read, disable a user and sign them out everywhere (volunteers, by the handler). */
  users?: 'read' | 'update' | 'admin' | 'session' | 'suspend';
  /** Reads the secret that signs and checks unsubscribe links (aws/notify-secret.ts). */
  notifySecret?: boolean;
  /** read: GetObject on the stored search index (search/ in the bucket), nothing else there. */
  search?: 'read';
  /** Members' data archives under exports/ in the bucket: make writes one and signs its download link
   * (GetObject, PutObject there, nothing else); erase deletes them with the account. */
  exports?: 'make' | 'erase';
  /** Calls Open Library (the internet, no AWS grant): its function gets the OPEN_LIBRARY_* settings. */
  openLibrary?: boolean;
}

export interface Route {
  method: Method;
  /** API Gateway v2 style path, e.g. /api/wishlists/{id} */
  path: string;
  /** File name under functions/src/handlers/ (without .ts); it exports `handler`. */
  handler: string;
  access: Access;
  /** Per-caller abuse bound (shared RATE_LIMITS), the same locally and in AWS (http/rate-limit.ts). */
  limit?: RateLimitKind;
  /** 'visitors': a signed-out read, the same for every visitor, so CloudFront (and the local front)
   * keep it for everyone a short while (http/edge-cache.ts); a member's read of it never is kept. */
  edgeCache?: 'visitors';
}

/** POST /api/{kind}s/{id}/{action} for each step of the table: handler `{kind}-{action}` (a one-line
 * entry naming its step, so the CDK bundles each on its own); a step that takes a photo may attach
 * images. */
function transitionRoutes(): Route[] {
  return (['wishlist', 'treat'] as const satisfies readonly PostKind[]).flatMap((kind) =>
    actionsOf(kind).map((action): Route => {
      const step = exchangeStep(kind, action);
      return {
        method: 'POST',
        path: stepPath(kind, action),
        handler: `${kind}-${actionSlug(action)}`,
        access: step.photo ? { table: 'write', bucket: 'attach' } : { table: 'write' },
        limit: step.limit,
      };
    }),
  );
}

export const routes: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/wishlists',
    handler: 'wishlists-list',
    access: { table: 'read' },
    edgeCache: 'visitors',
  },
  {
    method: 'GET',
    path: '/api/treats',
    handler: 'treats-list',
    access: { table: 'read' },
    edgeCache: 'visitors',
  },
  {
    method: 'GET',
    path: '/api/thanks',
    handler: 'thanks-list',
    access: { table: 'read' },
    edgeCache: 'visitors',
  },
  { method: 'GET', path: '/api/me/giving', handler: 'me-giving', access: { table: 'read' } },
  { method: 'GET', path: '/api/me/wishlists', handler: 'me-wishlists', access: { table: 'read' } },
  { method: 'GET', path: '/api/me/treats', handler: 'me-treats', access: { table: 'read' } },
  {
    method: 'GET',
    path: '/api/wishlists/{id}',
    handler: 'wishlist-get',
    access: { table: 'read', users: 'read' },
    edgeCache: 'visitors',
  },
  {
    method: 'GET',
    path: '/api/treats/{id}',
    handler: 'treat-get',
    access: { table: 'read', users: 'read' },
    edgeCache: 'visitors',
  },
  {
    method: 'POST',
    path: '/api/wishlists',
    handler: 'wishlist-create',
    access: { table: 'write', bucket: 'attach' },
    limit: 'create',
  },
  {
    method: 'POST',
    path: '/api/treats',
    handler: 'treat-create',
    access: { table: 'write', bucket: 'attach' },
    limit: 'create',
  },
  {
    method: 'DELETE',
    path: '/api/wishlists/{id}',
    handler: 'wishlist-delete',
    access: { table: 'write', bucket: 'write' },
    limit: 'transition',
  },
  {
    method: 'DELETE',
    path: '/api/treats/{id}',
    handler: 'treat-delete',
    access: { table: 'write', bucket: 'write' },
    limit: 'transition',
  },
  // Every exchange step, from its one declaration (shared/src/domain/exchange-steps.ts).
  ...transitionRoutes(),
  // The treater's packing slip: never cached (it carries the recipient's address).
  {
    method: 'GET',
    path: '/api/treats/{id}/packing-slip',
    handler: 'treat-packing-slip',
    access: { table: 'read' },
  },
  {
    method: 'POST',
    path: '/api/uploads',
    handler: 'uploads-create',
    // write: its rate-limit counter.
    access: { table: 'write', bucket: 'presign' },
    limit: 'upload',
  },
  {
    method: 'POST',
    path: '/api/contact',
    handler: 'contact-create',
    access: { table: 'write' },
    limit: 'contact',
  },
  {
    method: 'PUT',
    path: '/api/me/avatar',
    handler: 'me-avatar',
    access: { table: 'write', bucket: 'attach', users: 'update' },
    limit: 'account',
  },
  {
    method: 'PUT',
    path: '/api/me/profile',
    handler: 'me-profile',
    access: { table: 'write', users: 'update' },
    limit: 'account',
  },
  {
    method: 'DELETE',
    path: '/api/me',
    handler: 'me-delete',
    access: { table: 'write', bucket: 'write', users: 'admin', exports: 'erase' },
    limit: 'account',
  },
  // My data as a zip (read the posts and photos, keep the zip under exports/, answer its link).
  {
    method: 'GET',
    path: '/api/me/export',
    handler: 'me-export',
    access: { table: 'write', bucket: 'read', exports: 'make' },
    limit: 'export',
  },
  {
    method: 'GET',
    path: '/api/support/posts/{id}/events',
    handler: 'support-events',
    access: { table: 'write', users: 'read' },
  },
  {
    method: 'POST',
    path: '/api/support/posts/{id}/actions',
    handler: 'support-actions',
    access: { table: 'write', users: 'read' },
  },
  // The report queue (one Query of byReview) and suspending a member (volunteers only).
  {
    method: 'GET',
    path: '/api/support/reports',
    handler: 'support-reports',
    access: { table: 'read', users: 'read' },
  },
  {
    method: 'POST',
    path: '/api/support/members/{uid}/suspend',
    handler: 'support-member-suspend',
    access: { table: 'write', users: 'suspend' },
  },
  // The impact figures: aggregates of the stream's projection, one Query (volunteers only).
  {
    method: 'GET',
    path: '/api/support/impact',
    handler: 'support-impact',
    access: { table: 'read', users: 'read' },
  },
  {
    method: 'GET',
    path: '/api/support/contact',
    handler: 'support-contact-list',
    access: { table: 'write', users: 'read' },
  },
  {
    method: 'PATCH',
    path: '/api/support/contact/{id}',
    handler: 'support-contact-update',
    access: { table: 'write', users: 'read' },
  },
  {
    method: 'GET',
    path: '/api/support/members',
    handler: 'support-member-posts',
    access: { table: 'write', users: 'read' },
  },
  // The same archive made by a volunteer for a member who asked by email (recorded).
  {
    method: 'GET',
    path: '/api/support/members/export',
    handler: 'support-member-export',
    access: { table: 'write', bucket: 'read', users: 'read', exports: 'make' },
    limit: 'export',
  },
  {
    method: 'POST',
    path: '/api/me/sign-out-everywhere',
    handler: 'me-sign-out',
    access: { table: 'write', users: 'session' },
    limit: 'account',
  },
  {
    method: 'POST',
    path: '/api/me/password',
    handler: 'me-password',
    access: { table: 'write', users: 'session' },
    limit: 'account',
  },
  // Email notifications: my settings, and the signed unsubscribe link from every email.
  {
    method: 'GET',
    path: '/api/me/notifications',
    handler: 'me-notifications-get',
    access: { table: 'read' },
  },
  {
    method: 'PUT',
    path: '/api/me/notifications',
    handler: 'me-notifications-update',
    access: { table: 'write' },
  },
  {
    method: 'GET',
    path: '/api/unsubscribe',
    handler: 'unsubscribe',
    access: { table: 'write', users: 'read', notifySecret: true },
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    handler: 'unsubscribe-post',
    access: { table: 'write', users: 'read', notifySecret: true },
  },
  // Book lookup by ISBN (Open Library, answers kept in the table) and its cover, fetched by the server.
  {
    method: 'GET',
    path: '/api/books/lookup',
    handler: 'books-lookup',
    // write: the kept answers and the rate counter.
    access: { table: 'write', openLibrary: true },
    limit: 'lookup',
  },
  {
    method: 'GET',
    path: '/api/books/cover',
    handler: 'books-cover',
    access: { table: 'write', openLibrary: true },
    limit: 'lookup',
  },
  // Search: reads the stored index (search/ in the bucket) and the page's posts.
  {
    method: 'GET',
    path: '/api/search',
    handler: 'search',
    access: { table: 'read', search: 'read' },
    edgeCache: 'visitors',
  },
];

/** Handlers no route calls, bundled in the same build as the routes' (the stream's notifier and search
 * indexer, Cognito's sign-up triggers). */
export const backgroundHandlers: readonly string[] = [
  'notify-stream',
  'search-index-stream',
  'pre-sign-up',
  'post-confirmation',
];

/** The schedule of the timers sweep, the one handler a clock calls (EventBridge in AWS, a timer locally):
 * a fact of the route table the CDK app reads with the routes. */
export { SWEEP_EVERY_MINUTES } from './app/timers.ts';

/** Every handler file the CDK app bundles: one esbuild run for all of them (infra/src/handler-build.ts). */
export function bundledHandlers(): string[] {
  return [...new Set([...routes.map((route) => route.handler), ...backgroundHandlers])];
}
