// The HTML of one path of the SPA, as the local front and the AWS page function serve it: each page
// with its own title and description, a post page with that post's Open Graph / Twitter card tags,
// and any path that is no page of the app a 404 (with the app's own 404 page, not a soft 200).
// A post page and a plain explore page also carry their first view's data, so the app
// paints them without waiting for the API.

import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import type { PostKind } from '@bookwish/shared/domain/types';
import { listPages, matchAppRoute, wallPage } from '@bookwish/shared/web/app-routes';
import {
  appendToHead,
  fillPostShell,
  listPageTags,
  postPageTags,
  wallPageTags,
} from '@bookwish/shared/web/page-data';
import { injectHead, notFoundHead, postHead } from '@bookwish/shared/web/share-tags';
import type { EventStore } from '../app/ports.ts';
import { publicListPage, publicPostPage } from '../app/share-preview.ts';
import { listThanksWall } from '../app/thanks-wall.ts';

export interface AppPage {
  status: 200 | 404;
  html: string;
}

/** The page of /wishlist/{id} or /treat/{id}: one read; not found unless the post is public. Built on
 * the post shell when the build has one (its frame and this post's cover paint before the app runs). */
export async function postPage(
  deps: { store: EventStore },
  html: { index: string; postShell?: string | undefined },
  kind: PostKind,
  postId: string,
  origin: string,
  now: number,
): Promise<AppPage> {
  const post = ID_PATTERN.test(postId) ? await publicPostPage(deps, kind, postId) : null;
  if (!post) return { status: 404, html: injectHead(html.index, notFoundHead()) };
  const head = postHead(post.share, origin);
  const page = (html.postShell && fillPostShell(html.postShell, post.share)) || html.index;
  return {
    status: 200,
    html: injectHead(page, { ...head, meta: `${head.meta}\n    ${postPageTags(post.view, now)}` }),
  };
}

const listKinds = new Map<string, PostKind>(
  Object.entries(listPages).map(([kind, path]) => [path, kind as PostKind]),
);

/** An explore page with the first page of its plain list. With a query string (filters, search words,
 * a later page) the app asks for what it needs itself. The data only saves a round trip: if the store
 * does not answer, the page goes without it. */
async function listPage(deps: { store: EventStore }, html: string, kind: PostKind, now: number) {
  try {
    const page = await publicListPage(deps, kind);
    return appendToHead(html, listPageTags(kind, LIST_PAGE_SIZE, page, now));
  } catch (error) {
    console.error('list page data failed', error);
    return html;
  }
}

/** The gratitude wall with its first page (one Query); without it if the store does not answer. */
async function thanksPage(deps: { store: EventStore }, html: string, now: number) {
  try {
    const page = await listThanksWall(deps, { limit: String(LIST_PAGE_SIZE) });
    return appendToHead(html, wallPageTags(LIST_PAGE_SIZE, page, now));
  } catch (error) {
    console.error('wall page data failed', error);
    return html;
  }
}

/** A path's page: static pages come prerendered from the build (`staticHtml`), posts are read.
 * `search`: the URL's query string ('' or '?...'). */
export async function appPage(
  deps: { store: EventStore },
  pathname: string,
  html: {
    index: string;
    staticPage: (path: string) => string;
    notFound: string;
    /** web/dist/_shells/post.html, when the build made one. */
    postShell?: string | undefined;
  },
  origin: string,
  request: { search: string; now: number },
): Promise<AppPage> {
  const route = matchAppRoute(pathname);
  if (route.kind === 'static') {
    const page = html.staticPage(route.page.path);
    if (route.page.path === wallPage && request.search.replace(/^\?/, '') === '') {
      return { status: 200, html: await thanksPage(deps, page, request.now) };
    }
    const listKind = listKinds.get(route.page.path);
    if (!listKind || request.search.replace(/^\?/, '') !== '') return { status: 200, html: page };
    return { status: 200, html: await listPage(deps, page, listKind, request.now) };
  }
  if (route.kind === 'not-found') return { status: 404, html: html.notFound };
  return postPage(deps, html, route.kind, route.id, origin, request.now);
}
