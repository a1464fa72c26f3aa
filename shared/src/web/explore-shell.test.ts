import { describe, expect, it } from 'vitest';
import type { Page, PostSummary } from '../api/responses.ts';
import { CARD_SLOT, fillExploreShell, SHELL_WORDS_ELEMENT_ID, SLOT_CARDS } from './explore-shell.ts';

// A shell as the build writes it (web/src/app/prerender.tsx), cut to what the filler reads.
const card = `<li class="flex"><article><img src="${CARD_SLOT.url}" srcSet="/images/${CARD_SLOT.key} 1w" sizes="45vw" alt="Cover of ${CARD_SLOT.title}" width="400" height="600"/><h2><a href="/wishlist/${CARD_SLOT.id}">${CARD_SLOT.title}</a></h2><p class="a">${CARD_SLOT.author}</p><p>by ${CARD_SLOT.member}</p><span>${CARD_SLOT.status}</span></article></li>`;
const shell = `<head><script type="application/json" id="${SHELL_WORDS_ELEMENT_ID}">{"posted":"Posted"}</script></head><header><nav>menu</nav></header><main><ul>${card.repeat(SLOT_CARDS)}</ul><nav aria-label="Wishlists pages">Next</nav></main>`;

const post = {
  id: '01HXCOVER',
  kind: 'wishlist',
  title: 'Anne "of" <Green Gables>',
  author: '',
  userDisplayName: 'Lucy',
  status: 'posted',
  coverURL: '/images/processed/a/w640.webp',
  coverImage: {
    placeholder: '',
    variants: [
      { key: 'processed/a/w640.webp', width: 640, height: 960, use: 'detail' },
      { key: 'processed/a/w320.webp', width: 320, height: 480, use: 'card' },
      { key: 'processed/a/preview.jpg', width: 1200, height: 630, use: 'preview' },
    ],
  },
} as unknown as PostSummary;

describe('an explore shell filled with a page of cards', () => {
  it('draws each card as the app does: its variants as the srcset, its words escaped', () => {
    const filled = fillExploreShell(shell, { items: [post], nextCursor: 'next' }) ?? '';
    expect(filled).toContain(
      '<img src="/images/processed/a/w640.webp" srcSet="/images/processed/a/w320.webp 320w, /images/processed/a/w640.webp 640w" sizes="45vw" alt="Cover of Anne &quot;of&quot; &lt;Green Gables&gt;" width="400" height="600"/>',
    );
    expect(filled).toContain('<a href="/wishlist/01HXCOVER">Anne &quot;of&quot; &lt;Green Gables&gt;</a>');
    expect(filled).not.toContain('class="a"');
    expect(filled).toContain('<p>by Lucy</p><span>Posted</span>');
    expect(filled).not.toContain(SHELL_WORDS_ELEMENT_ID);
    expect(filled.match(/<article>/g)).toHaveLength(1);
    expect(filled).toContain('<nav aria-label="Wishlists pages">Next</nav>');
    expect(filled).toContain('<nav>menu</nav>');
  });

  it('the last page has no Next; an empty page or a shell without cards is not filled', () => {
    const last = fillExploreShell(shell, { items: [post], nextCursor: null }) ?? '';
    expect(last).not.toContain('Wishlists pages');
    expect(last).toContain('<nav>menu</nav>');
    expect(fillExploreShell(shell, { items: [], nextCursor: null })).toBeNull();
    const page: Page<PostSummary> = { items: [post], nextCursor: null };
    expect(fillExploreShell('<html><head></head><body>no cards</body></html>', page)).toBeNull();
  });
});
