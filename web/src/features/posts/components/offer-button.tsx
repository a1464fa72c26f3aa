// The Offer button (enabled only while the wish is Posted). The drawer behind it loads on first
// hover, focus or press: a visitor who only reads the page never pays for vaul and Radix dialog.
import { lazy } from 'react';
import { PanelButton } from '../../../components/form/panel-button.tsx';
import type { PostView } from '../api/post-types.ts';

const loadDrawer = () => import('./offer-drawer.tsx');
const OfferDrawer = lazy(loadDrawer);

export function OfferButton({ wishlist }: { wishlist: PostView<'wishlist'> }) {
  return (
    <PanelButton
      label="Offer"
      disabled={wishlist.status !== 'posted'}
      preload={loadDrawer}
      panel={(open, setOpen) => <OfferDrawer wishlist={wishlist} open={open} setOpen={setOpen} />}
    />
  );
}
