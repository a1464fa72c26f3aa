// What a member is told about their connection: offline, slow, a part of the site that did not arrive,
// a real new version. Our wording (the spec has none). Its own small module, re-exported as
// messages.connection, because the web's always-loaded code (the API client, the error pages) needs
// these few texts without the whole catalogue.

export const connectionMessages = {
  /** A request refused at once because the device has no connection: nothing is sent, now or later. */
  offline: "You're offline. Nothing was sent. Please try again when you're back online.",
  /** A list or page that could not load offline; it loads by itself once the connection returns. */
  offlineList: "You're offline. This will load by itself when you're back online.",
  /** The banner while the browser reports no connection. */
  offlineBanner: "You're offline. What you type stays here; nothing is sent until you're back online.",
  /** Shown while a request has been waiting a while. */
  slow: 'Still working... your connection seems slow.',
  /** A request past its time limit: stopped, and said. */
  timedOut:
    'Bookwish did not answer in time, so we stopped waiting. Please check your connection and try again.',
  /** A part of the site (a page's code) that did not arrive; retried when the connection returns. */
  partMissingTitle: 'This part of Bookwish did not load',
  partMissingOffline: "You're offline. It will load by itself when you're back online.",
  partMissing: 'Your connection dropped while it was loading. We will try again in a moment.',
  retryNow: 'Try again',
  /** A real new version of the site, told apart from a lost connection by its build. */
  updatedTitle: 'Bookwish has been updated',
  updated: 'A newer version of the site is available. Reload the page to continue where you were.',
  /** The post page's shell when the app's script never arrived. */
  shellFailed: 'Bookwish could not finish loading this page. Check your connection, then reload.',
  shellSlow: 'Bookwish is still loading this page. Your connection seems slow.',
  reload: 'Reload the page',
} as const;
