import { describe, expect, it } from 'vitest';
import type { Post, Treat, Wishlist } from '../domain/types.ts';
import { matchAppRoute, staticPages } from './app-routes.ts';
import { injectHead, postHead, shareableOf } from './share-tags.ts';

const ORIGIN = 'https://bookwish.example';

const wish: Wishlist = {
  kind: 'wishlist',
  id: 'w-1',
  uid: 'u-owner',
  userDisplayName: 'Zoë Lefèvre',
  title: 'Les Misérables <script>alert("x")</script> & "friends"',
  author: 'Victor Hugo',
  coverURL: '/images/covers/u-owner/abc.jpg',
  message: 'PUBLIC-BUT-NOT-PREVIEWED message',
  closed: false,
  createdAt: 1_700_000_000,
  status: 'fulfilled',
  types: ['Fiction'],
  purchaseLink: 'https://books.example/les-mis',
  destination: 'Burnaby, BC',
  price: '$24.99',
  fulfilled: true,
  offerUID: 'u-giver',
  offerDisplayName: 'SECRET-GIVER-NAME',
  fulfillmentMessage: 'SECRET-FULFILMENT-MESSAGE',
  shippingAddress: 'SECRET-ADDRESS 1234 Kingsway, Burnaby',
  thankYouNote: 'SECRET-THANKS-NOTE',
  thankYouPhotoURL: '/images/thanks/SECRET-PHOTO.jpg',
  version: 4,
  history: [],
};

const treat: Treat = {
  kind: 'treat',
  id: 't-1',
  uid: 'u-giver',
  userDisplayName: 'Tessa Wong',
  title: 'The Hobbit',
  author: 'J.R.R. Tolkien',
  coverURL: '',
  message: 'Lightly used',
  closed: false,
  createdAt: 1_700_000_000,
  status: 'requested',
  types: [] as Treat['types'],
  shippingDestination: 'Canada',
  requested: true,
  requestUID: 'u-req',
  requestDisplayName: 'SECRET-REQUESTER',
  requestMessage: 'SECRET-REQUEST-MESSAGE',
  shippedMessage: 'SECRET-SHIPPED-MESSAGE',
  shippingAddress: 'SECRET-ADDRESS 9 Main St',
  version: 3,
  history: [],
};

function render(post: Wishlist | Treat): string {
  const head = postHead(shareableOf(post), ORIGIN);
  return injectHead(
    '<html><head><title>Home</title><meta name="description" content="home" /></head><body></body></html>',
    head,
  );
}

describe('share tags of a post', () => {
  it('show the book, its owner and price or destination, with the cover as the image', () => {
    const html = render(wish);
    expect(html).toContain('<meta property="og:title" content="Les Misérables &lt;script&gt;');
    expect(html).toContain('Wished by Zoë Lefèvre');
    expect(html).toContain('$24.99');
    expect(html).toContain('ships to Burnaby, BC');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/covers/u-owner/abc.jpg" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/wishlist/w-1" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(render(treat)).toContain('Given by Tessa Wong');
    // No cover: the default cover, still absolute.
    expect(render(treat)).toContain(`content="${ORIGIN}/img/default-cover.svg"`);
  });

  it('use the 1200x630 JPEG preview variant as og:image when the cover has one, never a thank-you photo', () => {
    const withVariants: Wishlist = {
      ...wish,
      coverURL: '/images/processed/bookCovers/c1/w640.webp',
      coverImage: {
        placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
        variants: [
          { key: 'processed/bookCovers/c1/w320.webp', width: 320, height: 427, use: 'card' },
          { key: 'processed/bookCovers/c1/w640.webp', width: 640, height: 853, use: 'card' },
          { key: 'processed/bookCovers/c1/preview.jpg', width: 1200, height: 630, use: 'preview' },
        ],
      },
      thankYouPhotoURL: '/images/processed/thankYou/SECRET/w640.webp',
      thankYouPhoto: {
        placeholder: 'x',
        variants: [
          { key: 'processed/thankYou/SECRET/preview.jpg', width: 1200, height: 630, use: 'preview' },
        ],
      },
    };
    const html = render(withVariants);
    const image = `${ORIGIN}/images/processed/bookCovers/c1/preview.jpg`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).not.toMatch(/content="[^"]*\.webp/);
    expect(html).not.toMatch(/SECRET/);
    // The cover the page will draw is preloaded with the very srcset and sizes of its <img>.
    expect(html).toContain(
      '<link rel="preload" as="image" imagesrcset="/images/processed/bookCovers/c1/w320.webp 320w, /images/processed/bookCovers/c1/w640.webp 640w" imagesizes="280px" fetchpriority="high" />',
    );
    expect(render(wish)).not.toContain('rel="preload"');
    // A cover from before the pipeline (no variants): its stored URL, with no size claimed.
    expect(render(wish)).not.toContain('og:image:width');
  });

  it('escape member text: no tag or attribute can be opened from a title or a name', () => {
    const html = render({ ...wish, userDisplayName: 'Eve" onload="x' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"friends"');
    expect(html).toContain('&amp; &quot;friends&quot;');
    expect(html).toContain('Eve&quot; onload=&quot;x');
    expect(html).toContain('<title>Les Misérables &lt;script&gt;');
  });

  it('never carry a private field, or a party name, whatever the post holds', () => {
    for (const post of [wish, treat]) {
      const html = render(post);
      expect(html).not.toMatch(/SECRET/);
      // The builder's input is the picked projection: a field added to Post later cannot slip in.
      const shareable = [
        'author',
        'coverSrcset',
        'coverURL',
        'destination',
        'id',
        'kind',
        'ownerName',
        'price',
        'title',
      ];
      expect(Object.keys(shareableOf(post)).sort()).toEqual(shareable.sort());
      const preview = { key: 'p/c/preview.jpg', width: 1200, height: 630, use: 'preview' as const };
      const withCover: Post = { ...post, coverImage: { placeholder: '', variants: [preview] } };
      expect(Object.keys(shareableOf(withCover)).sort()).toEqual([...shareable, 'previewImage'].sort());
      expect(Object.keys(shareableOf(withCover).previewImage ?? {}).sort()).toEqual([
        'height',
        'url',
        'width',
      ]);
    }
  });

  it('replace the title and description of index.html, and refuse a page without them', () => {
    const html = render(wish);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="home"');
    expect(() => injectHead('<html><head></head></html>', postHead(shareableOf(wish), ORIGIN))).toThrow();
  });
});

describe('app routes', () => {
  it('know every static page, the two post pages, and nothing else', () => {
    expect(matchAppRoute('/about')).toMatchObject({ kind: 'static', page: { title: 'About Us · Bookwish' } });
    expect(matchAppRoute('/about/')).toMatchObject({ kind: 'static' });
    expect(matchAppRoute('/wishlist/abc%20d')).toEqual({ kind: 'wishlist', id: 'abc d' });
    expect(matchAppRoute('/treat/t-1')).toEqual({ kind: 'treat', id: 't-1' });
    for (const path of ['/about.backup', '/wishlist', '/wishlist/a/b', '/admin', '/wishlist/%E0%A4%A']) {
      expect(matchAppRoute(path)).toEqual({ kind: 'not-found' });
    }
    expect(new Set(staticPages.map((p) => p.path)).size).toBe(staticPages.length);
  });
});
