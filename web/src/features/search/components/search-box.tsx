// The search box of the top menu and the side sheet. Typing takes you to /search?q=... (debounced):
// the first letters add a history entry, the next ones replace it, so Back leaves the search in one
// step and a reload keeps it. What the member types is never overwritten: the box follows the URL only
// when the URL changed for another reason (Back, Forward, a link), never when it is our own debounced
// navigation catching up with letters typed since.

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { cn } from '../../../components/ui/cn.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';

const DEBOUNCE_MS = 250;

export function SearchBox({ className }: { className?: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = location.pathname === paths.search;
  const urlQuery = onSearchPage ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const navigate = useNavigate();
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The q's this box put in the URL (a slow navigation may land after later letters were sent), and
  // the latest URL state, read by the debounced timer (its closure holds the state of its keystroke).
  const sent = useRef(new Set<string>());
  const latest = useRef({ urlQuery, onSearchPage });
  latest.current = { urlQuery, onSearchPage };

  // Back, Forward or a link changed the search: show it. Our own navigation is not such a change, nor
  // is mounting (the box already starts from the URL, and may have been typed into since).
  const shownQuery = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery === shownQuery.current) return;
    shownQuery.current = urlQuery;
    if (sent.current.has(urlQuery)) return;
    sent.current.clear();
    setText(urlQuery);
  }, [urlQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (q: string) => {
    const now = latest.current;
    if (q.trim() === now.urlQuery.trim() && now.onSearchPage) return;
    sent.current.add(q);
    navigate(`${paths.search}?${new URLSearchParams({ q })}`, { replace: now.onSearchPage });
  };

  return (
    <search className={cn('relative block', className)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(timer.current);
          go(text);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('msg.search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          placeholder={t('msg.search.placeholder')}
          autoComplete="off"
          maxLength={200}
          className="h-9 w-full rounded-full border border-line bg-white px-4 text-sm focus:border-brand focus:outline-none"
          onChange={(e) => {
            const q = e.target.value;
            setText(q);
            clearTimeout(timer.current);
            if (q.trim()) timer.current = setTimeout(() => go(q), DEBOUNCE_MS);
          }}
        />
      </form>
    </search>
  );
}
