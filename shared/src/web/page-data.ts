// The first view's data, embedded in the served HTML: the app renders a post page or the
// first page of a list without waiting for the API. It is exactly what the API answers a visitor for
// that page (GET /api/wishlists/{id}, GET /api/wishlists?limit=30), so nothing private can be in it;
// a member's own view of a post is still fetched. Pure: the local front and the AWS page function
// build it, the web app reads it (web/src/lib/page-data.ts).

import type { Page, PostSummary, PostView } from '../api/responses.ts';
import type { WallCard } from '../domain/thanks-wall.ts';
import type { PostKind } from '../domain/types.ts';
import { COVER_SIZES, srcSetOf, variantsFor } from './image-variants.ts';

/** The id of the <script type="application/json"> that carries it. */
export const PAGE_DATA_ELEMENT_ID = 'bookwish-page-data';

/** `at`: when the server read it (ms since epoch); the app treats it as that old, so a page cached at
 * the edge for a while is refetched in the background once the app's staleTime has passed. */
export type PageData =
  | { kind: 'post'; postKind: PostKind; id: string; view: PostView; at: number }
  | { kind: 'list'; postKind: PostKind; limit: number; page: Page<PostSummary>; at: number }
  /** The gratitude wall's first page (GET /api/thanks?limit=). */
  | { kind: 'wall'; limit: number; page: Page<WallCard>; at: number };

// In a <script> element only `</script` and `<!--` can end or confuse it, and in JSON only inside a
// string; \u escapes keep the same value for JSON.parse. U+2028/9 for old JavaScript parsers.
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe as the text of a <script> element: member text cannot close it or open markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

/** The data block (never run: a JSON type is not JavaScript, so the page's CSP does not apply). */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/** Fetch the page's main picture with the HTML, not after the app's code: the very srcset and sizes
 * the <img> will carry (image-variants.ts), so the browser picks the same file once. */
export function coverPreload(srcset: string, sizes: string): string {
  return `<link rel="preload" as="image" imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}" fetchpriority="high" />`;
}

/** What a list page adds to its head: the first card's cover preloaded (the page's largest picture,
 * fetched first by the grid too) and the page itself. */
export function listPageTags(postKind: PostKind, limit: number, page: Page<PostSummary>, at: number): string {
  const srcset = srcSetOf(variantsFor(page.items[0]?.coverImage));
  return [
    ...(srcset ? [coverPreload(srcset, COVER_SIZES.card)] : []),
    pageDataScript({ kind: 'list', postKind, limit, page, at }),
  ].join('\n    ');
}

/** What the gratitude wall's page adds to its head: its first page of cards. */
export function wallPageTags(limit: number, page: Page<WallCard>, at: number): string {
  return pageDataScript({ kind: 'wall', limit, page, at });
}

/** What a post page adds to its head besides its share tags (which preload its cover already). */
export function postPageTags(view: PostView, at: number): string {
  return pageDataScript({ kind: 'post', postKind: view.kind, id: view.id, view, at });
}

/** The page's HTML with these tags at the end of its <head>. */
export function appendToHead(html: string, tags: string): string {
  if (!html.includes('</head>')) throw new Error('the page has no </head> to add its data to');
  return html.replace('</head>', () => `    ${tags}\n  </head>`);
}

/**
 * The post shell (web/dist/_shells/post.html): the app's frame of a post page, prerendered at build
 * time around a cover with these stand-ins, so a post page paints its menu and its cover before the
 * app's code arrives. The server puts the post's own cover in (fillPostShell); the app's first render
 * replaces the shell with the same frame and the same picture in the same place.
 */
export const POST_SHELL_SLOT = {
  url: '/__bookwish-cover__',
  key: '__bookwish-srcset__',
  title: '__bookwish-title__',
} as const;

const DEFAULT_COVER = '/img/default-cover.svg';

/** A stand-in cover <img> (POST_SHELL_SLOT) as the app draws this cover (components/responsive-image
 * .tsx): its variants as the srcset, `url` as the picture; without either, the default cover, alt ''.
 * The alt's words are the template's own (its language), with the title put in. */
export function fillCover(img: string, cover: { title: string; url: string; srcset: string }): string {
  if (cover.srcset) {
    return img
      .replace(/(srcset=")[^"]*"/i, (_, attr: string) => `${attr}${attribute(cover.srcset)}"`)
      .replace(POST_SHELL_SLOT.url, () => attribute(cover.url || cover.srcset.split(' ')[0] || ''))
      .replace(POST_SHELL_SLOT.title, () => attribute(cover.title));
  }
  const plain = img.replace(/\s(srcset|sizes)="[^"]*"/gi, '');
  if (!cover.url) return plain.replace(POST_SHELL_SLOT.url, DEFAULT_COVER).replace(/alt="[^"]*"/, 'alt=""');
  return plain
    .replace(POST_SHELL_SLOT.url, () => attribute(cover.url))
    .replace(POST_SHELL_SLOT.title, () => attribute(cover.title));
}

/** The shell with this post's cover (what the app's cover will show: its variants, else its stored
 * picture, else the default cover), or null when the shell has no cover slot to fill. The cover's
 * alt text is the visitor's language's (`coverAlt`, pages.json's post.coverAlt): the shell is
 * rendered once, in English. */
export function fillPostShell(
  shell: string,
  post: { title: string; coverURL: string; coverSrcset: string },
  coverAlt: (title: string) => string,
): string | null {
  const img = /<img\b[^>]*\bsrc="\/__bookwish-cover__"[^>]*>/.exec(shell)?.[0];
  if (!img) return null;
  const hasCover = Boolean(post.coverSrcset || post.coverURL);
  // The shell's alt words are English: a cover's alt is put in the visitor's language here.
  const filled = fillCover(img, { title: post.title, url: post.coverURL, srcset: post.coverSrcset }).replace(
    /alt="[^"]*"/,
    (alt) => (hasCover ? `alt="${attribute(coverAlt(post.title))}"` : alt),
  );
  return shell.replace(img, () => filled);
}
