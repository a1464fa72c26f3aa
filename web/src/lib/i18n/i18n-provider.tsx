// The active language for the whole tree. Switching fetches the language's catalogue, then re-renders
// everything from here down (keyed by the language, so no component keeps a text of the old one);
// the router, the page and its query string, and the server-state cache live above and stay.
import { isLocale, LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import { manifestPath } from '@bookwish/shared/web/app-manifest';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSession } from '../session.ts';
import { rememberLocale } from './choice.ts';
import { type ActiveLocale, activate, activeLocale, direction, PSEUDO_LOCALE } from './i18n.ts';

interface LanguageContext {
  locale: ActiveLocale;
  switchTo: (locale: Locale) => Promise<void>;
}

const Context = createContext<LanguageContext>({ locale: 'en', switchTo: async () => {} });

export function useLanguage(): LanguageContext {
  return useContext(Context);
}

/** <html lang dir>: screen readers, fonts, hyphenation and the mirrored layout for Persian; and the
 * web app manifest of the language, so the app installed from this page is described in it. */
export function applyDocumentLocale(locale: ActiveLocale): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.lang = locale === PSEUDO_LOCALE ? 'en' : LOCALE_INFO[locale].intl;
  html.dir = direction(locale);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', manifestPath(locale === PSEUDO_LOCALE ? 'en' : locale));
}

/** A member's stored language (notification settings); null until they chose one. */
interface StoredPrefs {
  language?: string | null;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<ActiveLocale>(activeLocale);
  const { user } = useSession();
  const signedIn = user !== null;

  const show = useCallback(async (next: ActiveLocale) => {
    await activate(next);
    applyDocumentLocale(next);
    setLocale(next);
  }, []);

  // The choice is stored (browser and member's settings) only once its catalogue has arrived: a switch
  // that fails rejects, the page stays in its language, and the browser and the settings still agree.
  const switchTo = useCallback(
    async (next: Locale) => {
      await show(next);
      rememberLocale(next);
      if (!signedIn) return;
      // Stored with the member's settings so their emails come in it too. A server that does not know
      // the field yet answers 400: the choice still holds in this browser.
      await import('../api.ts')
        .then(({ api }) => api('/api/me/notifications', { method: 'PUT', body: { language: next } }))
        .catch(() => {});
    },
    [show, signedIn],
  );

  // After sign-in: the language the member chose on another device wins.
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    // The API client comes only for a member (a visitor's first screen leaves it out).
    import('../api.ts')
      .then(({ api }) => api<StoredPrefs>('/api/me/notifications'))
      .then(
        (prefs) => {
          const stored = prefs.language;
          if (cancelled || !isLocale(stored) || stored === activeLocale()) return;
          show(stored).then(
            () => rememberLocale(stored),
            () => {},
          );
        },
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [signedIn, show]);

  // The app has rendered in the visitor's language: index.html's guard on the prerendered words is done.
  useEffect(() => {
    delete document.documentElement.dataset.languagePending;
  }, []);

  const value = useMemo(() => ({ locale, switchTo }), [locale, switchTo]);
  return (
    <Context.Provider value={value}>
      <LocaleKeyed key={locale}>{children}</LocaleKeyed>
    </Context.Provider>
  );
}

function LocaleKeyed({ children }: { children: ReactNode }) {
  return children;
}
