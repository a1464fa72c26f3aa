import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Page, PostSummary, PostView } from '../api/responses.ts';
import { COVER_SIZES } from './image-variants.ts';
import {
  appendToHead,
  fillPostShell,
  jsonForScript,
  listPageTags,
  PAGE_DATA_ELEMENT_ID,
  POST_SHELL_SLOT,
  pageDataScript,
  postPageTags,
} from './page-data.ts';

/** The text of the data element, as a browser's HTML parser ends it: at the first `</script`. */
function scriptText(html: string): string {
  const open = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = html.slice(start + open.length);
  return rest.slice(0, rest.search(/<\/script/i));
}

const hostile = 'Les Misérables </script><script>alert(1)</script> <!-- & </SCRIPT > \u2028\u2029';

describe('page data in the HTML', () => {
  it('escapes member text so it cannot close the element or open markup, and parses back the same', () => {
    const value = { title: hostile, nested: [{ note: '<img src=x onerror=alert(1)>' }] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    const html = pageDataScript({
      kind: 'post',
      postKind: 'wishlist',
      id: 'w-1',
      view: { title: hostile } as unknown as PostView,
      at: 1,
    });
    // The whole block is one element: what the parser reads back is all of it, and the same value.
    expect(JSON.parse(scriptText(html))).toMatchObject({ view: { title: hostile } });
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });

  it('round-trips any text, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (text, other) => {
        const html = pageDataScript({
          kind: 'list',
          postKind: 'treat',
          limit: 30,
          page: {
            items: [{ title: text, message: `${other}</script>` } as unknown as PostSummary],
            nextCursor: null,
          },
          at: 2,
        });
        const parsed = JSON.parse(scriptText(html));
        return parsed.page.items[0].title === text && parsed.page.items[0].message === `${other}</script>`;
      }),
    );
  });

  it('a list page preloads its first cover with the grid’s own srcset and sizes, then carries the page', () => {
    const page: Page<PostSummary> = {
      items: [
        {
          title: 'First',
          coverImage: {
            placeholder: '',
            variants: [
              { key: 'processed/a/w640.webp', width: 640, height: 960, use: 'detail' },
              { key: 'processed/a/preview.jpg', width: 1200, height: 630, use: 'preview' },
              { key: 'processed/a/w320.webp', width: 320, height: 480, use: 'card' },
            ],
          },
        } as unknown as PostSummary,
      ],
      nextCursor: 'c2',
    };
    const tags = listPageTags('wishlist', 30, page, 5);
    expect(tags).toContain(
      `<link rel="preload" as="image" imagesrcset="/images/processed/a/w320.webp 320w, /images/processed/a/w640.webp 640w" imagesizes="${COVER_SIZES.card}" fetchpriority="high" />`,
    );
    expect(JSON.parse(scriptText(tags))).toEqual({
      kind: 'list',
      postKind: 'wishlist',
      limit: 30,
      page,
      at: 5,
    });
    // No cover, no preload; an empty list is still data (the app shows its empty state at once).
    expect(listPageTags('treat', 30, { items: [], nextCursor: null }, 5)).not.toContain('preload');
  });

  it('a post page carries its view under its kind and id', () => {
    const view = { kind: 'treat', id: 't-9', title: 'Matilda' } as unknown as PostView;
    expect(JSON.parse(scriptText(postPageTags(view, 7)))).toEqual({
      kind: 'post',
      postKind: 'treat',
      id: 't-9',
      view,
      at: 7,
    });
  });

  it('goes at the end of the head, and refuses a page without one', () => {
    expect(appendToHead('<html><head><title>x</title></head><body></body></html>', '<b>tag</b>')).toBe(
      '<html><head><title>x</title>    <b>tag</b>\n  </head><body></body></html>',
    );
    expect(() => appendToHead('<p>no head</p>', 'x')).toThrow();
  });
});

describe('the post shell', () => {
  // As React renders the shell's cover (web/src/app/prerender.tsx): the stand-ins in place.
  const english = (title: string) => `Cover of ${title}`;
  const shell = `<main><article><img src="${POST_SHELL_SLOT.url}" srcSet="/images/${POST_SHELL_SLOT.key} 1w" sizes="280px" alt="Cover of ${POST_SHELL_SLOT.title}" width="400" height="600" fetchPriority="high"/></article></main><footer>x</footer>`;

  it('gets the post’s own variants, picture and title, escaped', () => {
    const html = fillPostShell(
      shell,
      {
        title: 'Les "Misérables" <b>',
        coverURL: '/images/processed/a/w640.webp',
        coverSrcset: '/images/processed/a/w320.webp 320w, /images/processed/a/w640.webp 640w',
      },
      english,
    );
    expect(html).toBe(
      '<main><article><img src="/images/processed/a/w640.webp" srcSet="/images/processed/a/w320.webp 320w, /images/processed/a/w640.webp 640w" sizes="280px" alt="Cover of Les &quot;Misérables&quot; &lt;b&gt;" width="400" height="600" fetchPriority="high"/></article></main><footer>x</footer>',
    );
  });

  it('shows a picture without variants as it is, and the default cover when there is none', () => {
    const stored = fillPostShell(
      shell,
      { title: 'Matilda', coverURL: '/images/old.jpg', coverSrcset: '' },
      english,
    );
    expect(stored).toContain('<img src="/images/old.jpg" alt="Cover of Matilda" width="400"');
    expect(stored).not.toMatch(/srcset|sizes/i);
    const none = fillPostShell(shell, { title: 'Matilda', coverURL: '', coverSrcset: '' }, english);
    expect(none).toContain('<img src="/img/default-cover.svg" alt="" width="400"');
  });

  it('names the cover in the reader’s language, whichever picture it shows (the shell is English)', () => {
    const persian = (title: string) => `جلد ${title}`;
    const variants = {
      coverURL: '/images/processed/a/w640.webp',
      coverSrcset: '/images/processed/a/w640.webp 640w',
    };
    for (const cover of [variants, { coverURL: '/images/old.jpg', coverSrcset: '' }]) {
      const html = fillPostShell(shell, { title: 'Matilda', ...cover }, persian) ?? '';
      expect(html).toContain('alt="جلد Matilda"');
      expect(html).not.toContain('Cover of');
    }
  });

  it('is nothing to fill without the slot (an older build)', () => {
    expect(
      fillPostShell(
        '<html><body><div id="root"></div></body></html>',
        { title: 'x', coverURL: '', coverSrcset: '' },
        english,
      ),
    ).toBeNull();
  });
});
