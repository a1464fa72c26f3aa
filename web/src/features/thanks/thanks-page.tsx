// /thanks: the gratitude wall, newest thank-you first, paged like the explore pages (the page and its
// cursor in the URL, so Back and a shared link land on the same page).
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { useRef } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { loadErrorText } from '../../lib/api.ts';
import { usePageCursors } from '../../lib/use-page-cursors.ts';
import { useWall } from './api/thanks-wall.ts';
import { WallCard } from './components/wall-card.tsx';
import { thanksTexts as t } from './thanks-texts.ts';

export default function ThanksPage() {
  const [cursors, setCursors] = usePageCursors('page');
  const page = cursors.length;
  const wall = useWall(LIST_PAGE_SIZE, cursors[page - 1] ?? null);
  const top = useRef<HTMLDivElement>(null);
  const go = (next: (string | null)[]) => {
    setCursors(next);
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  let body: React.ReactNode;
  if ((wall.isError || wall.isPaused) && (wall.isPlaceholderData || !wall.data)) {
    body = (
      <div className="flex flex-col items-start gap-4 py-4">
        <Alert>{loadErrorText(wall.error, t.loadFailed)}</Alert>
        <Button variant="outline" onClick={() => void wall.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (!wall.data) {
    body = (
      <div role="status" aria-label={t.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-card bg-paper-deep motion-reduce:animate-none" />
        ))}
      </div>
    );
  } else if (wall.data.items.length === 0 && page === 1) {
    body = <p className="py-8 text-lg">{t.empty}</p>;
  } else {
    const { items, nextCursor } = wall.data;
    body = (
      <>
        <ul
          aria-label={t.listLabel}
          aria-busy={wall.isFetching}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {items.map((card) => (
            <li key={card.id}>
              <WallCard card={card} />
            </li>
          ))}
        </ul>
        {(page > 1 || nextCursor) && (
          <nav aria-label={t.pagesLabel} className="mt-8 flex items-center justify-center gap-4">
            {page > 1 && (
              <Button variant="outline" onClick={() => go(cursors.slice(0, -1))}>
                {t.previous}
              </Button>
            )}
            <span className="text-sm text-ink-soft" aria-live="polite">
              {t.page(page)}
            </span>
            {nextCursor && (
              <Button
                variant="outline"
                disabled={wall.isPlaceholderData}
                onClick={() => go([...cursors, nextCursor])}
              >
                {t.next}
              </Button>
            )}
          </nav>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-5 py-10">
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold md:text-4xl">{t.heading}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-lg text-ink-soft">{t.intro}</p>
      <div ref={top} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
        {body}
      </div>
    </div>
  );
}
