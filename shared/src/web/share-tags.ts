// The <head> a shared link previews with: title, description, Open Graph and Twitter card tags. Pure;
// the local front and the AWS share function both inject its output into index.html.
//
// Only the fields picked by `shareableOf` can reach the tags (never an address, a private message, a
// thank-you note or a party's name), and every value is HTML-escaped: titles are member text.

import type { Post } from '../domain/types.ts';
import { notFoundPage, type StaticPage } from './app-routes.ts';
import { escapeHtml } from './escape-html.ts';
import { COVER_SIZES, srcSetOf, variantsFor } from './image-variants.ts';
import { coverPreload } from './page-data.ts';

/** What a preview may show of a post: public fields only, chosen one by one. */
export interface ShareablePost {
  kind: 'wishlist' | 'treat';
  id: string;
  title: string;
  author: string;
  ownerName: string;
  /** "$24.99" for a wish; '' for a treat. */
  price: string;
  destination: string;
  /** The stored cover URL (/images/<key>, absolute, or '' for the default cover). */
  coverURL: string;
  /** The cover's 1200x630 JPEG made for link previews, when the pipeline made one. */
  previewImage?: { url: string; width: number; height: number };
  /** The cover's page variants as the detail page's <img> names them ('' when none): preloaded, so
   * the largest picture of the page starts downloading with the HTML, not after the app's code. */
  coverSrcset: string;
}

/** The cover's link-preview variant (a key under /images/), if any. */
function previewImageOfPost(post: Post): ShareablePost['previewImage'] {
  const preview = post.coverImage?.variants.find((variant) => variant.use === 'preview');
  return preview
    ? { url: `/images/${preview.key}`, width: preview.width, height: preview.height }
    : undefined;
}

export function shareableOf(post: Post): ShareablePost {
  const previewImage = previewImageOfPost(post);
  return {
    kind: post.kind,
    id: post.id,
    title: post.title,
    author: post.author,
    ownerName: post.userDisplayName,
    price: post.kind === 'wishlist' ? post.price : '',
    destination: post.kind === 'wishlist' ? post.destination : post.shippingDestination,
    coverURL: post.coverURL,
    coverSrcset: srcSetOf(variantsFor(post.coverImage)),
    ...(previewImage ? { previewImage } : {}),
  };
}

export interface HeadTags {
  title: string;
  description: string;
  /** Extra <meta> tags (Open Graph, Twitter card) and the cover's preload, already escaped. */
  meta: string;
}

const DEFAULT_IMAGE = '/img/default-cover.svg';

/**
 * The picture of a preview, as an absolute URL: the 1200x630 JPEG the pipeline made for previews
 * (every crawler reads JPEG, and 1.91:1 is what summary_large_image and og:image crop to), else the
 * stored cover, else the default cover.
 */
