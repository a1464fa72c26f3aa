import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedFromDocument } from './lib/page-data.ts';
import { queryClient } from './lib/query-client.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A post page or an explore page came with its data: the first render shows it, no API round trip.
seedFromDocument(queryClient);

/** A post page served in its shell (vite.config.ts) has its cover in the HTML already: let that cover
 * paint before the first render replaces the shell with the same frame, or it would be drawn only
 * once the app's own <img> paints, later. Waits for no more than a moment if the picture is slow. */
async function shellCoverShown(): Promise<void> {
  const cover = root?.querySelector<HTMLImageElement>(':scope > [data-shell] main img');
  if (!cover || 'member' in document.documentElement.dataset) return;
  await Promise.race([cover.decode().catch(() => undefined), new Promise((done) => setTimeout(done, 1500))]);
  // The next frame paints it (a hidden tab has no frames: go on at once).
  if (document.visibilityState === 'visible') await new Promise((done) => requestAnimationFrame(done));
}

void shellCoverShown().then(() => {
  // A transition lets React render in small slices, so the first render never blocks input for long;
  // on / the prerendered page is already on screen meanwhile (vite.config.ts, prerender-home).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
