// A book drive's page as the page function serves it (/drive/{id}): its name and purpose in the head
// and the Open Graph tags, in the visitor's language where a volunteer translated them (English
// otherwise), escaped; a 404 for an id no drive has.

import type { Drive } from '@bookwish/shared/domain/drives';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../app/ports.ts';
import { createPostPageHandler } from './post-page-handler.ts';

const INDEX =
  '<html><head><title>Bookwish</title><meta name="description" content="Home" /></head><body><div id="root"></div></body></html>';

const drive: Drive = {
  id: 'spring-drive',
  texts: {
    en: {
      name: '100 books for <Richmond> school',
      purpose: 'Picture books and novels for the library shelves.',
    },
    translations: { fa: { name: '۱۰۰ کتاب برای مدرسهٔ ریچموند' } },
  },
  partner: { name: 'Richmond Elementary', kind: 'school' },
  goal: 100,
  startDate: '2026-03-01',
  endDate: '2026-05-31',
  openedAt: 1,
};

const handler = createPostPageHandler({
  // The drive's page reads no post.
  store: {} as EventStore,
  drives: { get: async (id) => (id === drive.id ? drive : null) },
  indexHtml: () => INDEX,
  pageHtml: () => undefined,
  fallbackOrigin: () => 'https://bookwish.example',
});

const page = (rawPath: string, language = 'en') =>
  handler({
    rawPath,
    rawQueryString: '',
    headers: { 'x-bookwish-lang': language },
  } as unknown as APIGatewayProxyEventV2);

describe("a book drive's page", () => {
  it('shares with its name and purpose, escaped, and its address on the configured origin', async () => {
    const answer = await page('/drive/spring-drive');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>100 books for &lt;Richmond&gt; school · Bookwish</title>');
    expect(answer.body).toContain(
      '<meta property="og:description" content="Picture books and novels for the library shelves." />',
    );
    expect(answer.body).toContain(
      '<meta property="og:url" content="https://bookwish.example/drive/spring-drive" />',
    );
  });

  it("is in the visitor's language where translated, else in English", async () => {
    const answer = await page('/drive/spring-drive', 'fa');
    expect(answer.body).toContain('<html lang="fa" dir="rtl"');
    expect(answer.body).toContain('<title>۱۰۰ کتاب برای مدرسهٔ ریچموند · Bookwish</title>');
    expect(answer.body).toContain('content="Picture books and novels for the library shelves."');
  });

  it('is not found for an id no drive has', async () => {
    expect((await page('/drive/no-such-drive')).statusCode).toBe(404);
    expect((await page('/drive/not%20an%20id')).statusCode).toBe(404);
  });
});
