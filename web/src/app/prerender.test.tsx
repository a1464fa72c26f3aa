import { describe, expect, it } from 'vitest';
import { renderHome } from './prerender.tsx';

describe('the prerendered home page', () => {
  it('carries the visible page a visitor sees first, without scripts or a second <title>', async () => {
    const html = await renderHome();
    expect(html).toContain('Gift a book. Grant a wish.');
    expect(html).toMatch(/href="\/login"[^>]*>Make a Wish</);
    expect(html).toMatch(/href="\/login"[^>]*>Give a Treat</);
    expect(html).toContain('href="/writerspotlight1"');
    expect(html).toContain('href="/writerspotlight2"');
    expect(html).toMatch(/href="\/event"[^>]*>Get Featured</);
    expect(html).toContain('Our Values');
    // The live grid is not in the HTML: its loading placeholder is.
    expect(html).toContain('aria-label="Loading wishlists"');
    expect(html).not.toMatch(/<script|<title|rel="preload"/);
  });
});
