// Share a post: the system share sheet (Web Share API) where the browser has one, otherwise the
// link is copied and a toast says so. Cancelling the share sheet is not an error.

import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { t } from '../../../lib/i18n/i18n.ts';

/** Three dots joined: the share sign (each dot a circle of radius 3, drawn as two arcs). */
const SHARE_PATH =
  'M21 5a3 3 0 1 1-6 0a3 3 0 1 1 6 0M9 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0M21 19a3 3 0 1 1-6 0a3 3 0 1 1 6 0' +
  'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4';

export interface ShareButtonProps {
  /** The post's path, e.g. paths.wishlist(id); shared as an absolute URL of this origin. */
  path: string;
  title: string;
  /** What the share sheet says, e.g. "Help grant this book wish on Bookwish." */
  text: string;
}

async function copyToClipboard(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

export function ShareButton({ path, title, text }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);

  async function share() {
    const url = new URL(path, window.location.origin).href;
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url });
          return;
        } catch (error) {
          // The member closed the sheet: nothing to say. Anything else: fall back to copying.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      // sonner loads with the Toaster after the first paint, not with the post page's code.
      const { toast } = await import('sonner');
      if (await copyToClipboard(url)) toast.success(t('shareButton.linkCopiedPasteItAnywhere'));
      else toast.error(t('shareButton.couldNotCopyTheLink', { url }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="ghost"
      size="lg"
      onClick={share}
      disabled={busy}
      aria-label={t('shareButton.share', { title })}
    >
      <LineIcon path={SHARE_PATH} className="size-5" />
      {t('shareButton.share2')}
    </Button>
  );
}
