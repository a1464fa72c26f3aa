// "The connection works again": said by the API client whenever the server answered (any status: the
// connection carried it), for what waits on the connection without a timer of its own (a part of the
// page whose code did not arrive, components/lazy-part.tsx). The browser's `online` event is not
// enough: a dropout on a phone often never turns navigator.onLine off, so it never turns it on again.
// Its own small file, so the API client brings nothing else with it.

const listeners = new Set<() => void>();

export function noteConnectionWorks(): void {
  for (const listener of listeners) listener();
}

export function onConnectionWorks(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
