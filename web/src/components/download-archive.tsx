// A member's data archive, downloaded: the button asks the server for the zip's short-lived link and
// the browser downloads it (the link answers as an attachment, so the page stays). The button keeps its
// focus through every state (aria-disabled, not disabled, while the file is prepared); what happened is
// announced in the status line, and a failure says why with a retry on the same button. Used by
// Account Setting (the member's own) and the volunteers' inbox (a member who asked by email).

import type { ExportLink } from '@bookwish/shared/api/responses';
import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { EXPORT_LINK_SECONDS } from '@bookwish/shared/storage/images-bucket';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorText, newIdempotencyKey } from '../lib/api.ts';
import { intlTag, t } from '../lib/i18n/i18n.ts';
import { Alert } from './ui/alert.tsx';
import { Button, type ButtonProps } from './ui/button.tsx';

type State =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'started'; link: ExportLink }
  | { step: 'failed'; error: string };

/** 1.2 MB, 340 kB: in the reader's own digits and unit names. */
function fileSize(bytes: number): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(intlTag(), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

/** Why the file could not be had. Past the member's exports for the hour: the limit and the real wait,
 * as the server counts them (RATE_LIMITS.export, its Retry-After), never "a minute". */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
    const { limit, windowSeconds } = RATE_LIMITS.export;
    const seconds = error.retryAfterSeconds ?? windowSeconds;
    return t('downloadData.tooMany', { limit, minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return errorText(error, t('downloadData.failed'));
}

/** Starts the browser's download of the link (an attachment: the page is not left). */
function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function DownloadArchive({
  label,
  fetchLink,
  size,
}: {
  label: string;
  /** Asks for the link; `requestKey` is the same on every retry of one download (a new one after a
   * download started), so a lost answer never makes a second archive. */
  fetchLink: (requestKey: string) => Promise<ExportLink>;
  size?: ButtonProps['size'];
}) {
  const statusId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const requestKey = useRef<string | null>(null);
  const preparing = state.step === 'preparing';
  const expiresAt = state.step === 'started' ? state.link.expiresAt : null;

  // The link stops working after a few minutes: its "download again" goes with it.
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => setState({ step: 'idle' }), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const onDownload = async () => {
    if (preparing) return;
    setState({ step: 'preparing' });
    requestKey.current ??= newIdempotencyKey();
    try {
      const link = await fetchLink(requestKey.current);
      // This request is done: the next press is a new one (a new archive, counted).
      requestKey.current = null;
      startDownload(link.url);
      setState({ step: 'started', link });
    } catch (error) {
      setState({ step: 'failed', error: failureText(error) });
    }
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="outline"
        size={size}
        aria-disabled={preparing || undefined}
        aria-describedby={statusId}
        onClick={() => void onDownload()}
      >
        {preparing && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        )}
        {preparing ? t('downloadData.preparing') : state.step === 'failed' ? t('downloadData.retry') : label}
      </Button>
      <p id={statusId} role="status" className="text-sm text-ink-soft empty:hidden">
        {state.step === 'preparing' && t('downloadData.preparing')}
        {state.step === 'started' &&
          t('downloadData.started', { fileName: state.link.fileName, size: fileSize(state.link.bytes) })}
      </p>
      {state.step === 'started' && (
        <a href={state.link.url} rel="noopener" className="text-sm font-semibold text-brand-dark underline">
          {t('downloadData.again', { minutes: Math.round(EXPORT_LINK_SECONDS / 60) })}
        </a>
      )}
      {state.step === 'failed' && <Alert>{state.error}</Alert>}
    </div>
  );
}
