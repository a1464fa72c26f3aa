// /search?q=: wishlists and treats whose title or author match, best first, the matching words
// marked, 30 a page. The query and the page's cursor live in the URL, so Back and reload keep them.

import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, loadErrorText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSearch } from './api/search-posts.ts';
import { Highlight } from './components/highlight.tsx';

/** A search the server turned away for its words (too long): asking again would not help. */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const after = params.get('after');
  const query = useSearch(q, after);
  const page = query.data;

  return (
    <div className="mx-auto max-w-6xl px-5 py-10">
      <title>{t('pages.search.title')}</title>
      <h1 className="text-3xl font-bold md:text-4xl">{t('searchPage.search')}</h1>
      {q && (
        <p className="mt-2 mb-8 text-lg text-ink-soft">{t('searchPage.booksMatchingQuery', { query: q })}</p>
      )}
      {!q && <p className="mt-2 mb-8 text-lg text-ink-soft">{t('searchPage.searchByTitleOrAuthor')}</p>}
      {query.isError && (
        <div className="mb-6 flex flex-col items-start gap-3">
          <Alert>{loadErrorText(query.error, t('pagedPosts.loadFailed'))}</Alert>
          {!refused(query.error) && (
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t('pagedPosts.retry')}
            </Button>
          )}
        </div>
      )}
      {q && query.isFetching && (!page || query.isPlaceholderData) && (
        // A slow search shows that it is on its way (the new results replace this line).
        <p role="status" className="mb-4 text-ink-soft">
          {t('msg.search.searching')}
        </p>
      )}
      {q && page && page.items.length === 0 && <p>{t('msg.search.noResults')}</p>}
      {q && page && page.items.length > 0 && (
        <>
          <ul
            aria-label={t('searchPage.searchResults')}
            aria-busy={query.isFetching}
            className="grid gap-3 sm:grid-cols-2"
          >
            {page.items.map((post) => {
              const terms = page.matches[post.id] ?? [];
              return (
                <li key={post.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                  <p className="text-xs font-semibold text-ink-soft uppercase">
                    {post.kind === 'wishlist' ? t('searchPage.wishlist') : t('searchPage.treat')}
                  </p>
                  <h2 className="font-display text-base font-semibold">
                    <Link
                      to={post.kind === 'wishlist' ? paths.wishlist(post.id) : paths.treat(post.id)}
                      className="hover:underline"
                    >
                      <Highlight text={post.title} terms={terms} />
                    </Link>
                  </h2>
                  {post.author && (
                    <p className="text-sm text-ink-soft">
                      <Highlight text={post.author} terms={terms} />
                    </p>
                  )}
                  <p className="text-sm text-ink-soft">
                    {t('searchPage.byMember', { member: post.userDisplayName })}
                  </p>
                </li>
              );
            })}
          </ul>
          {(after || page.nextCursor) && (
            <nav aria-label={t('searchPage.searchResultPages')} className="mt-8 flex justify-center gap-4">
              {after && (
                <Button variant="outline" onClick={() => navigate(-1)}>
                  {t('searchPage.previous')}
                </Button>
              )}
              {page.nextCursor && (
                <Button
                  variant="outline"
                  disabled={query.isPlaceholderData}
                  onClick={() =>
                    navigate(`${paths.search}?${new URLSearchParams({ q, after: page.nextCursor ?? '' })}`)
                  }
                >
                  {t('searchPage.next')}
                </Button>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