export function previewImageOf(post: ShareablePost, origin: string): string {
  const url = post.previewImage?.url || post.coverURL || DEFAULT_IMAGE;
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** One Open Graph or Twitter card tag, its value escaped. */
export const meta = (attr: 'property' | 'name', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/** The Open Graph and Twitter card tags of a page with a preview of its own (a post, an interview, a
 * drive), in the one order they are written: its picture's, with any details of it, when it has one. */
export function previewTags(preview: {
  type: 'website' | 'article';
  title: string;
  description: string;
  url: string;
  card: 'summary' | 'summary_large_image';
  image?: { url: string; alt: string; details?: readonly string[] };
}): string[] {
  const { title, description, image } = preview;
  return [
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', 'Bookwish'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', preview.url),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          ...(image.details ?? []),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', preview.card),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
  ];
}

/** The words of a post page's head, in the visitor's language (the server's pages catalogue); member
 * text (title, author, name, destination, price) goes in as written. */
export interface PostHeadWords {
  title(title: string): string;
  wishedBy(name: string): string;
  givenBy(name: string): string;
  bookBy(title: string, author: string): string;
  shipsTo(destination: string): string;
  coverAlt(title: string): string;
}

/** English, the source (pages.json's English says the same, and a test holds them together). */
export const ENGLISH_POST_WORDS: PostHeadWords = {
  title: (title) => `${title} · Bookwish`,
  wishedBy: (name) => `Wished by ${name}`,
  givenBy: (name) => `Given by ${name}`,
  bookBy: (title, author) => `${title} by ${author}`,
  shipsTo: (destination) => `ships to ${destination}`,
  coverAlt: (title) => `Cover of ${title}`,
};

/** The head of /wishlist/{id} or /treat/{id}: "Wished by ..."/"Given by ...", price or destination. */
export function postHead(post: ShareablePost, origin: string, words = ENGLISH_POST_WORDS): HeadTags {
  const by = post.kind === 'wishlist' ? words.wishedBy(post.ownerName) : words.givenBy(post.ownerName);
  const bookLine = post.author ? words.bookBy(post.title, post.author) : post.title;
  const parts = [bookLine, by, post.price, post.destination ? words.shipsTo(post.destination) : ''];
  const description = parts.filter((part) => part !== '').join(' · ');
  const title = words.title(post.title);
  const url = `${origin}/${post.kind}/${encodeURIComponent(post.id)}`;
  const image = previewImageOf(post, origin);
  const tags = [
    ...previewTags({
      type: 'website',
      title,
      description,
      url,
      card: 'summary_large_image',
      image: {
        url: image,
        alt: words.coverAlt(post.title),
        details: post.previewImage
          ? [
              meta('property', 'og:image:type', 'image/jpeg'),
              meta('property', 'og:image:width', String(post.previewImage.width)),
              meta('property', 'og:image:height', String(post.previewImage.height)),
            ]
          : [],
      },
    }),
    ...(post.coverSrcset ? [coverPreload(post.coverSrcset, COVER_SIZES.detail)] : []),
  ];
  return { title, description, meta: tags.join('\n    ') };
}

/** What a Writer's Spotlight interview's preview shows: its page, the writer's name and portrait, the
 * teaser in the reader's language (all published by volunteers). */
export interface ShareableInterview {
  path: string;
  name: string;
  portrait: string;
  teaser: string;
}

/** The head of /writerspotlight/<slug>: "Writer Spotlight: <name>", the teaser, the portrait (the
 * site's default image for a writer without one: their initials are drawn by the app, not a file). */
export function interviewHead(interview: ShareableInterview, origin: string, title: string): HeadTags {
  const portrait = interview.portrait || DEFAULT_IMAGE;
  const image = /^https?:\/\//.test(portrait) ? portrait : `${origin}${portrait}`;
  const tags = previewTags({
    type: 'article',
    title,
    description: interview.teaser,
    url: `${origin}${interview.path}`,
    card: 'summary',
    image: { url: image, alt: interview.name },
  });
  return { title, description: interview.teaser, meta: tags.join('\n    ') };
}

/** The head of a page without parameters (and of the 404 page). */
export function pageHead(page: Pick<StaticPage, 'title' | 'description'>): HeadTags {
  return {
    title: page.title,
    description: page.description,
    meta: [
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', 'Bookwish'),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('name', 'twitter:card', 'summary'),
    ].join('\n    '),
  };
}

export const notFoundHead = (): HeadTags => pageHead(notFoundPage);

/**
 * index.html with this head: its <title> and description replaced, the tags added before </head>.
 * Throws when index.html lacks either (a build that changed shape must fail loudly, not silently
 * share the home page).
 */
export function injectHead(indexHtml: string, head: HeadTags): string {
  const titleRe = /<title>[^<]*<\/title>/;
  const descriptionRe = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (!titleRe.test(indexHtml) || !descriptionRe.test(indexHtml) || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no <title>, description or </head> to replace');
  }
  return indexHtml
    .replace(titleRe, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(descriptionRe, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `    ${head.meta}\n  </head>`);
}
