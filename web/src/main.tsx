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

// A transition lets React render in small slices, so the first render never blocks input for long;
// on / the prerendered page is already on screen meanwhile (vite.config.ts, prerender-home), and on a
// post page its shell (which started this script once the post's cover had painted, index.html).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
