// One processed image on the page: the server's WebP variants as a srcset, so the
// browser fetches the width the layout needs; explicit width and height, so nothing shifts when it
// arrives; its ThumbHash painted underneath until it does; and the default picture, never the
// browser's broken-image icon, when it fails to load.
import type { ImageVariant, StoredImage } from '@bookwish/shared/domain/types';
import { PAGE_USES, srcSetOf, variantsFor, variantURL } from '@bookwish/shared/web/image-variants';
import { type CSSProperties, useEffect, useState } from 'react';
import { thumbHashToDataURL } from 'thumbhash';

/** high: the page's main picture (eager, fetched first); eager: above the fold; lazy: below it. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** The placeholder as a tiny PNG data URL ('' when there is none or it does not decode). */
export function placeholderURL(thumbHash: string | undefined): string {
  if (!thumbHash) return '';
  try {
    const bytes = Uint8Array.from(atob(thumbHash), (c) => c.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return '';
  }
}

// Decoding a ThumbHash costs 2-4 ms of JavaScript; thirty cards decoding in their first render made
// one long task. So placeholders decode after the render, a few at a time in short tasks (the page
// stays responsive), and each is decoded once per page load.
const decoded = new Map<string, string>();
const waiting: Array<() => void> = [];
let draining = false;

function drain(): void {
  const start = performance.now();
  while (waiting.length > 0 && performance.now() - start < 8) waiting.shift()?.();
  if (waiting.length > 0) setTimeout(drain, 0);
  else draining = false;
}

function decodeLater(thumbHash: string, done: (url: string) => void): () => void {
  let live = true;
  waiting.push(() => {
    if (!live) return;
    const url = decoded.get(thumbHash) ?? placeholderURL(thumbHash);
    decoded.set(thumbHash, url);
    done(url);
  });
  if (!draining) {
    draining = true;
    setTimeout(drain, 0);
  }
  return () => {
    live = false;
  };
}

function usePlaceholder(thumbHash: string | undefined): string {
  const [url, setUrl] = useState(() => (thumbHash && decoded.get(thumbHash)) || '');
  useEffect(() => {
    if (!thumbHash) return setUrl('');
    const known = decoded.get(thumbHash);
    if (known !== undefined) return setUrl(known);
    return decodeLater(thumbHash, setUrl);
  }, [thumbHash]);
  return url;
}

export function ResponsiveImage({
  image,
  url,
  fallback,
  alt,
  sizes,
  width,
  height,
  uses = PAGE_USES,
  priority = 'lazy',
  className,
}: {
  /** The processed variants; absent on a post without a picture or from before the pipeline. */
  image?: StoredImage | undefined;
  /** The stored URL, used when there are no variants ('' for none). */
  url?: string | undefined;
  /** Shown when there is no picture or it fails to load (decorative: alt ''). */
  fallback: string;
  alt: string;
  /** The rendered width per layout, e.g. "(min-width: 1024px) 186px, 45vw". */
  sizes: string;
  /** The box's ratio when the layout fixes it (a cover's 2:3); else the widest variant's own size. */
  width?: number;
  height?: number;
  uses?: readonly ImageVariant['use'][];
  priority?: ImagePriority;
  className?: string;
}) {
  const variants = variantsFor(image, uses);
  const widest = variants.at(-1);
  const src = url || (widest ? variantURL(widest) : '');
  // State is keyed by the source, so a new picture (another post) starts fresh without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const placeholder = usePlaceholder(image?.placeholder);
  const showFallback = !src || failed === src;
  const style: CSSProperties | undefined =
    placeholder && !showFallback && loaded !== src
      ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined;

  return (
    <img
      // A new key for the fallback: the browser must not keep the failed srcset's choice.
      key={showFallback ? 'fallback' : src}
      src={showFallback ? fallback : src}
      srcSet={showFallback || variants.length === 0 ? undefined : srcSetOf(variants)}
      sizes={showFallback || variants.length === 0 ? undefined : sizes}
      alt={showFallback ? '' : alt}
      width={width ?? widest?.width ?? 400}
      height={height ?? widest?.height ?? 600}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'high' ? 'auto' : 'async'}
      onLoad={() => setLoaded(src)}
      onError={() => setFailed(src)}
      data-image-state={showFallback ? 'fallback' : loaded === src ? 'loaded' : 'loading'}
      style={style}
      className={className}
    />
  );
}
