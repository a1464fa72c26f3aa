// Work that must not overlap for one key (a post, a stored object) runs one after the other, in the
// order it came; work for other keys goes alongside. In one process only: what two Lambda containers
// do at once is kept apart by the store's conditions, not by this.

/** A runner: `run(key, work)` starts `work` once every earlier call for `key` has settled (failed
 * ones too: a failure is its caller's to handle, and must not hold back the key's later work). */
export function oneAtATimePerKey() {
  const last = new Map<string, Promise<void>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (last.get(key) ?? Promise.resolve()).then(work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    // Forget the key once its last work is done, so a long-lived process keeps no map of every key.
    void settled.then(() => {
      if (last.get(key) === settled) last.delete(key);
    });
    return run;
  };
}
