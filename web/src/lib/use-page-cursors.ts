// Where a paged list keeps its position (the post lists, the support inbox). With a URL parameter
// name, the page number and its cursor live in the query string (?page=3&pageAfter=...), so Back from
// a post and a reload land on the same page; the cursors of the pages before it ride in the history
// entry's state for Previous. Without a name (two lists on one screen that need none), plain
// component state as before.

import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

type Cursors = (string | null)[];

export function usePageCursors(param: string | undefined): [Cursors, (next: Cursors) => void] {
  const [local, setLocal] = useState<Cursors>([null]);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  if (!param) return [local, setLocal];

  const afterParam = `${param}After`;
  const stateKey = `cursors:${param}`;
  const page = Math.max(1, Math.floor(Number(params.get(param))) || 1);
  const after = params.get(afterParam);
  const saved = (location.state as Record<string, unknown> | null)?.[stateKey];
  let cursors: Cursors;
  if (page === 1 || !after) cursors = [null];
  else if (Array.isArray(saved) && saved.length === page && saved[page - 1] === after) cursors = saved;
  // A shared link to page 3 has no history: the page itself shows, and Previous leads to page 1.
  else cursors = [...Array<null>(page - 1).fill(null), after];

  const go = (next: Cursors) => {
    const last = next.at(-1) ?? null;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length > 1 && last) {
          updated.set(param, String(next.length));
          updated.set(afterParam, last);
        } else {
          updated.delete(param);
          updated.delete(afterParam);
        }
        return updated;
      },
      { state: { ...(location.state as object | null), [stateKey]: next } },
    );
  };
  return [cursors, go];
}
