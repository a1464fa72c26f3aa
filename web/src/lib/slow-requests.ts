// How many API calls are past their "seems slow" mark right now (lib/api.ts counts them): the
// connection notice subscribes to it.
let slowCalls = 0;
const slowListeners = new Set<() => void>();

export function changeSlow(by: number): void {
  slowCalls += by;
  for (const listener of slowListeners) listener();
}

export const slowRequests = {
  count: (): number => slowCalls,
  subscribe(listener: () => void): () => void {
    slowListeners.add(listener);
    return () => slowListeners.delete(listener);
  },
};
