// The page function's explore pages on the real store (DynamoDB Local), in each of the six languages:
// the first page of cards drawn into that language's explore shell (as the build writes them, cut
// to what matters here, with the card's words from the web catalogues), cached a minute like the
// page's data; with a query string, never the prerendered cards.

import { readFileSync } from 'node:fs';
import type { PostKind } from '@bookwish/shared/domain/types';
import { LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { listPages } from '@bookwish/shared/web/app-routes';
import { escapeHtml } from '@bookwish/shared/web/escape-html';
import { CARD_SLOT, SHELL_WORDS_ELEMENT_ID, SLOT_CARDS } from '@bookwish/shared/web/explore-shell';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, signedUp, treatBody, wishlistBody } from '../api-tests/client.ts';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { pageTexts } from './page-language.ts';
import { createPostPageHandler, LIST_PAGE_MAX_AGE_SECONDS } from './post-page-handler.ts';

/** A language's words for the card, from the web app's catalogue (what the build renders with). */
function webWords(locale: Locale) {
  const url = new URL(`../../../shared/src/i18n/catalogues/${locale}/web.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
  const word = (key: string) => {
    const text = catalogue[key];
    if (!text) throw new Error(`${locale} has no ${key}`);
    return text;
  };
  return {
    by: (member: string) => word('postCard.byMember').replace('{member}', member),
    posted: word('activityTimeline.status.posted'),
    heading: (kind: PostKind) =>
      word(kind === 'wishlist' ? 'wishlistsPage.exploreWishlists' : 'treatsPage.exploreTreats'),
  };
}

/** An explore shell as web/vite.config.ts writes it: its head, the page in `locale` with stand-in
 * cards and a Next, and the status words for the servers. */
function shell(kind: PostKind, locale: Locale): string {
  const words = webWords(locale);
  const card = `<li class="flex"><article><img src="${CARD_SLOT.url}" srcSet="/images/${CARD_SLOT.key} 1w" alt="${CARD_SLOT.title}" width="400" height="600"/><h2><a href="/${kind}/${CARD_SLOT.id}">${CARD_SLOT.title}</a></h2><p>${CARD_SLOT.author}</p><p>${words.by(CARD_SLOT.member)}</p><span>${CARD_SLOT.status}</span></article></li>`;
  const statuses = JSON.stringify({ posted: words.posted });
  return `<html lang="en-CA"><head><title>Explore</title><meta name="description" content="Explore" /><script type="application/json" id="${SHELL_WORDS_ELEMENT_ID}">${statuses}</script></head><body><div id="root"><div data-prerendered data-shell="explore"><main><h1>${words.heading(kind)}</h1><ul>${card.repeat(SLOT_CARDS)}</ul><nav aria-label="pages">Next</nav></main></div></div></body></html>`;
}

const INDEX =
  '<html><head><title>Bookwish</title><meta name="description" content="Home" /></head><body><div id="root"></div></body></html>';

const handler = createPostPageHandler({
  store: dynamoEventStore,
  indexHtml: () => INDEX,
  pageHtml: () => INDEX,
  exploreShellHtml: shell,
  fallbackOrigin: () => 'https://bookwish.example',
});

const event = (rawPath: string, locale: Locale, rawQueryString = '') =>
  ({ rawPath, rawQueryString, headers: { 'x-bookwish-lang': locale } }) as unknown as APIGatewayProxyEventV2;

beforeAll(() => useStackEnv());

describe('the explore pages, prerendered', () => {
  it.each(LOCALES)('%s: /wishlists and /treats carry their newest cards in the language', async (locale) => {
    const owner = await signedUp(`Mina <${locale}>`);
    const wish = expectOk(
      await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody(`Matilda & ${locale}`) }),
      'create wish',
    ).body;
    const treat = expectOk(
      await call('POST', '/api/treats', { token: owner.token, body: treatBody(`Heidi <${locale}>`) }),
      'create treat',
    ).body;
    const words = webWords(locale);
    for (const [kind, post] of [
      ['wishlist', wish],
      ['treat', treat],
    ] as const) {
      const answer = await handler(event(listPages[kind], locale));
      const html = answer.body ?? '';
      expect(answer.statusCode).toBe(200);
      expect(answer.headers?.['content-language']).toBe(locale);
      // Cached as the page's data always was: a new post shows within the minute.
      expect(answer.headers?.['cache-control']).toBe(`public, max-age=${LIST_PAGE_MAX_AGE_SECONDS}`);
      if (locale !== 'en') {
        expect(html).toContain(`<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}">`);
        expect(html).toContain(`<title>${escapeHtml(pageTexts(locale, listPages[kind]).title)}</title>`);
      }
      expect(html).toContain(`<h1>${words.heading(kind)}</h1>`);
      // This run's post, newest first in its list: its card in the language, its words escaped.
      const card = new RegExp(
        `<li class="flex"><article>(?:(?!</article>).)*/${kind}/${post.id}"[\\s\\S]*?</article>`,
      ).exec(html)?.[0];
      expect(card, `${locale} ${kind} card`).toBeDefined();
      expect(card).toContain(`>${escapeHtml(post.title)}</a>`);
      expect(card).toContain(`<p>${words.by(escapeHtml(`Mina <${locale}>`))}</p>`);
      expect(card).toContain(`<span>${words.posted}</span>`);
      expect(html).not.toMatch(/__bookwish|bookwish-shell-words/);
      // The same page as data for the app.
      expect(html).toContain('id="bookwish-page-data"');
    }
    if (locale === 'fa') {
      const persian = (await handler(event('/wishlists', 'fa'))).body ?? '';
      expect(persian).toContain('<html lang="fa" dir="rtl">');
      expect(persian).toContain('گشتی در فهرست‌های آرزو');
      expect(persian).toContain(`از طرف Mina &lt;fa&gt;`);
    }
  });

  it('a filtered, searched or later page is never served the prerendered first page', async () => {
    for (const query of ['q=matilda', 'open=1', 'type=fiction', 'page=2&pageAfter=abc']) {
      const answer = await handler(event('/wishlists', 'fr-CA', query));
      expect(answer.statusCode, query).toBe(200);
      expect(answer.body, query).not.toContain('data-shell="explore"');
      expect(answer.body, query).not.toContain('bookwish-page-data');
    }
  });
});
