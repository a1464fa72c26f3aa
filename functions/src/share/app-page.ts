// The HTML of one path of the SPA, as the local front and the AWS share function serve it: each page
// with its own title and description, a post page with that post's Open Graph / Twitter card tags,
// and any path that is no page of the app a 404 (with the app's own 404 page, not a soft 200).

import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import type { PostKind } from '@bookwish/shared/domain/types';
import { matchAppRoute } from '@bookwish/shared/web/app-routes';
import { injectHead, notFoundHead, postHead } from '@bookwish/shared/web/share-tags';
import type { EventStore } from '../app/ports.ts';
import { sharePreview } from '../app/share-preview.ts';

export interface AppPage {
  status: 200 | 404;
  html: string;
}

/** The page of /wishlist/{id} or /treat/{id}: one read; not found unless the post is public. */
export async function postPage(
  deps: { store: EventStore },
  indexHtml: string,
  kind: PostKind,
  postId: string,
  origin: string,
): Promise<AppPage> {
  const post = ID_PATTERN.test(postId) ? await sharePreview(deps, kind, postId) : null;
  if (!post) return { status: 404, html: injectHead(indexHtml, notFoundHead()) };
  return { status: 200, html: injectHead(indexHtml, postHead(post, origin)) };
}

/** A path's page: static pages come prerendered from the build (`staticHtml`), posts are read. */
export async function appPage(
  deps: { store: EventStore },
  pathname: string,
  html: { index: string; staticPage: (path: string) => string; notFound: string },
  origin: string,
): Promise<AppPage> {
  const route = matchAppRoute(pathname);
  if (route.kind === 'static') return { status: 200, html: html.staticPage(route.page.path) };
  if (route.kind === 'not-found') return { status: 404, html: html.notFound };
  return postPage(deps, html.index, route.kind, route.id, origin);
}
