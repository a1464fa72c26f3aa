// /wishlists: every wishlist, newest first, 30 a page; with search words or filters in the URL, the matching ones.

import { t } from '../../lib/i18n/i18n.ts';
import { ExplorePage } from './components/explore-page.tsx';

export default function WishlistsPage() {
  return (
    <ExplorePage
      kind="wishlist"
      words={{
        title: t('pages.wishlists.title'),
        heading: t('wishlistsPage.exploreWishlists'),
        lead: t('msg.wishlist.listHeadline'),
        list: t('wishlistsPage.wishlists'),
      }}
    />
  );
}
