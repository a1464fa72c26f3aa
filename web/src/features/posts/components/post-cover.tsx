import { staticImages } from '../../../lib/paths.ts';

/** A book cover at the spec's 1.5:1 (height:width) ratio, or the default cover when there is none. */
export function PostCover({
  url,
  title,
  className = '',
  eager = false,
}: {
  url: string | undefined;
  title: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={url || staticImages.defaultCover}
      alt={url ? `Cover of ${title}` : ''}
      width={400}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-[2/3] w-full rounded-lg bg-paper-deep object-cover ${className}`}
    />
  );
}
