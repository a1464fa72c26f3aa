// Build-time prerender of the home page (run by the `prerender-home` plugin in vite.config.ts, never in
// the browser). The HTML lands inside #root of dist/index.html so a visitor on / sees the page at the
// first paint instead of after ~115 KB of JavaScript; the app's createRoot then replaces it with the
// same markup. Rendered as a visitor: no session, the Explore grid as its loading skeleton.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './router.tsx';

export async function renderHome(origin = 'http://localhost'): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`prerender: / answered with HTTP ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  // The page's <title> already sits in index.html; scripts (scroll restoration) belong to the live app;
  // image preloads would be fetched on every path (index.html is the SPA fallback), not only on /.
  return html
    .replace(/<title>.*?<\/title>/gs, '')
    .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
    .replace(/<link rel="preload"[^>]*>/g, '');
}
