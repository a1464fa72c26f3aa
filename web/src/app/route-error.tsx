// A page that throws lands here, inside the layout, with a way forward instead of a blank screen or a
// stack trace. "Bookwish has been updated" only for a real new version (lib/app-version.ts compared the
// build); a page's code that merely failed to arrive (offline) says so, and reloads once back online.
// Its texts come from the active catalogue, loaded before the first render.

import { Component, type ReactNode, useEffect, useState } from 'react';
import { Link, type Location, useLocation } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { NewVersionError } from '../lib/app-version.ts';
import { t } from '../lib/i18n/i18n.ts';
import { paths } from '../lib/paths.ts';

function isMissingChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** Catches what a page (or the layout) throws while rendering, and shows RouteError in its place.
 * Going to another page clears it, so the menu still leads somewhere that works. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}

interface BoundaryState {
  error?: unknown;
  location: Location;
}

class ErrorBoundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  constructor(props: { location: Location; children: ReactNode }) {
    super(props);
    this.state = { location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // A new location (a navigation, Back) renders its page afresh.
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

export function RouteError({ error }: { error: unknown }) {
  const updated = error instanceof NewVersionError;
  const missing = !updated && isMissingChunk(error);
  const online = useOnline();
  if (!updated && !missing) console.error(error);
  // A part that did not arrive offline: the page is asked for again once the connection returns.
  useEffect(() => {
    if (!missing) return;
    const back = () => window.location.reload();
    window.addEventListener('online', back, { once: true });
    return () => window.removeEventListener('online', back);
  }, [missing]);

  const title = updated
    ? t('msg.connection.updatedTitle')
    : missing
      ? t('msg.connection.partMissingTitle')
      : t('routeError.somethingWentWrong');
  const text = updated
    ? t('msg.connection.updated')
    : missing
      ? online
        ? t('msg.connection.partMissing')
        : t('msg.connection.partMissingOffline')
      : t('routeError.weReSorryThisPageRan');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <title>{`${title} · Bookwish`}</title>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-ink-soft">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('msg.connection.reload')}
        </button>
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          {t('routeError.goToTheHomePage')}
        </Link>
      </div>
    </section>
  );
}
