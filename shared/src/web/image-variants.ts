// Which processed variants a page offers for an image, as a srcset, and how wide covers are drawn.
// Pure, and shared: the web app's <img> and the post page's <link rel="preload"> (share-tags.ts)
// must name the very same srcset and sizes, or the browser fetches the cover twice.

import type { ImageVariant, StoredImage } from '../domain/types.ts';

/** How wide a cover is drawn, per layout (the browser picks the variant from this): a card in the
 * 2/3/5-column grids (container max 1152 px, 20 px side padding, 16 px gaps, 12 px card padding),
 * or the detail page's 280 px column. */
export const COVER_SIZES = {
  card: '(min-width: 1024px) 186px, (min-width: 640px) calc(33vw - 48px), calc(50vw - 52px)',
  detail: '280px',
} as const;

/** Variants an <img> offers: the WebP widths; never the preview JPEG (made for link previews). */
export const PAGE_USES: readonly ImageVariant['use'][] = ['card', 'detail'];

/** The same-origin path of a stored variant (CloudFront or the local front serve the bucket there). */
export const variantURL = (variant: Pick<ImageVariant, 'key'>) => `/images/${variant.key}`;

/** The variants to offer for these uses, narrowest first. */
export function variantsFor(
  image: StoredImage | undefined,
  uses: readonly ImageVariant['use'][] = PAGE_USES,
) {
  return (image?.variants ?? []).filter((v) => uses.includes(v.use)).sort((a, b) => a.width - b.width);
}

export function srcSetOf(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${variantURL(v)} ${v.width}w`).join(', ');
}
