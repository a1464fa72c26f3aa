// A member's data archive, downloaded: the button asks the server for the zip's short-lived link and
// the browser downloads it (the link answers as an attachment, so the page stays). The button keeps its
// focus through every state (aria-disabled, not disabled, while the file is prepared); what happened is
// announced in the status line, and a failure says why with a retry on the same button. Used by
// Account Setting (the member's own) and the volunteers' inbox (a member who asked by email).

import type { ExportLink } from '@bookwish/shared/api/responses';
import { EXPORT_LINK_SECONDS } from '@bookwish/shared/storage/images-bucket';
import { useEffect, useId, useState } from 'react';
import { errorText } from '../lib/api.ts';
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
  fetchLink: () => Promise<ExportLink>;
  size?: ButtonProps['size'];
}) {
  const statusId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
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
    try {
      const link = await fetchLink();
      startDownload(link.url);
      setState({ step: 'started', link });
    } catch (error) {
      setState({ step: 'failed', error: errorText(error, t('downloadData.failed')) });
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
