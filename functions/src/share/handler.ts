// Entry of the share-preview function (infra/src/post-pages.ts bundles it with web/dist/index.html).
import { readFileSync } from 'node:fs';
import { config } from '../config.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { createPostPageHandler } from './post-page-handler.ts';

let indexHtml: string | undefined;

export const handler = createPostPageHandler({
  store: dynamoEventStore,
  indexHtml: () => {
    indexHtml ??= readFileSync(new URL('./index.html', import.meta.url), 'utf8');
    return indexHtml;
  },
  fallbackOrigin: () => config().publicOrigin,
});
