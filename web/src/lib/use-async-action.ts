import { useCallback, useState } from 'react';

/** Pending and error state around one async action of a form (Cognito calls are not server state,
 * so TanStack Query would add nothing here). */
export function useAsyncAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>, toText: (error: unknown) => string) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(toText(caught));
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, error, setError, run };
}
