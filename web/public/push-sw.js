// The service worker's notifications (sw.js loads this file with importScripts; vite.config.ts): a push
// from the notifier is shown as one line, in the member's language, and a tap opens its post. A push
// carries only { text, url, lang, dir, tag }: who did what on which book, and the post's address on
// this site (never another site's: such a push is shown without a link).

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.text !== 'string') return;
  let url = '/';
  try {
    const target = new URL(message.url, self.location.origin);
    if (target.origin === self.location.origin) url = target.href;
  } catch {
    // shown without a link: a tap opens the home page
  }
  event.waitUntil(
    self.registration.showNotification(message.text, {
      lang: typeof message.lang === 'string' ? message.lang : '',
      dir: message.dir === 'rtl' ? 'rtl' : 'auto',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/img/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/';
  event.waitUntil(
    (async () => {
      // A tab of the app already open goes to the post; otherwise a new one opens.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus().catch(() => {});
        if ((await tab.navigate(url).catch(() => null)) !== null) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
