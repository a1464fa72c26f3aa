// The treater's packing slip in a dialog that prints alone (index.css: the page behind it is not
// printed, and the slip fits one A4 or Letter page inside the margins both share): the recipient's name
// and address, the book, a note of thanks from Bookwish and a QR code to the post. Loaded only when
// opened, with its QR encoder (uqr: no dependencies, typed, a few KB; we draw its modules as one SVG
// path, so no markup string is ever injected).

import * as RadixDialog from '@radix-ui/react-dialog';
import { encode } from 'uqr';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api.ts';
import { usePackingSlip } from '../api/get-packing-slip.ts';
import { parcelTexts as t } from '../parcel-texts.ts';

function QrCode({ url }: { url: string }) {
  const qr = encode(url, { ecc: 'M', border: 2 });
  let path = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={t.slipQrLabel}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="size-32 shrink-0 bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

export default function PackingSlipDialog({ treatId, onClose }: { treatId: string; onClose: () => void }) {
  const slip = usePackingSlip(treatId);
  const data = slip.data;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50 print:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={
            'packing-slip fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 ' +
            'overflow-y-auto rounded-card bg-white p-6 text-ink shadow-card focus:outline-none ' +
            'print:static print:max-h-none print:w-full print:max-w-none print:translate-none print:overflow-visible print:rounded-none print:p-0 print:shadow-none'
          }
        >
          <RadixDialog.Title className="font-display text-2xl font-semibold">{t.slipTitle}</RadixDialog.Title>
          <p className="mt-2 text-ink-soft print:hidden">{t.slipIntro}</p>
          {slip.isPending && <p className="mt-6">{t.slipLoading}</p>}
          {slip.isError && (
            // In the page's language, with a way forward: the slip is asked for again on the spot.
            <div className="mt-6 flex flex-col items-start gap-3 print:hidden">
              <Alert>{errorText(slip.error, t.slipFailed)}</Alert>
              <Button
                type="button"
                variant="outline"
                onClick={() => void slip.refetch()}
                disabled={slip.isFetching}
              >
                {t.slipRetry}
              </Button>
            </div>
          )}
          {data && (
            <div className="mt-6 flex flex-col gap-6">
              <section className="rounded-xl border-2 border-ink p-5">
                <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
                  {t.slipShipTo}
                </h3>
                <p className="mt-2 text-xl font-bold">{data.recipientName}</p>
                <p className="mt-1 text-lg whitespace-pre-line">{data.shippingAddress}</p>
              </section>
              <section>
                <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t.slipBook}</h3>
                <p className="mt-1 text-lg font-semibold">{data.title}</p>
                {data.author && <p className="text-ink-soft">{t.slipBy(data.author)}</p>}
              </section>
              <section className="flex items-start gap-5 border-t border-line pt-5">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{t.slipThanksHeading}</h3>
                  <p className="mt-1">{t.slipThanks(data.recipientName)}</p>
                </div>
                <figure className="flex flex-col items-center gap-1">
                  <QrCode url={new URL(data.postPath, window.location.origin).href} />
                  <figcaption className="max-w-32 text-center text-xs text-ink-soft">
                    {t.slipQrLabel}
                  </figcaption>
                </figure>
              </section>
            </div>
          )}
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <Button type="button" onClick={() => window.print()} disabled={!data}>
              {t.slipPrint}
            </Button>
            <RadixDialog.Close asChild>
              <Button type="button" variant="ghost">
                {t.slipClose}
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
