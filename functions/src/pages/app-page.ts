// The HTML of one path of the SPA, as the local front and the AWS page function serve it: each page
// with its own title and description, a post page with that post's Open Graph / Twitter card tags,
// and any path that is no page of the app a 404 (with the app's own 404 page, not a soft 200).
// A book drive's page has its name and purpose in its head too.
// A post page and a plain explore page also carry their first view's data, so the app
// paints them without waiting for the API; a plain explore page its first cards too, as HTML. Each answers in the visitor's language (page-language.ts):
// <html lang dir>, and the head's texts; English is the build's HTML as it is.

import type { SpotlightInterview } from '@bookwish/shared/api/spotlight';
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import type { Drive } from '@bookwish/shared/domain/drives';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { programText } from '@bookwish/shared/domain/program-texts';
import { portraitOf } from '@bookwish/shared/domain/spotlight';
import type { PostKind } from '@bookwish/shared/domain/types';
import { DEFAULT_LOCALE, type Locale } from '@bookwish/shared/i18n/locales';
import { listPages, matchAppRoute, wallPage } from '@bookwish/shared/web/app-routes';
import { driveHead } from '@bookwish/shared/web/drive-share-tags';
import { fillExploreShell } from '@bookwish/shared/web/explore-shell';
import {
  appendToHead,
  fillPostShell,
  listPageTags,
  postPageTags,
  wallPageTags,
} from '@bookwish/shared/web/page-data';
import { injectHead, interviewHead, notFoundHead, pageHead, postHead } from '@bookwish/shared/web/share-tags';
import type { EventStore } from '../app/ports.ts';
import { publicListPage, publicPostPage } from '../app/share-preview.ts';
import { listThanksWall } from '../app/thanks-wall.ts';
import { pageMessage, pageTexts, postWords, withLanguage, withPageTexts } from './page-language.ts';

/** Reads a published Writer's Spotlight interview by its slug (store/spotlight-store.ts). */
export type InterviewReader = (slug: string) => Promise<SpotlightInterview | null>;

export interface AppPage {
  status: 200 | 404;
  html: string;
}

/** What the page function reads of book drives (store/drive-store.ts). */
export interface PageDrives {
  get(id: string): Promise<Drive | null>;
}

/** The page of /drive/{id}: its name and purpose in the head, in the visitor's language; not found
 * for an id no drive has. */
async function drivePage(
  deps: { drives?: PageDrives | undefined },
  html: { index: string },
  driveId: string,
  origin: string,
  locale: Locale,
): Promise<AppPage> {
  const drive = ID_PATTERN.test(driveId) && deps.drives ? await deps.drives.get(driveId) : null;
  if (!drive) {
    const head = locale === DEFAULT_LOCALE ? notFoundHead() : pageHead(pageTexts(locale, 'notFound'));
    return { status: 404, html: withLanguage(injectHead(html.index, head), locale) };
  }
  return {
    status: 200,
    html: withLanguage(injectHead(html.index, driveHead(drive, origin, locale)), locale),
  };
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
  locale: Locale = DEFAULT_LOCALE,
): Promise<AppPage> {
  const post = ID_PATTERN.test(postId) ? await publicPostPage(deps, kind, postId) : null;
  if (!post) {
    const head = locale === DEFAULT_LOCALE ? notFoundHead() : pageHead(pageTexts(locale, 'notFound'));
    return { status: 404, html: withLanguage(injectHead(html.index, head), locale) };
  }
  const words = postWords(locale);
  const head = postHead(post.share, origin, words);
  const page = (html.postShell && fillPostShell(html.postShell, post.share, words.coverAlt)) || html.index;
  return {
    status: 200,
    html: withLanguage(
      injectHead(page, { ...head, meta: `${head.meta}\n    ${postPageTags(post.view, now)}` }),
      locale,
    ),
  };
}

const listKinds = new Map<string, PostKind>(
  Object.entries(listPages).map(([kind, path]) => [path, kind as PostKind]),
);

