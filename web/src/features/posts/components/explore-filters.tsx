// The explore pages' search and filters: book type, destination (wishlists) or shipping
// destination (treats), Open only, and for treats the area and "hand over in person". They live in the
// query string beside the page (?q=&type=&destination=&open=1&area=&inPerson=1&page=), so a filtered
// page can be shared, reloaded and returned to with Back. Ticking "in person" with no area chosen
// chooses the member's own area (Account Setting), which they may change or clear.
// Words typed are sent after a pause: the first change adds a history entry, the next ones replace it.
// On a phone the books come first: the search box stays, the other filters fold behind a
// "Filters (n)" button and the active ones show as chips that remove themselves when pressed.

import { isAreaId } from '@bookwish/shared/domain/areas';
import { TREAT_TYPES, WISHLIST_TYPES } from '@bookwish/shared/domain/constants';
import type { PostKind } from '@bookwish/shared/domain/types';
import { type ComponentProps, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AreaOptions } from '../../../lib/area-options.tsx';
import { areaName } from '../../../lib/i18n/areas.ts';
import { bookTypeText } from '../../../lib/i18n/book-types.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useMyArea } from '../../../lib/my-area.ts';
import type { SearchFilters } from '../../../lib/search-posts.ts';

const DEBOUNCE_MS = 300;
const TEXT_PARAMS = ['q', 'destination'] as const;
type TextParam = (typeof TEXT_PARAMS)[number];

type ChipName = 'type' | 'destination' | 'open' | 'inPerson' | 'area';

const typesOf = (kind: PostKind): readonly string[] => (kind === 'wishlist' ? WISHLIST_TYPES : TREAT_TYPES);

/** The search the URL asks for, or null when it asks for none (then the page is the plain list). */
export function useExploreSearch(kind: PostKind): { q: string; filters: SearchFilters } | null {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawType = params.get('type') ?? '';
  // A type the kind does not have (an edited link) is ignored rather than answered with an error.
  const type = typesOf(kind).includes(rawType) ? rawType : '';
  const destination = params.get('destination')?.trim() ?? '';
  const open = params.get('open') === '1';
  // In person, and where: treats only; an area off the list (an edited link) is ignored.
  const rawArea = params.get('area') ?? '';
  const area = kind === 'treat' && isAreaId(rawArea) ? rawArea : '';
  const inPerson = kind === 'treat' && params.get('inPerson') === '1';
  if (!q && !type && !destination && !open && !area && !inPerson) return null;
  return { q, filters: { type, destination, open, area, inPerson } };
}

/** Page and its cursor belong to the results they were taken from: a new search starts at page 1. */
function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('pageAfter');
  return next;
}

/** The query string as the browser's history has it now (what the last write left). */
const addressBar = () => new URLSearchParams(window.location.search);

/** Below Tailwind's sm (640 px): a phone, where the filters fold. Read from the media query, so the
 * button and the chips are not in the page at all on a wide screen (no second "Open only" there).
 * Prerendered (app/prerender.tsx, no screen to ask): null, and CSS folds them at the same width. */
const narrowQuery = () => window.matchMedia('(max-width: 639.98px)');
function useNarrow(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    (changed) => {
      const query = narrowQuery();
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => narrowQuery().matches,
    () => null,
  );
}

/** The box of the fields a phone folds: in the form's grid on a wide screen, shown on a phone when
 * asked for; prerendered (width unknown), CSS decides at the same 640 px. */
function panelClass(narrow: boolean | null, open: boolean): string {
  if (narrow === null) return 'hidden sm:contents';
  if (!narrow) return 'contents';
  return open ? 'grid gap-3' : 'hidden';
}

const control =
  'h-11 w-full rounded-xl border border-line bg-white px-4 text-ink placeholder:text-ink-soft/80 ' +
  'focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

