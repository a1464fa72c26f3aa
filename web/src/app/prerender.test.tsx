import type { Page, PostSummary } from '@bookwish/shared/api/responses';
import { LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { fillExploreShell } from '@bookwish/shared/web/explore-shell';
import { fillPostShell } from '@bookwish/shared/web/page-data';
import { ENGLISH_POST_WORDS } from '@bookwish/shared/web/share-tags';
import { describe, expect, it } from 'vitest';
import { renderExploreShell, renderHome, renderPostShell } from './prerender.tsx';

describe('the prerendered home page', () => {
  it('carries the visible page a visitor sees first, without scripts or a second <title>', async () => {
    const html = await renderHome();
    expect(html).toContain('Gift a book. Grant a wish.');
    // The creation pages themselves: followed before the app has started, their guard sends a visitor
    // to /login and on to the page after; an href of /login lost the page on the way.
    expect(html).toMatch(/href="\/makeawish"[^>]*>Make a Wish</);
    expect(html).toMatch(/href="\/giveatreat"[^>]*>Give a Treat</);
    expect(html).toContain('href="/writerspotlight1"');
    expect(html).toContain('href="/writerspotlight2"');
    expect(html).toMatch(/href="\/event"[^>]*>Get Featured</);
    expect(html).toContain('Our Values');
    // The live grid is not in the HTML: its loading placeholder is.
    expect(html).toContain('aria-label="Loading wishlists"');
    expect(html).not.toMatch(/<script|<title|rel="preload"/);
  });
});

describe('the post shell', () => {
  it('is the menu and a post’s frame around a cover the server can fill, with nothing else', async () => {
    const shell = await renderPostShell();
    expect(shell).toContain('aria-label="Bookwish home"');
    expect(shell).not.toMatch(/<script|<title|rel="preload"|<h1/);
    // What the server does with it (functions/src/pages/app-page.ts): this post's cover in the slot.
    const filled = fillPostShell(
      shell,
      {
        title: 'Matilda',
        coverURL: '/images/processed/m/w640.webp',
        coverSrcset: '/images/processed/m/w320.webp 320w, /images/processed/m/w640.webp 640w',
      },
      ENGLISH_POST_WORDS.coverAlt,
    );
    const cover = /<article[^>]*>.*?(<img[^>]*>)/s.exec(filled ?? '')?.[1];
    expect(cover).toContain('src="/images/processed/m/w640.webp"');
    expect(cover).toMatch(
      /srcset="\/images\/processed\/m\/w320\.webp 320w, \/images\/processed\/m\/w640\.webp 640w"/i,
    );
    expect(cover).toContain('sizes="280px"');
    expect(cover).toContain('alt="Cover of Matilda"');
    expect(filled).not.toContain('__bookwish');
  });
});

describe('the explore shells', () => {
  const page = {
    items: Array.from({ length: 6 }, (_, i) => ({
      id: `01HXEXPLORE${i}`,
      kind: 'wishlist' as const,
      title: `Matilda <${i}>`,
      author: i === 1 ? '' : 'Roald Dahl',
      userDisplayName: 'Mina & Co',
      status: i === 2 ? ('offered' as const) : ('posted' as const),
      coverURL: '',
    })),
    nextCursor: null,
  } as unknown as Page<PostSummary>;
  // What each language's card says: "By {member}" and the status, from the web's own catalogues.
  const expected: Record<Locale, { by: string; posted: string }> = {
    en: { by: 'by Mina &amp; Co', posted: 'Posted' },
    'fr-CA': { by: 'Publié par Mina &amp; Co', posted: 'Publié' },
    'zh-Hant': { by: 'Mina &amp; Co 發佈', posted: '已發佈' },
    'zh-Hans': { by: 'Mina &amp; Co 发布', posted: '已发布' },
    pa: { by: 'Mina &amp; Co ਵੱਲੋਂ', posted: 'ਪੋਸਟ ਕੀਤੀ' },
    fa: { by: 'از طرف Mina &amp; Co', posted: 'منتشر شد' },
  };

  it.each(LOCALES)('%s: the page a visitor sees, with the cards the servers put in', async (locale) => {
    const { body, words } = await renderExploreShell('wishlist', locale);
    expect(body).not.toMatch(/<script|<title|rel="preload"/);
    const filled = fillExploreShell(`<html><head>${words}</head><body>${body}</body></html>`, page) ?? '';
    const cards = [...filled.matchAll(/<li\b[^>]*><article\b[\s\S]*?<\/article><\/li>/g)].map((m) => m[0]);
    expect(cards).toHaveLength(6);
    expect(filled).not.toMatch(/__bookwish|bookwish-shell-words/);
    expect(cards[0]).toContain('href="/wishlist/01HXEXPLORE0"');
    expect(cards[0]).toContain('>Matilda &lt;0&gt;</a>');
    expect(cards[0]).toContain(expected[locale].by);
    expect(cards[0]).toContain(`>${expected[locale].posted}</span>`);
    expect(cards[2]).not.toContain(`>${expected[locale].posted}</span>`);
    // A card without an author has no empty line for one.
    expect(cards[1]).not.toContain('Roald Dahl');
    expect(cards[0]).toContain('Roald Dahl');
    // No picture: the default cover, its box fixed by width and height.
    expect(cards[0]).toMatch(/<img src="\/img\/default-cover.svg" alt="" width="400" height="600"/);
    // The first cover first; the first row (and the next) eager; the rest lazy.
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(cards[3]).toContain('loading="eager"');
    expect(cards[4]).toContain('loading="lazy"');
    // One page and no more: no Next.
    expect(filled).not.toMatch(/<nav\b[^>]*pages/);
  });

  it('fa reads right to left in Persian; a list with a next page keeps its Next', async () => {
    const { body, words } = await renderExploreShell('treat', 'fa');
    const filled = fillExploreShell(`<head>${words}</head>${body}`, { ...page, nextCursor: 'more' }) ?? '';
    expect(filled).toContain('>گشتی در هدیه‌ها</h1>');
    expect(filled).toMatch(/<nav\b[^>]*>[\s\S]*?<\/nav>/);
    expect(filled).toContain('href="/treat/01HXEXPLORE0"');
    // Nothing can be typed or chosen until the app has taken over (it would be lost then).
    const main = /<main\b[\s\S]*<\/main>/.exec(filled)?.[0] ?? '';
    expect(main).toMatch(/<input disabled="" id="[^"]*-q" [^>]*type="search"/);
    expect(main).not.toMatch(/<(input|select|button)(?! disabled="")\b/);
    const banner = /<header\b[\s\S]*?<\/header>/.exec(filled)?.[0] ?? '';
    const [menuSheet = ''] = /<dialog\b[\s\S]*?<\/dialog>/.exec(banner) ?? [];
    expect(banner.replace(menuSheet, '')).toMatch(/<input disabled="" [^>]*type="search"/);
    // The menu sheet's box is carried over to the app (main.tsx): it stays.
    expect(menuSheet).toMatch(/<input (?!disabled)[^>]*type="search"/);
  });
});
