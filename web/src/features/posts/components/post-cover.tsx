import type { StoredImage } from '@bookwish/shared/domain/types';
import { COVER_SIZES } from '@bookwish/shared/web/image-variants';
import { type ImagePriority, ResponsiveImage } from '../../../components/responsive-image.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { staticImages } from '../../../lib/paths.ts';

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
      alt={t('postCover.coverOf', { title })}
      sizes={COVER_SIZES[layout]}
      width={400}
      height={600}
      priority={priority}
      className={`aspect-[2/3] w-full rounded-lg bg-paper-deep object-cover ${className}`}
    />
  );
}
