// The worker that shrinks a photo off the page's thread. Vite bundles it with the
// app as its own module (new Worker(new URL(...))), so it loads from our origin like any script:
// nothing from a CDN, and the CSP's script-src 'self' covers it.
import { type ShrinkReply, type ShrinkRequest, shrinkImage } from './shrink-image.ts';

// The DOM lib types `self` as a Window; in a dedicated worker these two are all we use.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(message: ShrinkReply): void;
};

scope.onmessage = (event) => {
  shrinkImage(event.data, (fraction) => scope.postMessage({ type: 'progress', fraction })).then(
    (blob) => scope.postMessage({ type: 'done', blob }),
    (error: unknown) =>
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
