// The Offer button (enabled only while the wish is Posted). The drawer behind it loads on first
// hover, focus or press: a visitor who only reads the page never pays for vaul and Radix dialog.
import { messages } from '@bookwish/shared/domain/messages';
import { PanelButton } from '../../../components/form/panel-button.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { type SessionUser, useSession } from '../../../lib/session.ts';
import type { PostView } from '../api/post-types.ts';
import { isGiver, isOwner } from './post-party.ts';

const loadDrawer = () => import('./offer-drawer.tsx');
const OfferDrawer = lazyPart(loadDrawer);

/** Why this viewer cannot offer, in the spec's words; null while they can (a visitor is asked to sign
 * in inside the drawer). */
function unavailable(wishlist: PostView<'wishlist'>, user: SessionUser | null): string | null {
  if (wishlist.status !== 'posted') {
    return isGiver(wishlist, user) ? messages.wishlist.youAlreadyOffered : messages.wishlist.alreadyOffered;
  }
  return isOwner(wishlist, user) ? messages.wishlist.ownOffer : null;
}

export function OfferButton({ wishlist }: { wishlist: PostView<'wishlist'> }) {
  const { user } = useSession();
  return (
    <PanelButton
      label="Offer"
      unavailable={unavailable(wishlist, user)}
      preload={loadDrawer}
      panel={(open, setOpen) => <OfferDrawer wishlist={wishlist} open={open} setOpen={setOpen} />}
    />
  );
}
