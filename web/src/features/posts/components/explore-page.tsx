// The two explore pages (/wishlists, /treats): one layout, each kind's own words. The served page
// (prerender.tsx) renders the same component, so what is served is what the app replaces it with.

import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import type { PostKind } from '@bookwish/shared/domain/types';
import { ExploreFilters, useExploreSearch } from './explore-filters.tsx';
import { PagedPosts } from './paged-posts.tsx';

export interface ExploreWords {
  /** The tab's title. */
  title: string;
  heading: string;
  lead: string;
  /** The list's name for a screen reader. */
  list: string;
}

export function ExplorePage({ kind, words }: { kind: PostKind; words: ExploreWords }) {
  const search = useExploreSearch(kind);
  return (
    <div className="mx-auto max-w-6xl px-5 py-10">
      <title>{words.title}</title>
      <h1 className="text-3xl font-bold md:text-4xl">{words.heading}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-lg text-ink-soft">{words.lead}</p>
      <ExploreFilters kind={kind} />
      <PagedPosts
        kind={kind}
        scope="all"
        pageSize={LIST_PAGE_SIZE}
        label={words.list}
        headingLevel={2}
        pageParam="page"
        leadImages
        search={search}
      />
    </div>
  );
}
