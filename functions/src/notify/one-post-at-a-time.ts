// A stream batch's records are handled side by side (Powertools' default), but two records of one
// post are not: the impact projection folds each event onto the one before it, so a later event
// handled beside its predecessor found it not yet folded, read the post's history and lost the race
// to write (a post looped through 470 offers and withdrawals cost 2.8 reads and 2.2 transactions an
// event), and the post's emails could leave out of order. Records of other posts still go alongside.

/** Runs `work` once every earlier call for the same post has settled (failed ones too: a failed
 * record is retried on its own, and must not hold the post's later records back). */
export function onePostAtATime() {
  const last = new Map<string, Promise<void>>();
  return <T>(postId: string, work: () => Promise<T>): Promise<T> => {
    const run = (last.get(postId) ?? Promise.resolve()).then(work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last.set(postId, settled);
    // Forget the post once its last record is done, so a long-lived container keeps no map of posts.
    void settled.then(() => {
      if (last.get(postId) === settled) last.delete(postId);
    });
    return run;
  };
}
