// A published Writer's Spotlight interview is shared like a post: what a crawler reads at
// /writerspotlight/<slug> is the interview's title, teaser and portrait, in the visitor's language
// (the teaser in English where no volunteer translated it); a slug nobody published is a real 404.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { interviewTextsFrom } from '@bookwish/shared/domain/spotlight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Front, startFront } from '../local/front.ts';
import { call, expectOk, member, volunteer } from './client.ts';
import { frontOnStack, useStackEnv } from './stack-env.ts';

const INDEX = `<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" />
<meta name="description" content="Bookwish is a volunteer-run nonprofit." />
<title>Bookwish · Gift a book, grant a wish</title></head><body><div id="root">HOME</div></body></html>`;

let dist: string;
let front: Front;

beforeAll(async () => {
  useStackEnv();
  dist = await mkdtemp(path.join(tmpdir(), 'bookwish-spotlight-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '404.html'), INDEX.replace('HOME', 'NOT-FOUND-SHELL'));
  front = await startFront(frontOnStack(dist));
});

afterAll(async () => {
  await front?.stop();
  await rm(dist, { recursive: true, force: true });
});

const curl = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${front.url}${pathname}`, { headers });
  return { status: response.status, html: await response.text() };
};

describe("a Writer's Spotlight interview's page", () => {
  it('carries its title, teaser and image in the visitor’s language; an unknown slug is a 404', async () => {
    const writer = member('Ines <Poet>');
    const vera = volunteer();
    const answers = Array.from({ length: 10 }, (_, i) => `Answer ${i + 1}`);
    const id = expectOk(
      await call('POST', '/api/spotlight/applications', { token: writer.token, body: { answers } }),
      'apply',
    ).body.id as string;
    expectOk(
      await call('PATCH', `/api/support/spotlight/${id}`, {
        token: vera.token,
        body: { status: 'featured' },
      }),
      'feature',
    );
    const slug = `ines-${Date.now().toString(36)}`;
    const texts = interviewTextsFrom(answers);
    texts.en = { ...texts.en, role: 'Poet', home: 'Surrey, BC', teaser: 'On rain & <rhyme>', intro: 'Ines.' };
    texts.translations = { 'fr-CA': { teaser: 'Sur la pluie et la rime' } };
    expectOk(
      await call('PUT', `/api/support/spotlight/interviews/${slug}`, {
        token: vera.token,
        body: {
          name: 'Ines <Poet>',
          slug,
          portrait: '/img/writers/jonah-whitfield.svg',
          texts,
          applicationId: id,
        },
      }),
      'publish',
    );

    const english = await curl(`/writerspotlight/${slug}`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<title>Writer Spotlight: Ines &lt;Poet&gt; · Bookwish</title>');
    expect(english.html).toContain(
      '<meta property="og:description" content="On rain &amp; &lt;rhyme&gt;" />',
    );
    expect(english.html).toContain(
      `<meta property="og:url" content="${front.url}/writerspotlight/${slug}" />`,
    );
    // Jonah Whitfield's drawing sent along is not Ines's face: the preview is the site's default image.
    expect(english.html).toContain(
      `<meta property="og:image" content="${front.url}/img/default-cover.svg" />`,
    );
    expect(english.html).not.toContain('jonah-whitfield');
    const french = await curl(`/writerspotlight/${slug}`, { cookie: 'bookwish_lang=fr-CA' });
    expect(french.html).toContain(
      '<title>Pleins feux sur un auteur\u00a0: Ines &lt;Poet&gt; · Bookwish</title>',
    );
    expect(french.html).toContain('content="Sur la pluie et la rime"');
    const persian = await curl(`/writerspotlight/${slug}`, { cookie: 'bookwish_lang=fa' });
    expect(persian.html).toContain('<html lang="fa" dir="rtl"');
    expect(persian.html).toContain('content="On rain &amp; &lt;rhyme&gt;"');

    const unknown = await curl('/writerspotlight/nobody-published-this');
    expect(unknown.status).toBe(404);
    expect((await curl('/writerspotlight/Not_A_Slug')).status).toBe(404);
  });
});
