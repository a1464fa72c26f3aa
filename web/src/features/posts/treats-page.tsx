// /treats: every treat, newest first, 30 a page; with search words or filters in the URL, the matching ones.

import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { t } from '../../lib/i18n/i18n.ts';
import { ExploreFilters, useExploreSearch } from './components/explore-filters.tsx';
import { PagedPosts } from './components/paged-posts.tsx';

export default function TreatsPage() {
  const search = useExploreSearch('treat');
  return (
    <div className="mx-auto max-w-6xl px-5 py-10">
      <title>{t('pages.treats.title')}</title>
      <h1 className="text-3xl font-bold md:text-4xl">{t('treatsPage.exploreTreats')}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-lg text-ink-soft">{t('treatsPage.spareBooksFromMembersWho')}</p>
      <ExploreFilters kind="treat" />
      <PagedPosts
        kind="treat"
        scope="all"
        pageSize={LIST_PAGE_SIZE}
        label={t('treatsPage.treats')}
        headingLevel={2}
        pageParam="page"
        leadImages
        search={search}
      />
    </div>
  );
}