export function ExploreFilters({ kind }: { kind: PostKind }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  // One pause per field, so words in one do not cancel the other's; the URL as it is when one ends.
  const timers = useRef<Partial<Record<TextParam, ReturnType<typeof setTimeout>>>>({});
  const urlQ = params.get('q') ?? '';
  const urlDestination = params.get('destination') ?? '';
  const [text, setText] = useState({ q: urlQ, destination: urlDestination });
  // What we last wrote: the URL catching up with typing is not a change to show over it.
  const written = useRef({ q: urlQ, destination: urlDestination });

  // Back, Forward or a link changed the words: show them.
  useEffect(() => {
    const url = { q: urlQ, destination: urlDestination };
    const changed = TEXT_PARAMS.filter((name) => url[name].trim() !== written.current[name].trim());
    written.current = url;
    if (changed.length > 0) {
      setText((current) => ({ ...current, ...Object.fromEntries(changed.map((name) => [name, url[name]])) }));
    }
  }, [urlQ, urlDestination]);
  useEffect(
    () => () => {
      for (const name of TEXT_PARAMS) clearTimeout(timers.current[name]);
    },
    [],
  );

  // Built on the address bar's URL, not on the params a render saw: a pause's write lands after a
  // tick of Open only (or a choice of type) made meanwhile, and must keep it. The router writes the
  // history at once but shows a navigation as a transition (app-router.tsx), rendered after the
  // tick's own update; until then every render still hands the params from before the tick, and a
  // write built on them dropped it when a busy phone rendered the transition late.
  const update = (change: (next: URLSearchParams) => void, replace: boolean) => {
    const next = withoutPage(addressBar());
    change(next);
    setParams(next, { replace });
  };

  const setOrDelete = (next: URLSearchParams, name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };

  const writeText = (name: TextParam, value: string) => {
    const trimmed = value.trim();
    const now = addressBar();
    if (trimmed === (now.get(name) ?? '').trim()) return;
    written.current = { ...written.current, [name]: trimmed };
    // Editing words already in the URL replaces its entry: Back leaves the search in one step.
    update((next) => setOrDelete(next, name, trimmed), now.has(name));
  };

  const onText = (name: TextParam, value: string) => {
    setText((current) => ({ ...current, [name]: value }));
    clearTimeout(timers.current[name]);
    timers.current[name] = setTimeout(() => writeText(name, value), DEBOUNCE_MS);
  };
  /** A text filter's box: its id, its words as typed, and each keystroke waiting (onText). */
  const textBox = (
    name: TextParam,
    box: Pick<ComponentProps<'input'>, 'type' | 'placeholder' | 'maxLength' | 'className'>,
  ) => (
    <input
      id={`${id}-${name}`}
      value={text[name]}
      autoComplete="off"
      onChange={(e) => onText(name, e.target.value)}
      {...box}
    />
  );

  // The box answers the click at once; the URL (a navigation) follows, and Back sets it again.
  const urlOpen = params.get('open') === '1';
  const [openOnly, setOpenOnly] = useState(urlOpen);
  useEffect(() => setOpenOnly(urlOpen), [urlOpen]);

  const type = typesOf(kind).includes(params.get('type') ?? '') ? (params.get('type') ?? '') : '';
  const urlArea = params.get('area') ?? '';
  const area = kind === 'treat' && isAreaId(urlArea) ? urlArea : '';
  const urlInPerson = kind === 'treat' && params.get('inPerson') === '1';
  const [inPerson, setInPerson] = useState(urlInPerson);
  useEffect(() => setInPerson(urlInPerson), [urlInPerson]);
  const { area: myArea } = useMyArea();
  const [panelOpen, setPanelOpen] = useState(false);
  const narrow = useNarrow();
  // The filters in force, as the URL has them (what the cards show), each removable on its own.
  const chips: { name: ChipName; label: string }[] = [
    ...(type ? [{ name: 'type' as const, label: bookTypeText(type) }] : []),
    ...(urlDestination.trim() ? [{ name: 'destination' as const, label: urlDestination.trim() }] : []),
    ...(urlOpen ? [{ name: 'open' as const, label: t('exploreFilters.openOnly') }] : []),
    ...(urlInPerson ? [{ name: 'inPerson' as const, label: t('inPerson.inPersonOnly') }] : []),
    ...(area ? [{ name: 'area' as const, label: areaName(area) }] : []),
  ];
  const removeChip = (name: ChipName) => {
    if (name === 'destination') {
      clearTimeout(timers.current.destination);
      written.current = { ...written.current, destination: '' };
      setText((current) => ({ ...current, destination: '' }));
    }
    if (name === 'open') setOpenOnly(false);
    if (name === 'inPerson') setInPerson(false);
    update((next) => next.delete(name), false);
  };

  return (
    <search
      aria-label={
        kind === 'wishlist'
          ? t('exploreFilters.searchAndFilterWishlists')
          : t('exploreFilters.searchAndFilterTreats')
      }
      className="mb-5 sm:mb-8"
    >
      <form
        className={
          kind === 'treat'
            ? 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto] lg:items-end'
            : 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end'
        }
        onSubmit={(e) => {
          e.preventDefault();
          // Enter sends both fields at once (one history entry, pauses or not).
          for (const name of TEXT_PARAMS) clearTimeout(timers.current[name]);
          const now = addressBar();
          if (TEXT_PARAMS.every((name) => text[name].trim() === (now.get(name) ?? '').trim())) return;
          written.current = { q: text.q.trim(), destination: text.destination.trim() };
          update((next) => {
            for (const name of TEXT_PARAMS) setOrDelete(next, name, text[name].trim());
          }, false);
        }}
      >
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="font-semibold text-ink">
            {kind === 'wishlist' ? t('exploreFilters.searchWishlists') : t('exploreFilters.searchTreats')}
          </label>
          <div className="flex gap-2">
            {textBox('q', {
              type: 'search',
              placeholder: t('exploreFilters.titleOrAuthor'),
              maxLength: 200,
              className: `${control} min-w-0 flex-1`,
            })}
            {narrow !== false && (
              <button
                type="button"
                aria-expanded={panelOpen}
                aria-controls={`${id}-panel`}
                className="h-11 shrink-0 sm:hidden rounded-xl border border-line bg-white px-4 font-semibold text-ink focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
                onClick={() => setPanelOpen((open) => !open)}
              >
                {chips.length > 0
                  ? t('exploreFilters.filtersCount', { count: chips.length })
                  : t('exploreFilters.filters')}
              </button>
            )}
          </div>
          {narrow && chips.length > 0 && (
            <ul aria-label={t('exploreFilters.activeFilters')} className="mt-1 flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip.name}>
                  <button
                    type="button"
                    aria-label={t('exploreFilters.removeFilter', { filter: chip.label })}
                    className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-paper-deep px-3 text-sm font-semibold text-ink focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
                    onClick={() => removeChip(chip.name)}
                  >
                    <span className="truncate">{chip.label}</span>
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* Folded on a phone until asked for; from 640 px its fields sit in the form's grid. */}
        <div id={`${id}-panel`} className={panelClass(narrow, panelOpen)}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-type`} className="font-semibold text-ink">
              {t('exploreFilters.bookType')}
            </label>
            <select
              id={`${id}-type`}
              value={type}
              className={control}
              onChange={(e) => update((next) => setOrDelete(next, 'type', e.target.value), false)}
            >
              <option value="">{t('exploreFilters.allTypes')}</option>
              {typesOf(kind).map((type) => (
                <option key={type} value={type}>
                  {bookTypeText(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-destination`} className="font-semibold text-ink">
              {kind === 'wishlist'
                ? t('exploreFilters.destination')
                : t('exploreFilters.shippingDestination')}
            </label>
            {textBox('destination', {
              type: 'text',
              placeholder: t('exploreFilters.any'),
              maxLength: 100,
              className: control,
            })}
          </div>
          <label className="flex h-11 items-center gap-2 font-semibold text-ink">
            <input
              type="checkbox"
              checked={openOnly}
              className="size-5 accent-brand"
              onChange={(e) => {
                setOpenOnly(e.target.checked);
                update((next) => setOrDelete(next, 'open', e.target.checked ? '1' : ''), false);
              }}
            />
            {t('exploreFilters.openOnly')}
          </label>
          {kind === 'treat' && (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-area`} className="font-semibold text-ink">
                  {t('inPerson.area')}
                </label>
                <select
                  id={`${id}-area`}
                  value={area}
                  className={control}
                  onChange={(e) => update((next) => setOrDelete(next, 'area', e.target.value), false)}
                >
                  <option value="">{t('inPerson.anyArea')}</option>
                  <AreaOptions />
                </select>
              </div>
              <label className="flex h-11 items-center gap-2 font-semibold text-ink">
                <input
                  type="checkbox"
                  checked={inPerson}
                  className="size-5 accent-brand"
                  onChange={(e) => {
                    const on = e.target.checked;
                    setInPerson(on);
                    update((next) => {
                      setOrDelete(next, 'inPerson', on ? '1' : '');
                      // In person, and no area chosen yet: the member's own, as Account Setting has it.
                      if (on && !isAreaId(next.get('area') ?? '') && myArea) next.set('area', myArea);
                    }, false);
                  }}
                />
                {t('inPerson.inPersonOnly')}
              </label>
            </>
          )}
        </div>
      </form>
    </search>
  );
}
