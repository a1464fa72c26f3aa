// Home's What Our Recipients Say: the latest few thank-yous of the gratitude wall, and a link to it.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { wallQuery } from './api/thanks-wall.ts';
import { WallCard } from './components/wall-card.tsx';
import { thanksTexts as t } from './thanks-texts.ts';

/** How many cards the home page shows (the wall's first page at this size). */
export const HOME_WALL_SIZE = 3;

export default function RecipientsSay() {
  const notes = useQuery(wallQuery(HOME_WALL_SIZE, null));
  // Drawn in the background (see PagedPosts): the cards' first date is the page's first
  // Intl.DateTimeFormat, tens of milliseconds on a slow phone.
  const shown = useDeferredValue(notes.data);
  const items = shown?.items ?? [];
  const loading = notes.isPending || (notes.data !== undefined && shown === undefined);
  return (
    <section aria-labelledby="recipients-say" className="mx-auto max-w-6xl px-5 py-12">
      <h2 id="recipients-say" className="text-2xl font-bold md:text-3xl">
        {t.homeHeading}
      </h2>
      {items.length > 0 ? (
        <>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {items.map((card) => (
              <li key={card.id}>
                <WallCard card={card} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={paths.thanks} className="font-semibold text-brand-dark underline underline-offset-2">
              {t.homeSeeAll}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-4 max-w-2xl text-ink-soft">{loading ? t.homeLoading : t.homeEmpty}</p>
      )}
    </section>
  );
}
