import type { PostKind } from '@bookwish/shared/domain/types';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { loadErrorText } from '../../../lib/api.ts';
import { formatNumber, t } from '../../../lib/i18n/i18n.ts';
import { type SearchFilters, useSearchPosts } from '../../../lib/search-posts.ts';
import { usePageCursors } from '../../../lib/use-page-cursors.ts';
import { usePostList } from '../api/list-posts.ts';
import type { ListScope, PostSummary } from '../api/post-types.ts';
import { PostCard, PostCardSkeleton } from './post-card.tsx';

/** A grid of posts, newest first, with the spec's paging: the counter starts at 1, Next only when
 * another item exists, Previous above page 1. Pages are cursors; we keep the ones we came through. */
export function PagedPosts({
  kind,
  scope,
  pageSize,
  label,
  paged = true,
  empty,
  actions,
  columns = 'sm:grid-cols-3 lg:grid-cols-5',
  headingLevel = 3,
  pageParam,
  leadImages = false,
  search,
}: {
  kind: PostKind;
  scope: ListScope;
  pageSize: number;
  /** Accessible name of the list, e.g. "Wishlists". */
  label: string;
  paged?: boolean;
  /** Shown when the first page is empty. The all views say the spec's "Something went wrong". */
  empty?: ReactNode;
  actions?: (post: PostSummary) => ReactNode;
  /** Column classes, so a page of 30, 12 on home or 12 in the profile fills whole rows. */
  columns?: string;
  headingLevel?: 2 | 3;
  /** The query-string name that keeps the page (and its cursor) in the URL; one per list on a screen. */
  pageParam?: string;
  /** The list is the page's main content, at the top: its first cover is fetched first and the first
   * row eagerly; every other cover (and every cover of a list further down) loads lazily. */
  leadImages?: boolean;
  /** The explore pages' search words and filters: with words, the page comes from GET /api/search
   * (same cards, best matches first); with filters only, from the list filtered (newest first, one
   * Query a page on the server); without either, from the plain list. */
  search?: { q: string; filters: SearchFilters } | null;
}) {
  const [cursors, setCursors] = usePageCursors(pageParam);
  const page = cursors.length;
  const cursor = cursors[page - 1] ?? null;
  const words = Boolean(search?.q.trim());
  const filters = search && !words ? search.filters : undefined;
  const listQuery = usePostList(kind, scope, pageSize, cursor, !words, filters);
  const searchQuery = useSearchPosts(
    search?.q ?? '',
    { ...search?.filters, kind, limit: pageSize },
    cursor,
    words,
  );
  const query = words ? searchQuery : listQuery;
  // The cards are drawn in the background, in slices that leave the main thread free between them:
  // an answer re-renders at once (a query's store is read synchronously) with what was shown, and the
  // new cards follow. Drawn in that one render, a page of cards was one long task on a slow phone.
  const data = useDeferredValue(query.data);
  const top = useRef<HTMLDivElement>(null);

  const go = (next: (string | null)[]) => {
    setCursors(next);
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  // The page asked for did not come (an error, or no connection: then the query waits, paused). Say
  // so in place with a Retry; the query also refetches by itself when the connection returns.
  const failed = (query.isError || query.isPaused) && (query.isPlaceholderData || !query.data);
  if (failed) {
    return (
      <div className="flex flex-col items-start gap-4 py-4">
        <Alert>{loadErrorText(query.error, t('pagedPosts.loadFailed'))}</Alert>
        <div className="flex gap-3">
          {page > 1 && (
            <Button variant="outline" onClick={() => go(cursors.slice(0, -1))}>
              {t('pagedPosts.previous')}
            </Button>
          )}
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('pagedPosts.retry')}
          </Button>
        </div>
      </div>
    );
  }

  if (!data) {
    return (
      <div role="status" aria-label={t('pagedPosts.loading')} className={`grid grid-cols-2 gap-4 ${columns}`}>
        {Array.from({ length: Math.min(pageSize, 12) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PostCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  const { items, nextCursor } = data;
  if (items.length === 0 && page === 1 && !nextCursor) {
    if (search) {
      return (
        <p role="status" className="py-8 text-lg">
          {t('msg.search.noResults')}
        </p>
      );
    }
    return <div className="py-8">{empty ?? <Alert>{t('msg.lists.loadFailed')}</Alert>}</div>;
  }

  return (
    <div ref={top} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
      {items.length === 0 && (
        // A filtered page that read far without a match: there may be more further on.
        <p role="status" className="py-8 text-lg">
          {nextCursor ? t('msg.search.noneOnPage') : t('msg.search.noResults')}
        </p>
      )}
      {/* Busy until the cards shown are the answer's: a fetched page is drawn in the background. */}
      <ul
        aria-label={label}
        aria-busy={query.isFetching || data !== query.data}
        className={`grid grid-cols-2 gap-4 ${columns}`}
      >
        {items.map((post, i) => (
          <li key={post.id} className="flex">
            <PostCard
              post={post}
              scope={scope}
              imagePriority={leadImages ? (i === 0 ? 'high' : i < 4 ? 'eager' : 'lazy') : 'lazy'}
              actions={actions?.(post)}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      {paged && (page > 1 || nextCursor) && (
        <nav
          aria-label={t('pagedPosts.pagesOf', { list: label })}
          className="mt-8 flex items-center justify-center gap-4"
        >
          {page > 1 && (
            <Button variant="outline" onClick={() => go(cursors.slice(0, -1))}>
              {t('pagedPosts.previous')}
            </Button>
          )}
          <span className="text-sm text-ink-soft" aria-live="polite">
            {t('pagedPosts.pageNumber', { number: formatNumber(page) })}
          </span>
          {nextCursor && (
            <Button
              variant="outline"
              disabled={query.isPlaceholderData}
              onClick={() => go([...cursors, nextCursor])}
            >
              {t('pagedPosts.next')}
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
