// A lazy page or panel whose code failed to arrive (offline, a dropped connection) is not a dead end
// and not a false "Bookwish has been updated": it says what happened in place, and loads itself again
// when the connection returns (or on Try again). Only a real new version of the site (lib/app-version.ts)
// goes to the error page that offers a reload.

import { type ComponentType, lazy, useCallback, useEffect, useState } from 'react';
import { isNewVersion, NewVersionError } from '../lib/app-version.ts';
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

/** Tries the import; on failure, a stand-in that retries (or NewVersionError after a real deploy). */
export async function loadPart<P extends object>(loadModule: Loader<P>): Promise<ComponentType<P>> {
  const load = withQueryScope(loadModule);
  try {
    return (await load()).default;
  } catch (error) {
    if (await isNewVersion()) throw new NewVersionError(t('lazyPart.aNewerVersionOfBookwish'));
    console.warn('A part of the page did not load; it will be asked for again', error);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per failed import, not per render; it carries that import's loader
    return function MissingPartStandIn(props: P) {
      return <MissingPart load={load} props={props} />;
    };
  }
}

/** React.lazy that survives a failed import (see loadPart). */
export function lazyPart<P extends object>(load: Loader<P>) {
  return lazy(async () => ({ default: await loadPart(load) }));
}

function MissingPart<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [trying, setTrying] = useState(false);

  const retry = useCallback(() => {
    setTrying(true);
    load().then(
      (module) => setLoaded(() => module.default),
      () => setTrying(false),
    );
  }, [load]);

  useEffect(() => {
    const back = () => {
      setOnline(true);
      retry();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    // Online already (a blip): one more try shortly.
    const soon = navigator.onLine ? setTimeout(retry, 2_000) : undefined;
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      clearTimeout(soon);
    };
  }, [retry]);

  if (Loaded) return <Loaded {...props} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-3 px-5 py-8">
      <Alert title={t('msg.connection.partMissingTitle')}>
        {online ? t('msg.connection.partMissing') : t('msg.connection.partMissingOffline')}
      </Alert>
      <Button variant="outline" disabled={trying} onClick={retry}>
        {t('msg.connection.retryNow')}
      </Button>
    </div>
  );
}
