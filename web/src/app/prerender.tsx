// Build-time prerender of the home page (run by the `prerender-home` plugin in vite.config.ts, never in
// the browser). The HTML lands inside #root of dist/index.html so a visitor on / sees the page at the
// first paint instead of after ~115 KB of JavaScript; the app's createRoot then replaces it with the
// same markup. Rendered as a visitor: no session, the Explore grid as its loading skeleton. Also the
// post shell: a post page's menu and frame, which the servers fill with the post's cover (each also
// rendered in every other language, which the head script swaps in); and the
// explore shells, /wishlists and /treats in each language around stand-in cards the servers fill.
import type { Page, PostSummary } from '@bookwish/shared/api/responses';
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { POST_STATUSES } from '@bookwish/shared/domain/steps/roles';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { Locale } from '@bookwish/shared/i18n/locales';
import { listPages } from '@bookwish/shared/web/app-routes';
import { CARD_SLOT, SHELL_WORDS_ELEMENT_ID, SLOT_CARDS } from '@bookwish/shared/web/explore-shell';
import { jsonForScript, POST_SHELL_SLOT } from '@bookwish/shared/web/page-data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { PostCover } from '../features/posts/components/post-cover.tsx';
import { PostFrame } from '../features/posts/components/post-frame.tsx';
import { statusLabel } from '../features/posts/components/post-status.ts';
import TreatsPage from '../features/posts/treats-page.tsx';
import WishlistsPage from '../features/posts/wishlists-page.tsx';
import { activate } from '../lib/i18n/i18n.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { AppRoutes } from './router.tsx';

/** The home page in `locale`: English goes into index.html; each other language's is a file that
 * index.html's head script puts in place of the English for a visitor of that language. */
export async function renderHome(locale: Locale = 'en'): Promise<string> {
  await activate(locale);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  // The page's <title> already sits in index.html; scripts belong to the live app; image preloads
  // would be fetched on every path (index.html is the SPA fallback), not only on /.
  return html
    .replace(/<title>.*?<\/title>/gs, '')
    .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
    .replace(/<link rel="preload"[^>]*>/g, '');
}

const slotImage = {
  placeholder: '',
  variants: [{ key: POST_SHELL_SLOT.key, width: 1, height: 1, use: 'detail' as const }],
};

/** A post page's frame around the stand-in cover, its details empty. */
function PostShell() {
  return (
    <PostFrame
      cover={
        <PostCover
          url={POST_SHELL_SLOT.url}
          image={slotImage}
          title={POST_SHELL_SLOT.title}
          layout="detail"
          priority="high"
        />
      }
    />
  );
}

/** The post shell (see POST_SHELL_SLOT): the app's frame and menu as a visitor sees them on a post
 * page, around a cover with stand-ins the server replaces with the post's own. The details column is
 * empty; the footer is kept (same markup) but hidden by index.html's CSS until the app renders. */
export async function renderPostShell(locale: Locale = 'en'): Promise<string> {
  await activate(locale);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/wishlist/shell">
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<PostShell />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return html.replace(/<script\b[^>]*>.*?<\/script>/gs, '').replace(/<link rel="preload"[^>]*>/g, '');
}

const slotCover = {
  placeholder: '',
  variants: [{ key: POST_SHELL_SLOT.key, width: 1, height: 1, use: 'card' as const }],
};

/** A page of stand-in cards (CARD_SLOT), one more page after it: what the servers fill. */
function slotPage(kind: PostKind): Page<PostSummary> {
  const post = {
    id: CARD_SLOT.id,
    kind,
    title: CARD_SLOT.title,
    author: CARD_SLOT.author,
    userDisplayName: CARD_SLOT.member,
    status: CARD_SLOT.status,
    coverURL: CARD_SLOT.url,
    coverImage: slotCover,
  } as unknown as PostSummary;
  return { items: Array.from({ length: SLOT_CARDS }, () => post), nextCursor: CARD_SLOT.id };
}

/** An explore shell (shared/src/web/explore-shell.ts) in `locale`: the page as a visitor sees it,
 * its grid of stand-in cards, and the status words the servers put on the cards (a <script> of JSON
 * for the head, which the servers take out). */
export async function renderExploreShell(
  kind: PostKind,
  locale: Locale,
): Promise<{ body: string; words: string }> {
  await activate(locale);
  const client = new QueryClient();
  client.setQueryData(queryKeys.list(kind, 'all', LIST_PAGE_SIZE, null), slotPage(kind));
  const Page = kind === 'wishlist' ? WishlistsPage : TreatsPage;
  const html = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={listPages[kind]}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
  const statuses = Object.fromEntries(POST_STATUSES.map((status) => [status, statusLabel(status)]));
  await activate('en');
  return {
    body: html
      .replace(/<title>.*?<\/title>/gs, '')
      .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
      .replace(/<link rel="preload"[^>]*>/g, '')
      // The page's search box and filters, the header's search box and Next answer only once the app
      // has taken over (the list says it is busy until then): words typed into the served page would
      // be lost when the app replaces it. The menu sheet's box stays: main.tsx carries it over.
      .replace(/<main\b[\s\S]*<\/main>/, (main) => main.replace(/<(select|button)\b/g, '<$1 disabled=""'))
      .replace(/<dialog\b[\s\S]*?<\/dialog>|<input\b/g, (tag) =>
        tag === '<input' ? '<input disabled=""' : tag,
      ),
    words: `<script type="application/json" id="${SHELL_WORDS_ELEMENT_ID}">${jsonForScript(statuses)}</script>`,
  };
}
