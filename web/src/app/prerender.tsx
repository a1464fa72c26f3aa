// Build-time prerender of the home page (run by the `prerender-home` plugin in vite.config.ts, never in
// the browser). The HTML lands inside #root of dist/index.html so a visitor on / sees the page at the
// first paint instead of after ~115 KB of JavaScript; the app's createRoot then replaces it with the
// same markup. Rendered as a visitor: no session, the Explore grid as its loading skeleton. Also the
// post shell: a post page's menu and frame, which the servers fill with the post's cover.
import type { Locale } from '@bookwish/shared/i18n/locales';
import { POST_SHELL_SLOT } from '@bookwish/shared/web/page-data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { PostCover } from '../features/posts/components/post-cover.tsx';
import { PostFrame } from '../features/posts/components/post-frame.tsx';
import { activate } from '../lib/i18n/i18n.ts';
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
