import { fallbackWords } from 'virtual:bookwish-fallback-words';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { initialLocale } from './lib/i18n/choice.ts';
import { type ActiveLocale, activate } from './lib/i18n/i18n.ts';
import { applyDocumentLocale } from './lib/i18n/i18n-provider.tsx';
import { keepFromDocument } from './lib/page-data.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A prerendered page (the home page, a post page's shell) lets the menu open before the app
 * (index.html's head script). Once the app has replaced it, a menu the member opened meanwhile is
 * opened again in the app, with what they typed into its search box, and words typed into the
 * header's search box (a wide screen's) are put into the app's: a tap or a word before the script
 * arrived is not lost. */
function carryOverShellTaps(container: HTMLElement): void {
  const menuButtonSelector = 'header button[aria-haspopup="dialog"]';
  const shell = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (shell.isConnected) return;
    const menuButton = container.querySelector<HTMLButtonElement>(menuButtonSelector);
    if (!menuButton) return;
    observer.disconnect();
    // After the app's first effects have run (a frame, then a task), so nothing of theirs undoes it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        carryHeaderSearch();
        if (document.documentElement.dataset.shellMenu === 'open') reopenMenu(menuButton);
      }),
    );
  });
  /** The header's own search box (not the menu sheet's, which reopenMenu carries). */
  const headerSearch = (within: HTMLElement) =>
    [...within.querySelectorAll<HTMLInputElement>('header input[type="search"]')].find(
      (input) => !input.closest('dialog'),
    );
  const carryHeaderSearch = () => {
    const typed = headerSearch(shell)?.value ?? '';
    const search = headerSearch(container);
    if (!typed || !search || search.value) return;
    typeInto(search, typed);
    search.focus();
    search.setSelectionRange(typed.length, typed.length);
  };
  const reopenMenu = (first: HTMLButtonElement) => {
    delete document.documentElement.dataset.shellMenu;
    (container.querySelector<HTMLButtonElement>(menuButtonSelector) ?? first).click();
    // Looked up now, not at start: the head script may have put the visitor's language's page in.
    const typed = shell.querySelector<HTMLInputElement>('dialog input[type="search"]')?.value ?? '';
    const search = container.querySelector<HTMLInputElement>('dialog[open] input[type="search"]');
    if (!typed || !search) return;
    typeInto(search, typed);
  };
  observer.observe(container, { childList: true, subtree: true });
}
carryOverShellTaps(root);

/** Puts words into an input of the app's through the native setter and an input event, so React's
 * onChange sees them as typing. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// A post page or an explore page came with its data: kept for the query cache, which arrives with the
// page's code and takes it before the page first renders; no API round trip.
keepFromDocument();

// A transition lets React render in small slices, so the first render never blocks input for long;
// on / the prerendered page is already on screen meanwhile (vite.config.ts, prerender-home), and on a
// post page its shell (which started this script once the post's cover had painted, index.html).
// The visitor's language first (its own small chunk, fetched alongside the app's code): the first render
// is in it. A catalogue that cannot arrive leaves the page in English rather than blank; when English's
// cannot arrive either, the app waits (it would show the build's short ids): the prerendered English
// stays, with a notice in the visitor's own words, and the words are asked for again when back online.
const locale = initialLocale();
const shown = (): Promise<ActiveLocale> =>
  activate(locale).then(
    () => locale,
    () => activate('en').then(() => 'en' as const),
  );
// The page's own code too (index.html's head script already asked for it): the first render shows the
// page itself, so the prerendered page or the post shell stays until it can be replaced by it.
const pageCode = preloadPage(window.location.pathname);
const renderWithPage = (active: ActiveLocale) => pageCode.then(() => render(active));
shown().then(renderWithPage, () => waitForWords(renderWithPage));

function render(active: ActiveLocale): void {
  applyDocumentLocale(active);
  startTransition(() => {
    createRoot(root as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/** No catalogue arrived: a notice in the visitor's language (fallbackWords, in this script) over the
 * prerendered English, asking again on "Try again" and whenever the browser is back online. */
function waitForWords(then: (active: ActiveLocale) => void): void {
  const html = document.documentElement;
  // The prerendered words are English: painted rather than kept hidden for a language that is not coming.
  delete html.dataset.languagePending;
  const [text, retry] = fallbackWords[locale] ?? fallbackWords.en ?? ['', ''];
  const notice = document.createElement('div');
  notice.dataset.shellNotice = '';
  notice.setAttribute('role', 'alert');
  notice.lang = html.lang;
  notice.dir = html.dir;
  const words = document.createElement('p');
  words.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retry;
  notice.append(words, button);
  document.body.append(notice);
  let asking = false;
  const again = () => {
    if (asking) return;
    asking = true;
    button.disabled = true;
    shown().then(
      (active) => {
        removeEventListener('online', again);
        notice.remove();
        then(active);
      },
      () => {
        asking = false;
        button.disabled = false;
      },
    );
  };
  button.addEventListener('click', again);
  addEventListener('online', again);
}

// Installable and readable offline (lib/service-worker.ts): its code is fetched once the page has loaded
// and the browser is idle, outside the home page's initial JavaScript.
// A failed import (offline on the first visit) is left for the next page load.
if (import.meta.env.PROD) {
  const register = () =>
    import('./lib/service-worker.ts').then(
      (worker) => worker.registerServiceWorker(),
      () => {},
    );
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
}
