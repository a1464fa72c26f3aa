// A quiet line at the bottom of every page: "You're offline" while the browser has no connection, and
// "Still working..." while a call to the API has been waiting a while (lib/api.ts's time limits), so a
// spinner on a phone with one bar is never left unexplained.

import { useSyncExternalStore } from 'react';
import { t } from '../lib/i18n/i18n.ts';
import { slowRequests } from '../lib/slow-requests.ts';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function ConnectionNotice() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const slow = useSyncExternalStore(slowRequests.subscribe, slowRequests.count, () => 0) > 0;
  const text = !online ? t('msg.connection.offlineBanner') : slow ? t('msg.connection.slow') : '';
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        text
          ? 'fixed inset-x-0 bottom-0 z-50 bg-ink px-4 py-2 text-center text-sm text-white shadow-card'
          : 'sr-only'
      }
    >
      {text}
    </div>
  );
}
