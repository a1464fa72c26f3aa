// The Offer button (enabled only while the wish is Posted). The drawer behind it loads on first
// hover, focus or press: a visitor who only reads the page never pays for vaul and Radix dialog.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { PostView } from '../../posts/api/post-types.ts';

const loadDrawer = () => import('./offer-drawer.tsx');
const OfferDrawer = lazy(loadDrawer);

export function OfferButton({ wishlist }: { wishlist: PostView<'wishlist'> }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDrawer();
  return (
    <>
      <Button
        size="lg"
        disabled={wishlist.status !== 'posted'}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Offer
      </Button>
      {used && (
        <Suspense fallback={null}>
          <OfferDrawer wishlist={wishlist} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
