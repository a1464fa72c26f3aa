// Home's Explore Wishlists grid (12, no paging). Kept light: no forms,
// dialogs or Cognito code, because it ships with the home route's initial JavaScript.

import { HOME_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { PagedPosts } from './components/paged-posts.tsx';

export function ExploreWishlists() {
  return (
    <section aria-labelledby="explore-wishlists" className="mx-auto max-w-6xl px-5 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id="explore-wishlists" className="text-2xl font-bold md:text-3xl">
          {t('homeWishlists.exploreWishlists')}
        </h2>
        <Link to={paths.wishlists} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('homeWishlists.seeAllWishlists')}
        </Link>
      </div>
      <PagedPosts
        kind="wishlist"
        scope="all"
        pageSize={HOME_PAGE_SIZE}
        label={t('homeWishlists.latestWishlists')}
        paged={false}
      />
    </section>
  );
}

/** The Explore grid. (What Our Recipients Say comes from the gratitude wall: features/thanks.) */
export default function HomeWishlists() {
  return <ExploreWishlists />;
}
