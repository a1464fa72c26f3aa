// A page that throws (or a lazy chunk that no longer exists after a deploy) lands here, inside the
// layout, with a way forward instead of a blank screen or a stack trace.
// Deliberately free of messages.ts: this file is in the home route's bundle.
import { Link, useRouteError } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../lib/paths.ts';

function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

export function RouteError() {
  const error = useRouteError();
  const stale = isStaleChunk(error);
  if (!stale) console.error(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <title>Something went wrong · Bookwish</title>
      <h1 className="text-3xl font-semibold">
        {stale ? 'Bookwish has been updated' : 'Something went wrong'}
      </h1>
      <p className="text-ink-soft">
        {stale
          ? 'A newer version of the site is available. Reload the page to continue where you were.'
          : "We're sorry, this page ran into a problem. Please reload, or head back home and try again."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
