// What a language changes on a screen, checked the same way on every screen: the words (no English and
// no other stray Latin word where the reader's language is another), the direction, text out of its box,
// and the header (links on one line, a search box one can type a title into).
import { readFileSync } from 'node:fs';
import { LOCALE_INFO, LOCALES } from '@bookwish/shared/i18n/locales';
import { PAGE_DATA_ELEMENT_ID } from '@bookwish/shared/web/page-data';
import type { Page } from '@playwright/test';

export type Catalogue = Record<string, string>;
const catalogueDir = new URL('../../../shared/src/i18n/catalogues/', import.meta.url);

/** A language's texts as a member reads them: the web catalogue and the pages' titles. */
export function catalogueOf(locale: string): Catalogue {
  const read = (file: string): Catalogue => {
    try {
      return JSON.parse(readFileSync(new URL(`${locale}/${file}`, catalogueDir), 'utf8')) as Catalogue;
    } catch {
      return {};
    }
  };
  return { ...read('pages.json'), ...read('web.json') };
}

/** Words of three Latin letters or more, lower-cased (a word is the same word in capitals). */
export function latinWords(text: string): string[] {
  return (text.match(/\p{Script=Latin}{3,}/gu) ?? []).map((word) => word.toLowerCase());
}

/** The words of a catalogue's messages, their {variables} and <0> tags set aside. */
function catalogueWords(catalogue: Catalogue): Set<string> {
  return new Set(
    Object.values(catalogue).flatMap((message) =>
      latinWords(
        message
          .replace(/\{\s*\w+\s*,\s*(?:plural|selectordinal|select|number|date)\s*,?/g, ' ')
          .replace(/\b(?:zero|one|two|few|many|other)\s*\{/g, ' ')
          .replace(/\{\w+\}|<\/?\d+>/g, ' '),
      ),
    ),
  );
}

/** What members wrote in the demo data (functions/src/local): titles, authors, names, messages, wall
 * notes, destinations and prices. A literal is member text when it holds a space or starts with a
 * capital; the book types are the app's words (translated on screen), not a member's. */
const BOOK_TYPES = new Set(['Fiction', 'Nonfiction', 'Textbook', 'Other']);
function demoWords(): Set<string> {
  const words = new Set<string>();
  for (const file of ['demo-data.ts', 'seed-stories.ts']) {
    const source = readFileSync(new URL(`../../../functions/src/local/${file}`, import.meta.url), 'utf8');
    for (const literal of source.match(/'(?:[^'\\\n]|\\.)*'|`[^`]*`/g) ?? []) {
      const text = literal.slice(1, -1);
      if (BOOK_TYPES.has(text) || !/\s|^\p{Lu}/u.test(text)) continue;
      for (const word of latinWords(text)) words.add(word);
    }
  }
  // The people the site's own pages present (team, spotlight writers): names, kept as written.
  for (const file of ['pages/about-team.ts', 'features/spotlight/first-interviews.ts']) {
    const source = readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8');
    for (const match of source.matchAll(/\bname: '([^']+)'/g))
      for (const word of latinWords(match[1] ?? '')) words.add(word);
  }
  return words;
}

/** Written the same in every language: the brand, the languages' own names in the language menu, and
 * abbreviations the catalogues keep in Latin letters. */
const SAME_IN_EVERY_LANGUAGE = new Set(
  ['Bookwish', 'ISBN', 'CSV', 'CAD', ...LOCALES.map((locale) => LOCALE_INFO[locale].selfName)].flatMap(
    latinWords,
  ),
);

const english = catalogueOf('en');
const englishWords = catalogueWords(english);
const fromDemo = demoWords();

/** Member text a page received (the API's answers and the data carried in the HTML): the strings under
 * the fields members write. Other end-to-end specs post books beside this one, so the demo data alone
 * is not every title a screen may show. The app's own words (statuses, types) are not among them. */
const MEMBER_FIELDS = /title|author|name|message|note|destination|price|address|reason|bio/i;
export function collectMemberText(page: Page): { words: () => Promise<Set<string>> } {
  const pending: Promise<void>[] = [];
  const words = new Set<string>();
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (MEMBER_FIELDS.test(key)) for (const word of latinWords(value)) words.add(word);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, name);
    }
  };
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json') && !type.includes('html')) return;
    pending.push(
      response
        .text()
        .then((body) => {
          if (type.includes('json')) walk(JSON.parse(body));
          const embedded = new RegExp(`<script[^>]*id="${PAGE_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(
            body,
          );
          if (embedded?.[1]) walk(JSON.parse(embedded[1]));
        })
        .catch(() => undefined),
    );
  });
  return {
    words: async () => {
      await Promise.all(pending);
      return words;
    },
  };
}

/**
 * Latin words on screen that are not the reader's language: in Chinese, Punjabi and Persian any such
 * word; in French, a word of the English catalogue that French's does not use ("Rechercher wishlists").
 * Names, titles and other member text, the brand, web and email addresses are left out.
 */
export function strayLatin(locale: string, visible: string, memberWords: Set<string>): string[] {
  if (locale === 'en') return [];
  const own = catalogueWords(catalogueOf(locale));
  const text = visible.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:ca|com|org|example)\b\S*/g, ' ');
  return [
    ...new Set(
      latinWords(text).filter(
        (word) =>
          !own.has(word) &&
          !fromDemo.has(word) &&
          !memberWords.has(word) &&
          !SAME_IN_EVERY_LANGUAGE.has(word) &&
          (locale !== 'fr-CA' || englishWords.has(word)),
      ),
    ),
  ];
}

/** What a person sees: the page's text (innerText leaves hidden text out) and the placeholders of the
 * fields on screen. */
export async function visibleText(page: Page): Promise<string> {
  const placeholders = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[placeholder]')]
      .filter((field) => field.checkVisibility())
      .map((field) => field.placeholder),
  );
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (textContent holds hidden text too).
  return [await page.locator('body').innerText(), ...placeholders].join('\n');
}

/** Texts cut by their box, and boxes past the screen's edge (the page scrolling sideways). */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      clipped.push('the page scrolls sideways');
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, a, label, h1, h2, h3, p, li, th, td, [role="alert"], [role="status"]',
    )) {
      if (!element.checkVisibility() || (element.textContent ?? '').trim() === '') continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Screen-reader-only texts (the skip link until focused) are clipped away on purpose.
      if (style.clip !== 'auto' || style.clipPath !== 'none' || box.width <= 1) continue;
      // A member's long title may be cut with an ellipsis on purpose: that is not our text overflowing.
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible')
        clipped.push((element.textContent ?? '').slice(0, 40));
      if (box.right > window.innerWidth + 1 || box.left < -1)
        clipped.push(`off screen: ${(element.textContent ?? '').slice(0, 40)}`);
    }
    return clipped;
  });
}

export interface HeaderLayout {
  /** Each menu link on screen with the number of lines its words take. */
  links: { text: string; lines: number }[];
  /** The search box's width on screen (0 when none is shown). */
  searchWidth: number;
  /** Header parts (logo, search, buttons, account) that overlap another or leave the screen. */
  collisions: string[];
}

/**
 * The header as laid out now. From 800 px it holds the links; below, the side sheet does (opened by the
 * caller). A link's lines are the distinct rows its text's boxes sit on (Range.getClientRects gives
 * one box per line fragment).
 */
export async function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const sheet = document.querySelector<HTMLDialogElement>('dialog[open]');
    const scope: ParentNode = sheet ?? document.querySelector('header') ?? document;
    const links = [...scope.querySelectorAll<HTMLAnchorElement>('nav a')]
      .filter((link) => link.checkVisibility())
      .map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const rows = new Set<number>();
        for (const rect of range.getClientRects()) if (rect.width > 0) rows.add(Math.round(rect.top));
        return { text: (link.textContent ?? '').trim(), lines: rows.size };
      });
    const search = [...scope.querySelectorAll<HTMLInputElement>('input[type="search"]')].find((input) =>
      input.checkVisibility(),
    );
    const searchWidth = search ? Math.round(search.getBoundingClientRect().width) : 0;

    const collisions: string[] = [];
    const header = document.querySelector('header');
    if (header && !sheet) {
      const bar = header.firstElementChild as HTMLElement;
      const parts = [...bar.querySelectorAll<HTMLElement>(':scope > a, :scope > search, :scope > div > *')]
        .filter((part) => part.checkVisibility())
        .map((part) => ({
          name: (part.textContent || part.getAttribute('aria-label') || part.tagName).trim(),
          box: part.getBoundingClientRect(),
        }));
      for (const [i, a] of parts.entries()) {
        if (a.box.left < -1 || a.box.right > window.innerWidth + 1) collisions.push(`${a.name}: off screen`);
        for (const b of parts.slice(i + 1)) {
          const apart =
            a.box.right <= b.box.left + 1 ||
            b.box.right <= a.box.left + 1 ||
            a.box.bottom <= b.box.top + 1 ||
            b.box.bottom <= a.box.top + 1;
          if (!apart) collisions.push(`${a.name} overlaps ${b.name}`);
        }
      }
    }
    return { links, searchWidth, collisions };
  });
}
