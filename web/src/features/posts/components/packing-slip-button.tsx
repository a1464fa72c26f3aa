// The treater's "Print packing slip" at Requested (while Ship is theirs to take). The dialog, its data
// and the QR encoder load only when it is opened, so no other page pays for them.
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { parcelTexts as t } from '../parcel-texts.ts';

const PackingSlipDialog = lazyPart(() => import('./packing-slip-dialog.tsx'));

export function PackingSlipButton({ treatId }: { treatId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t.slipButton}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PackingSlipDialog treatId={treatId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
