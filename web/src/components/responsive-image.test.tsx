import type { StoredImage } from '@bookwish/shared/domain/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { placeholderURL, ResponsiveImage } from './responsive-image.tsx';

// A real ThumbHash of a 4x4 red picture, as the server stores it (base64).
const redHash = Buffer.from(
  rgbaToThumbHash(
    4,
    4,
    new Uint8Array(4 * 4 * 4).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)),
  ),
).toString('base64');

const cover: StoredImage = {
  placeholder: redHash,
  variants: [
    { key: 'processed/bookCovers/c1/preview.jpg', width: 1200, height: 630, use: 'preview' },
    { key: 'processed/bookCovers/c1/w640.webp', width: 640, height: 853, use: 'card' },
    { key: 'processed/bookCovers/c1/w320.webp', width: 320, height: 427, use: 'card' },
    { key: 'processed/bookCovers/c1/w1024.webp', width: 1024, height: 1365, use: 'detail' },
  ],
};

const html = (props: Partial<Parameters<typeof ResponsiveImage>[0]>) =>
  renderToStaticMarkup(
    <ResponsiveImage fallback="/img/default-cover.svg" alt="Cover of Dune" sizes="50vw" {...props} />,
  );

describe('ResponsiveImage', () => {
  it('offers the WebP widths (never the preview JPEG) with sizes and a size', () => {
    const out = html({
      image: cover,
      url: '/images/processed/bookCovers/c1/w640.webp',
      width: 400,
      height: 600,
    });
    expect(out).toContain(
      'srcSet="/images/processed/bookCovers/c1/w320.webp 320w, /images/processed/bookCovers/c1/w640.webp 640w, /images/processed/bookCovers/c1/w1024.webp 1024w"',
    );
    expect(out).not.toContain('preview.jpg');
    expect(out).toContain('sizes="50vw"');
    expect(out).toContain('width="400"');
    expect(out).toContain('height="600"');
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain('fetchpriority');
    // The placeholder is decoded after the first render (the e2e test sees it painted).
    expect(out).toContain('data-image-state="loading"');
  });

  it('fetches the page main picture first, eagerly', () => {
    const out = html({ image: cover, priority: 'high' });
    expect(out).toContain('fetchPriority="high"');
    expect(out).toContain('loading="eager"');
    // Without a box size: the widest variant's own, so the ratio is right before it loads.
    expect(out).toContain('width="1024"');
    expect(out).toContain('height="1365"');
  });

  it('shows the default picture, decorative, when there is none', () => {
    const out = html({ url: '' });
    expect(out).toContain('src="/img/default-cover.svg"');
    expect(out).toContain('alt=""');
    expect(out).not.toContain('srcSet');
    expect(out).not.toContain('background-image');
  });

  it('a stored URL without variants (from before the pipeline) is used as is', () => {
    const out = html({ url: 'https://covers.example/dune.jpg' });
    expect(out).toContain('src="https://covers.example/dune.jpg"');
    expect(out).not.toContain('srcSet');
  });

  it('decodes a ThumbHash to a small PNG, and a broken one to nothing', () => {
    expect(placeholderURL(redHash)).toMatch(/^data:image\/png;base64,/);
    expect(placeholderURL('')).toBe('');
    expect(placeholderURL('%%%not base64')).toBe('');
  });
});
