// The service worker's runtime caches, seen from the page (Cache Storage is shared with sw.js). The
// precache (the build's own code) stays; everything kept from reading (pages, visitor reads, a
// member's own reads) is browsing history of whoever held the phone.
// The previous builds' code (vite.config.ts keepPreviousBuilds) is build code too, no history.
const BUILD_CODE = /^(workbox-precache|previous-builds$)/;

/** Forgets every runtime cache: at sign-out and when a session ends however it ends. */
export async function forgetRuntimeCaches(_member?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !BUILD_CODE.test(name)).map((name) => caches.delete(name)));
  } catch {
    // No Cache Storage here (a private window): nothing was kept.
  }
}
