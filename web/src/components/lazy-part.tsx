// A lazy page or panel whose code failed to arrive (offline, a dropped connection) is not a dead end
// and not a false "Bookwish has been updated": it says what happened in place, and loads itself again
// when the connection returns: the browser's `online` event, any answer from the server (a dropout
// often never turns navigator.onLine off), or the member coming back to the tab; never on a timer of
// its own, which would spend its one try inside the dropout. Try again asks at once. When the build the
// code belongs to is gone (a new version, or its file answers 404: lib/app-version.ts), nothing will
// bring it back: a page goes to the error page that offers a reload, and a part of a page says so in its
// own place, with a reload, while the rest of the page stays.

import { type ComponentType, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { buildIsGone, NewVersionError } from '../lib/app-version.ts';
import { onConnectionWorks } from '../lib/connection-works.ts';
import { t } from '../lib/i18n/i18n.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** The part together with the query cache's provider (lib/query-scope.tsx): pages and parts read the
 * API through TanStack Query, which the home page's initial JavaScript leaves out. */
function withQueryScope<P extends object>(loadModule: Loader<P>): Loader<P> {
  return async () => {
    const [module, scope] = await Promise.all([loadModule(), import('../lib/query-scope.tsx')]);
    return { default: scope.withQueries(module.default) };
  };
}

/** A page's code (the router's): on failure, a stand-in that retries, or NewVersionError (the error
 * page, with its reload) when the build is gone. */
export async function loadPart<P extends object>(loadModule: Loader<P>): Promise<ComponentType<P>> {
  return loadOrStandIn(withQueryScope(loadModule), { throwWhenGone: true });
}

async function loadOrStandIn<P extends object>(
  load: Loader<P>,
  options: { throwWhenGone: boolean },
): Promise<ComponentType<P>> {
  try {
    return (await load()).default;
  } catch (error) {
    const gone = await buildIsGone(error);
    if (gone && options.throwWhenGone) throw new NewVersionError(t('lazyPart.aNewerVersionOfBookwish'));
    console.warn('A part of the page did not load; it will be asked for again', error);
    // React keeps this stand-in as the part for good: a later showing of it (the panel opened again, the
    // page's data read again) asks for the code at once.
    const shown = { before: false };
    // biome-ignore lint/correctness/noComponentHookFactories: made once per failed import, not per render; it carries that import's loader
    return function MissingPartStandIn(props: P) {
      return <MissingPart load={load} props={props} gone={gone} shown={shown} />;
    };
  }
}

/** React.lazy for a part of a page that survives a failed import: it fails alone, in its own place. */
export function lazyPart<P extends object>(load: Loader<P>) {
  return lazy(async () => ({ default: await loadOrStandIn(withQueryScope(load), { throwWhenGone: false }) }));
}

function MissingPart<P extends object>({
  load,
  props,
  gone: goneAtFirst,
  shown,
}: {
  load: Loader<P>;
  props: P;
  gone: boolean;
  shown: { before: boolean };
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [gone, setGone] = useState(goneAtFirst);
  const [trying, setTrying] = useState(false);
  const inFlight = useRef(false);

  const retry = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setTrying(true);
    load().then(
      (module) => setLoaded(() => module.default),
      async (error: unknown) => {
        if (await buildIsGone(error)) setGone(true);
        inFlight.current = false;
        setTrying(false);
      },
    );
  }, [load]);

  useEffect(() => {
    if (shown.before && !goneAtFirst) retry();
    shown.before = true;
  }, [retry, shown, goneAtFirst]);

  useEffect(() => {
    if (gone) return;
    const back = () => {
      setOnline(true);
      retry();
    };
    const offline = () => setOnline(false);
    const visible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', back);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    const stop = onConnectionWorks(retry);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      stop();
    };
  }, [retry, gone]);

  if (Loaded) return <Loaded {...props} />;
  if (gone) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-3 px-5 py-8">
        <Alert variant="info" title={t('msg.connection.updatedTitle')}>
          {t('msg.connection.updated')}
        </Alert>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('msg.connection.reload')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-3 px-5 py-8">
      <Alert title={t('msg.connection.partMissingTitle')}>
        {online ? t('msg.connection.partMissing') : t('msg.connection.partMissingOffline')}
      </Alert>
      <Button variant="outline" aria-disabled={trying || undefined} onClick={retry}>
        {t('msg.connection.retryNow')}
      </Button>
    </div>
  );
}
