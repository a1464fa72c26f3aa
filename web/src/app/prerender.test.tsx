import { fillPostShell } from '@bookwish/shared/web/page-data';
import { describe, expect, it } from 'vitest';
import { renderHome, renderPostShell } from './prerender.tsx';

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
      (title) => `Couverture de ${title}`,
    );
    const cover = /<article[^>]*>.*?(<img[^>]*>)/s.exec(filled ?? '')?.[1];
    expect(cover).toContain('src="/images/processed/m/w640.webp"');
    expect(cover).toMatch(
      /srcset="\/images\/processed\/m\/w320\.webp 320w, \/images\/processed\/m\/w640\.webp 640w"/i,
    );
    expect(cover).toContain('sizes="280px"');
    // The shell is English; the reader's language names the cover.
    expect(cover).toContain('alt="Couverture de Matilda"');
    expect(filled).not.toContain('Cover of');
    expect(filled).not.toContain('__bookwish');
  });
});
