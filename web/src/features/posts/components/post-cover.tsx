import type { StoredImage } from '@bookwish/shared/domain/types';
import { type ImagePriority, ResponsiveImage } from '../../../components/responsive-image.tsx';
import { staticImages } from '../../../lib/paths.ts';

/** How wide a cover is drawn, per layout (the browser picks the variant from this): a card in the
 * 2/3/5-column grids (container max 1152 px, 20 px side padding, 16 px gaps, 12 px card padding),
 * or the detail page's 280 px column. */
export const COVER_SIZES = {
  card: '(min-width: 1024px) 186px, (min-width: 640px) calc(33vw - 48px), calc(50vw - 52px)',
  detail: '280px',
} as const;

/** A book cover at the spec's 1.5:1 (height:width) ratio, or the default cover when there is none
 * or it fails to load. */
export function PostCover({
  url,
  image,
  title,
  layout,
  className = '',
  priority = 'lazy',
}: {
  url: string | undefined;
  image?: StoredImage | undefined;
  title: string;
  layout: keyof typeof COVER_SIZES;
  className?: string;
  priority?: ImagePriority;
}) {
  return (
    <ResponsiveImage
      image={image}
      url={url}
      fallback={staticImages.defaultCover}
      alt={`Cover of ${title}`}
      sizes={COVER_SIZES[layout]}
      width={400}
      height={600}
      priority={priority}
      className={`aspect-[2/3] w-full rounded-lg bg-paper-deep object-cover ${className}`}
    />
  );
}
