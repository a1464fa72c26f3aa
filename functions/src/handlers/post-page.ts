// Entry of the page function (infra/src/post-pages.ts bundles it with web/dist/index.html, and the
// explore pages' prerendered HTML, the post shell and the explore shells under pages/).
import { existsSync, readFileSync } from 'node:fs';
import { exploreShellPath } from '@bookwish/shared/web/explore-shell';
import { config } from '../config.ts';
import { createPostPageHandler } from '../pages/post-page-handler.ts';
import { getDrive } from '../store/drive-store.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { getInterview } from '../store/spotlight-store.ts';

let indexHtml: string | undefined;
const pages = new Map<string, string | undefined>();

/** `path` is one of the app's own static paths (shared/src/web/app-routes.ts), never the request's. */
function bundledPage(path: string): string | undefined {
  if (!pages.has(path)) {
    const file = new URL(`./pages${path}/index.html`, import.meta.url);
    pages.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  }
  return pages.get(path);
}

export const handler = createPostPageHandler({
  store: dynamoEventStore,
  interviews: getInterview,
  drives: { get: getDrive },
  indexHtml: () => {
    indexHtml ??= readFileSync(new URL('./index.html', import.meta.url), 'utf8');
    return indexHtml;
  },
  pageHtml: bundledPage,
  postShellHtml: () => bundledPage('/_shells/post'),
  exploreShellHtml: (kind, locale) => bundledPage(exploreShellPath(kind, locale)),
  fallbackOrigin: () => config().publicOrigin,
});
