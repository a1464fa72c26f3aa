// The Offer button, shown when the API lists the offer step for this reader: enabled when allowed (or
// when only signing in is missing: the drawer says so), otherwise disabled with the decider's reason
// beside it. The drawer behind it loads on first hover, focus or press: a visitor who only reads the
// page never pays for vaul and Radix dialog.

import { PanelButton } from '../../../components/form/panel-button.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';
import { panelStep } from './post-actions.ts';

const loadDrawer = () => import('./offer-drawer.tsx');
const OfferDrawer = lazyPart(loadDrawer);

export function OfferButton({ wishlist }: { wishlist: PostView<'wishlist'> }) {
  const step = panelStep(wishlist, 'offer');
  if (!step) return null;
  return (
    <PanelButton
      label={t('offerButton.offer')}
      unavailable={step.unavailable}
      preload={loadDrawer}
      panel={(open, setOpen) => <OfferDrawer wishlist={wishlist} open={open} setOpen={setOpen} />}
    />
  );
}
