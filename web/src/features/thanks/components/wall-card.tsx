// One thank-you on the gratitude wall: the note, the photo (its light card variant, lazy), the book,
// who thanked whom (first names), the date, and a link to the post.
import type { WallCard as Card } from '@bookwish/shared/domain/thanks-wall';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { formatDate } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { thanksTexts as t } from '../thanks-texts.ts';

/** The day a book arrived, as the reader's language writes a date (its digits and month names). */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

export function WallCard({ card, headingLevel = 2 }: { card: Card; headingLevel?: 2 | 3 }) {
  const href = card.kind === 'wishlist' ? paths.wishlist(card.id) : paths.treat(card.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasPhoto = Boolean(card.photo || card.photoURL);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
      {hasPhoto && (
        <ResponsiveImage
          image={card.photo ?? undefined}
          url={card.photoURL}
          uses={['card']}
          fallback=""
          alt={t.photoAlt(card.title)}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
          className="aspect-[4/3] w-full bg-paper-deep object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {card.note && (
          <blockquote className="text-ink">
            <p className="font-display text-lg leading-relaxed break-words">“{card.note}”</p>
          </blockquote>
        )}
        <p className="mt-auto text-sm text-ink-soft">
          {t.thanked(card.recipientName || t.aReader, card.giverName || t.aGiver)}
        </p>
        <Heading className="font-semibold leading-snug">
          <Link
            to={href}
            aria-label={t.readPost(card.title)}
            className="text-brand-dark underline underline-offset-2"
          >
            {card.title}
          </Link>
          {card.author && <span className="font-normal text-ink-soft"> · {card.author}</span>}
        </Heading>
        <p className="text-sm text-ink-soft">
          <time dateTime={new Date(card.at).toISOString()}>{t.receivedOn(formatDate(card.at, DATE))}</time>
        </p>
      </div>
    </article>
  );
}
