// The explore shells (web/dist/_shells/wishlists.<locale>.html, treats.<locale>.html): the explore
// page as the app draws it for a visitor, prerendered at build time in each language around a page of
// stand-in cards, which the servers (the local front, the AWS page function) replace with the first
// page of the list they read. So /wishlists and /treats paint their books before the app's code runs,
// in the visitor's language, and the app's first render (same components, same data, from the page's
// embedded data) draws the same cards in the same places. Pure.

import type { Page, PostSummary } from '../api/responses.ts';
import type { PostKind } from '../domain/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { listPages } from './app-routes.ts';
import { escapeHtml } from './escape-html.ts';
import { srcSetOf, variantsFor, variantURL } from './image-variants.ts';
import { fillCover, POST_SHELL_SLOT } from './page-data.ts';

/** The stand-ins a shell's cards carry (the cover's are the post shell's: one filler for both). */
export const CARD_SLOT = {
  ...POST_SHELL_SLOT,
  id: '__bookwish-id__',
  author: '__bookwish-author__',
  member: '__bookwish-member__',
  status: '__bookwish-status__',
} as const;

/** How many stand-in cards a shell holds: the app gives the first card's cover priority high, the
 * next three eager and the rest lazy (paged-posts.tsx), so the fifth is the first lazy one. */
export const SLOT_CARDS = 5;
const templateIndex = (i: number) => (i === 0 ? 0 : i < 4 ? 1 : 4);

/** The shell's words the servers need that a stand-in cannot carry: each status in its language. */
export const SHELL_WORDS_ELEMENT_ID = 'bookwish-shell-words';

/** Where the build writes a shell ('/_shells/wishlists.fa' -> web/dist/_shells/wishlists.fa.html);
 * the page function is bundled with each under pages/<this>/index.html. */
export function exploreShellPath(kind: PostKind, locale: Locale): string {
  return `/_shells${listPages[kind]}.${locale}`;
}

const CARD = /<li\b[^>]*><article\b[\s\S]*?<\/article><\/li>/g;
const WORDS = new RegExp(
  `<script type="application/json" id="${SHELL_WORDS_ELEMENT_ID}">([^<]*)</script>\\s*`,
);

function fillCard(template: string, post: PostSummary, statuses: Record<string, string>): string {
  const img = /<img\b[^>]*>/.exec(template)?.[0] ?? '';
  // As the app's cover (components/responsive-image.tsx): the stored URL, else the widest variant.
  const variants = variantsFor(post.coverImage);
  const widest = variants.at(-1);
  const url = post.coverURL || (widest ? variantURL(widest) : '');
  const cover = { title: post.title, url, srcset: srcSetOf(variants) };
  const card = img ? template.replace(img, () => fillCover(img, cover)) : template;
  const text = (value: string) => () => escapeHtml(value);
  return card
    .replace(new RegExp(`\\s*<p\\b[^>]*>${CARD_SLOT.author}</p>`), (tag) =>
      post.author ? tag.replace(CARD_SLOT.author, text(post.author)) : '',
    )
    .replaceAll(CARD_SLOT.id, text(post.id))
    .replaceAll(CARD_SLOT.title, text(post.title))
    .replaceAll(CARD_SLOT.member, text(post.userDisplayName))
    .replaceAll(CARD_SLOT.status, text(statuses[post.status] ?? post.status));
}

/**
 * The shell with the page's cards in place of its stand-ins, and the pages' Next only when there is
 * a next page; null when the shell has no cards to fill or the page is empty (the app says so in its
 * own way: the page then goes without prerendered cards).
 */
export function fillExploreShell(shell: string, page: Page<PostSummary>): string | null {
  const words = WORDS.exec(shell);
  const templates = [...shell.matchAll(CARD)];
  const first = templates[0];
  const last = templates.at(-1);
  if (!words || templates.length !== SLOT_CARDS || !first || !last || page.items.length === 0) return null;
  let statuses: Record<string, string>;
  try {
    statuses = JSON.parse(words[1] ?? '') as Record<string, string>;
  } catch {
    return null;
  }
  const cards = page.items
    .map((post, i) => fillCard(templates[templateIndex(i)]?.[0] ?? first[0], post, statuses))
    .join('');
  const before = shell.slice(0, first.index).replace(words[0], '');
  const after = shell.slice(last.index + last[0].length);
  // The stand-in page has a next one; a list that ends here has no Next, nor (on page 1) its nav:
  // the first <nav> after the cards.
  return `${before}${cards}${page.nextCursor ? after : after.replace(/<nav\b[^>]*>[\s\S]*?<\/nav>/, '')}`;
}