/** An explore page with the first page of its plain list: its cards drawn in the explore shell of
 * the visitor's language (`shell`, when the build made one; explore-shell.ts), and the page's data for
 * the app. With a query string (filters, search words, a later page) the app asks for what it needs
 * itself: only the plain first page is ever prerendered, and the edge keys its copies on the query
 * string too. The cards only save time: if the store does not answer, the page goes without them. */
async function listPage(
  deps: { store: EventStore },
  page: { plain: string; shell: string | undefined; locale: Locale },
  kind: PostKind,
  now: number,
) {
  const { plain, shell, locale } = page;
  try {
    const list = await publicListPage(deps, kind);
    const drawn = shell && fillExploreShell(shell, list);
    const html = drawn ? withPageTexts(drawn, locale, pageTexts(locale, listPages[kind])) : plain;
    return appendToHead(html, listPageTags(kind, LIST_PAGE_SIZE, list, now));
  } catch (error) {
    console.error('list page data failed', error);
    return plain;
  }
}

/** A Writer's Spotlight interview's page, shared like a post's: its title, the teaser and the portrait
 * in the head, in the visitor's language (the English teaser where none was written); one GetItem.
 * Not found (404) for a slug nobody published. The app reads the interview itself. */
async function interviewPage(
  deps: { interviews?: InterviewReader | undefined },
  index: string,
  slug: string,
  origin: string,
  locale: Locale,
): Promise<AppPage> {
  const interview = deps.interviews ? await deps.interviews(slug) : null;
  if (!interview) {
    const head = locale === DEFAULT_LOCALE ? notFoundHead() : pageHead(pageTexts(locale, 'notFound'));
    return { status: 404, html: withLanguage(injectHead(index, head), locale) };
  }
  const head = interviewHead(
    {
      path: `/writerspotlight/${encodeURIComponent(slug)}`,
      name: interview.name,
      portrait: portraitOf(interview),
      teaser: programText(interview.texts, 'teaser', locale).text,
    },
    origin,
    pageMessage(locale, 'interview.title', { name: interview.name }),
  );
  return { status: 200, html: withLanguage(injectHead(index, head), locale) };
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
 * `search`: the URL's query string ('' or '?...'); `locale`: the visitor's language. */
export async function appPage(
  deps: { store: EventStore; interviews?: InterviewReader | undefined; drives?: PageDrives },
  pathname: string,
  html: {
    index: string;
    staticPage: (path: string) => string;
    notFound: string;
    /** web/dist/_shells/post.html, when the build made one. */
    postShell?: string | undefined;
    /** An explore shell (web/dist/_shells/wishlists.<locale>.html...), when the build made one. */
    exploreShell?: (kind: PostKind, locale: Locale) => string | undefined;
  },
  origin: string,
  request: { search: string; now: number; locale?: Locale },
): Promise<AppPage> {
  const locale = request.locale ?? DEFAULT_LOCALE;
  const route = matchAppRoute(pathname);
  if (route.kind === 'static') {
    const page = withPageTexts(html.staticPage(route.page.path), locale, pageTexts(locale, route.page.path));
    if (route.page.path === wallPage && request.search.replace(/^\?/, '') === '') {
      return { status: 200, html: await thanksPage(deps, page, request.now) };
    }
    const listKind = listKinds.get(route.page.path);
    if (!listKind || request.search.replace(/^\?/, '') !== '') return { status: 200, html: page };
    const shell = html.exploreShell?.(listKind, locale);
    return { status: 200, html: await listPage(deps, { plain: page, shell, locale }, listKind, request.now) };
  }
  if (route.kind === 'interview') return interviewPage(deps, html.index, route.slug, origin, locale);
  if (route.kind === 'not-found')
    return { status: 404, html: withPageTexts(html.notFound, locale, pageTexts(locale, 'notFound')) };
  if (route.kind === 'drive') return drivePage(deps, html, route.id, origin, locale);
  return postPage(deps, html, route.kind, route.id, origin, request.now, locale);
}
