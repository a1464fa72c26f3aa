// The served HTML in the visitor's language: <html lang dir>, and the head's title, description and
// Open Graph / Twitter texts from the server's pages catalogue (pages.json), so a shared link previews
// in the language it was opened in. English is the build's own HTML, unchanged. Member text (a post's
// title, author, owner's name, destination, price) goes in as written.

import { SPOTLIGHT_YEAR } from '@bookwish/shared/domain/constants';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@bookwish/shared/i18n/locales';
import { PAGE_CATALOGUES, type PageMessageKey } from '@bookwish/shared/i18n/page-catalogues';
import { manifestPath } from '@bookwish/shared/web/app-manifest';
import { escapeHtml } from '@bookwish/shared/web/escape-html';
import type { PostHeadWords } from '@bookwish/shared/web/share-tags';
import { formatMessage, type MessageValues } from '../app/messages.ts';

/** One page message (pages.json) in `locale`. */
export function pageMessage(locale: Locale, key: PageMessageKey, values: MessageValues = {}): string {
  return formatMessage(PAGE_CATALOGUES, 'pages', locale, key, values);
}

/** The post page's words in `locale`. */
export function postWords(locale: Locale): PostHeadWords {
  return {
    title: (title) => pageMessage(locale, 'post.title', { title }),
    wishedBy: (name) => pageMessage(locale, 'post.wishedBy', { name }),
    givenBy: (name) => pageMessage(locale, 'post.givenBy', { name }),
    bookBy: (title, author) => pageMessage(locale, 'post.bookBy', { title, author }),
    shipsTo: (destination) => pageMessage(locale, 'post.shipsTo', { destination }),
    coverAlt: (title) => pageMessage(locale, 'post.coverAlt', { title }),
  };
}

/** A page's title and description in `locale`: a static page by its path, or the 404 page. */
export function pageTexts(locale: Locale, path: string | 'notFound'): { title: string; description: string } {
  const prefix = path === 'notFound' ? 'notFound' : `page.${path}`;
  // The year in the reader's digits, as the web app writes it (the tab's title does not change once
  // the app loads).
  const year = new Intl.NumberFormat(LOCALE_INFO[locale].intl, { useGrouping: false }).format(SPOTLIGHT_YEAR);
  const values = { year };
  return {
    title: pageMessage(locale, `${prefix}.title` as PageMessageKey, values),
    description: pageMessage(locale, `${prefix}.description` as PageMessageKey, values),
  };
}

/** <html> names the page's language and direction (the build's other attributes kept); the notice a
 * browser without JavaScript shows (index.html's <noscript>) is in that language, and the page links
 * that language's web app manifest (the app, once started, keeps it in step with a switch). */
export function withLanguage(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
      const rest = attributes.replace(/\s(?:lang|dir)="[^"]*"/gi, '');
      return `<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}"${rest}>`;
    })
    .replace(
      /(<link\s+rel="manifest"\s+href=")[^"]*(")/i,
      (_tag, open: string, close: string) => `${open}${manifestPath(locale)}${close}`,
    )
    .replace(
      /(<noscript>)[^<]*(<\/noscript>)/i,
      (_tag, open: string, close: string) => `${open}${escapeHtml(pageMessage(locale, 'noscript'))}${close}`,
    );
}

/** A prerendered page's head (title, description, og: and twitter: texts) in `locale`. */
export function withPageTexts(html: string, locale: Locale, texts: { title: string; description: string }) {
  if (locale === DEFAULT_LOCALE) return html;
  const title = escapeHtml(texts.title);
  const description = escapeHtml(texts.description);
  const content = (pattern: RegExp, value: string) => (page: string) =>
    page.replace(pattern, (_tag, open: string, close: string) => `${open}${value}${close}`);
  return [
    content(/(<title>)[^<]*(<\/title>)/, title),
    content(/(<meta\s+name="description"\s+content=")[^"]*("\s*\/?>)/, description),
    content(/(<meta\s+property="og:title"\s+content=")[^"]*("\s*\/?>)/, title),
    content(/(<meta\s+property="og:description"\s+content=")[^"]*("\s*\/?>)/, description),
    content(/(<meta\s+name="twitter:title"\s+content=")[^"]*("\s*\/?>)/, title),
    content(/(<meta\s+name="twitter:description"\s+content=")[^"]*("\s*\/?>)/, description),
  ].reduce((page, step) => step(page), withLanguage(html, locale));
}
