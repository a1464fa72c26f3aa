// How long a deploy keeps the build it replaces. A phone may hold a page of that build (the service
// worker's page cache keeps a page read up to this long) and reopen it offline or on a slow link:
// the page's scripts must still be found, in the worker's cache of previous builds (web/vite.config.ts)
// and on the site (infra/src/asset-sweep.ts deletes a build's assets only this long after the next
// deploy). One number for the three, so a kept page never outlives the code it needs.

/** Days a replaced build's code stays on the site and on the phone after the next deploy. */
export const DEPLOY_GRACE_DAYS = 30;
