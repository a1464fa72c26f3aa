// What a crawler (no JavaScript) reads at each path, as curl would: a shared wishlist or treat link
// carries that book's Open Graph and Twitter card tags and nothing private; a deleted or taken-down
// post previews as not found; a path that is no page of the app is a real 404 with the 404 page.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhHantPages from '../../../shared/src/i18n/catalogues/zh-Hant/pages.json' with { type: 'json' };
import { samplePhoto } from '../images/sample-photo.ts';
import { type Front, startFront } from '../local/front.ts';
import { call, expectOk, signedUp, treatBody, uploaded, volunteer, wishlistBody } from './client.ts';
import { frontOnStack, useStackEnv } from './stack-env.ts';

// The shape of web/dist/index.html that matters here: a title and a description to replace.
const INDEX = `<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" />
<meta
      name="description"
      content="Bookwish is a volunteer-run nonprofit."
    />
<title>Bookwish · Gift a book, grant a wish</title></head><body><div id="root">HOME</div></body></html>`;

let dist: string;
let front: Front;

async function curl(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${front.url}${pathname}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    language: response.headers.get('content-language'),
    vary: response.headers.get('vary'),
    html: await response.text(),
  };
}

const DATA = /<script type="application\/json" id="bookwish-page-data">([^<]*)<\/script>/;

/** The page's embedded data as the app parses it (null when it has none), and the rest of the page. */
function split(html: string) {
  const text = DATA.exec(html)?.[1];
  return { data: text ? JSON.parse(text) : null, rest: html.replace(DATA, '') };
}

beforeAll(async () => {
  useStackEnv();
  dist = await mkdtemp(path.join(tmpdir(), 'bookwish-share-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await mkdir(path.join(dist, 'about'));
  await writeFile(
    path.join(dist, 'about', 'index.html'),
    INDEX.replace('<title>Bookwish', '<title>About Us'),
  );
  await writeFile(path.join(dist, '404.html'), INDEX.replace('HOME', 'NOT-FOUND-SHELL'));
  front = await startFront(frontOnStack(dist));
});

afterAll(async () => {
  await front?.stop();
  await rm(dist, { recursive: true, force: true });
});

describe('shared post links', () => {
  it('/wishlist/{id} answers with that book’s og: and twitter: tags, and no private field', async () => {
    const [wisher, giver] = await Promise.all([signedUp('Zoë Lefèvre'), signedUp('Gabriel Giver')]);
    const created = expectOk(
      await call('POST', '/api/wishlists', {
        token: wisher.token,
        body: { ...wishlistBody('Les Misérables & <Friends>'), author: 'Victor Hugo', price: 'CAD 24.99' },
      }),
      'create',
    );
    const id: string = created.body.id;
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }), 'offer');
    expectOk(
      await call('POST', `/api/wishlists/${id}/confirm`, {
        token: wisher.token,
        body: { shippingAddress: 'SECRET-ADDRESS-42 Kingsway, Burnaby BC' },
      }),
      'confirm',
    );

    const page = await curl(`/wishlist/${id}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toContain('<title>Les Misérables &amp; &lt;Friends&gt; · Bookwish</title>');
    expect(page.html).toContain(
      '<meta property="og:title" content="Les Misérables &amp; &lt;Friends&gt; · Bookwish" />',
    );
    expect(page.html).toMatch(
      /<meta property="og:description" content="[^"]*by Victor Hugo · Wished by Zoë Lefèvre · CAD 24\.99 · ships to Canada"/,
    );
    expect(page.html).toContain(`<meta property="og:url" content="${front.url}/wishlist/${id}" />`);
    expect(page.html).toContain(`<meta property="og:image" content="${front.url}/img/default-cover.svg" />`);
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.html).not.toContain('SECRET-ADDRESS-42');
    const { data, rest } = split(page.html);
    // The preview names the book and its wisher, not the giver.
    expect(rest).not.toContain('Gabriel Giver');
    expect(page.html).not.toContain('<Friends>');
    // The page carries the post exactly as the API answers a visitor (no address), so the app paints
    // it without asking; the parties still fetch their own view.
    const visitor = expectOk(await call('GET', `/api/wishlists/${id}`), 'visitor view');
    expect(data).toMatchObject({ kind: 'post', postKind: 'wishlist', id, view: visitor.body });
    expect(visitor.body).not.toHaveProperty('shippingAddress');
    // The app still boots from the same document.
    expect(page.html).toContain('<div id="root">HOME</div>');
  });

  it('a post with a cover previews with its 1200x630 JPEG, served by the front', async () => {
    const owner = await signedUp('Pia Photo');
    const photo = await samplePhoto({ width: 600, height: 800, top: [200, 40, 40], bottom: [30, 60, 200] });
    const cover = await uploaded(owner, 'cover', photo, 'image/jpeg');
    const created = expectOk(
      await call('POST', '/api/wishlists', {
        token: owner.token,
        body: { ...wishlistBody('Le Petit Prince'), coverKey: cover.key },
      }),
      'create',
    );
    const page = await curl(`/wishlist/${created.body.id}`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.html)?.[1] ?? '';
    expect(image).toMatch(new RegExp(`^${front.url}/images/processed/bookCovers/[^"]+/preview\\.jpg$`));
    expect(page.html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(page.html).toContain('<meta property="og:image:width" content="1200" />');
    expect(page.html).toContain('<meta property="og:image:height" content="630" />');
    // The page's own cover (the WebP the <img> will pick) is preloaded with the HTML.
    expect(page.html).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/images\/processed\/bookCovers\/[^"]+\/w320\.webp 320w" imagesizes="280px" fetchpriority="high" \/>/,
    );
    const served = await fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('a post page is the post shell with the post’s own cover, when the build has one', async () => {
    await mkdir(path.join(dist, '_shells'), { recursive: true });
    // As the build writes it (web/src/app/prerender.tsx): the frame around a cover with stand-ins.
    await writeFile(
      path.join(dist, '_shells', 'post.html'),
      INDEX.replace(
        '<div id="root">HOME</div>',
        '<div id="root"><div data-prerendered data-shell="post"><main><article><img src="/__bookwish-cover__" srcSet="/images/__bookwish-srcset__ 1w" sizes="280px" alt="Cover of __bookwish-title__"/></article></main></div></div>',
      ),
    );
    try {
      const owner = await signedUp('Sam Shell');
      const created = expectOk(
        await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody('Watership <Down>') }),
        'create',
      );
      const page = await curl(`/wishlist/${created.body.id}`);
      expect(page.status).toBe(200);
      // No picture of its own: the default cover, where the app will draw it.
      expect(page.html).toContain(
        '<div data-prerendered data-shell="post"><main><article><img src="/img/default-cover.svg" alt=""/></article></main></div>',
      );
      expect(page.html).toContain('<title>Watership &lt;Down&gt; · Bookwish</title>');
      expect(split(page.html).data).toMatchObject({ kind: 'post', id: created.body.id });
      // A post that is not there is the 404 page, never the shell.
      const missing = await curl('/wishlist/no-such-post');
      expect(missing.status).toBe(404);
      expect(missing.html).not.toContain('data-shell');
    } finally {
      await rm(path.join(dist, '_shells'), { recursive: true, force: true });
    }
  });

  it('/treat/{id} says who gives it and where it ships', async () => {
    const giver = await signedUp('Tessa Wong');
    const created = expectOk(
      await call('POST', '/api/treats', { token: giver.token, body: treatBody('Matilda') }),
      'create',
    );
    const page = await curl(`/treat/${created.body.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /og:description" content="Matilda by Roald Dahl · Given by Tessa Wong · ships to Canada, US"/,
    );
  });

  it('a deleted, taken-down or unknown post previews as not found, with a 404', async () => {
    const owner = await signedUp('Dora Deleter');
    const [gone, removed] = await Promise.all(
      ['Gone Book', 'Removed Book'].map(async (title) =>
        expectOk(
          await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody(title) }),
          'create',
        ),
      ),
    );
    expect(
      (await call('DELETE', `/api/wishlists/${gone?.body.id}`, { token: owner.token })).status,
    ).toBeLessThan(300);
    expectOk(
      await call('POST', `/api/support/posts/${removed?.body.id}/actions`, {
        token: volunteer().token,
        body: { type: 'remove', reason: 'Reported as spam' },
      }),
      'remove',
    );
    for (const pathname of [
      `/wishlist/${gone?.body.id}`,
      `/wishlist/${removed?.body.id}`,
      '/wishlist/no-such-post',
      '/wishlist/%3Cscript%3E',
      // A wishlist id under /treat/ is not a treat.
      `/treat/${removed?.body.id}`,
    ]) {
      const page = await curl(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.html).toContain('<title>Page not found · Bookwish</title>');
      expect(page.html).not.toMatch(/Gone Book|Removed Book|og:image|bookwish-page-data/);
    }
  });
});

describe('explore pages', () => {
  it('/wishlists and /treats carry their first page of cards and preload the first cover', async () => {
    await mkdir(path.join(dist, 'wishlists'), { recursive: true });
    await writeFile(
      path.join(dist, 'wishlists', 'index.html'),
      INDEX.replace('<title>Bookwish', '<title>Explore Wishlists'),
    );
    const owner = await signedUp('Ines Explorer');
    const created = expectOk(
      await call('POST', '/api/treats', { token: owner.token, body: treatBody('Bonjour Tristesse') }),
      'create',
    );
    const treats = split((await curl('/treats')).html).data;
    expect(treats).toMatchObject({ kind: 'list', postKind: 'treat', limit: 30 });
    // Other files post treats meanwhile: this run's card is on the first page, newest first, exactly as
    // the API lists it for a visitor.
    const api = expectOk(await call('GET', '/api/treats?limit=30'), 'list').body;
    expect(Object.keys(treats.page).sort()).toEqual(Object.keys(api).sort());
    const cards = treats.page.items as { id: string; createdAt: number }[];
    expect(cards.length).toBeLessThanOrEqual(30);
    for (let i = 1; i < cards.length; i++) {
      expect((cards[i - 1] as { createdAt: number }).createdAt).toBeGreaterThanOrEqual(
        (cards[i] as { createdAt: number }).createdAt,
      );
    }
    const card = (page: { items: { id: string }[] }) =>
      page.items.find((item) => item.id === created.body.id);
    expect(card(treats.page)).toBeDefined();
    expect(card(treats.page)).toEqual(card(api));

    const wishlists = await curl('/wishlists');
    expect(wishlists.status).toBe(200);
    expect(wishlists.html).toContain('<title>Explore Wishlists');
    // Filters, search words or a later page: the app asks for those itself.
    for (const query of ['?q=tristesse', '?page=2&pageAfter=abc', '?open=1']) {
      const page = await curl(`/wishlists${query}`);
      expect(page.status, query).toBe(200);
      expect(split(page.html).data, query).toBeNull();
    }
  });
});

describe('pages in the visitor’s language', () => {
  it('a post page answers in the language of the cookie, else the browser’s, else English', async () => {
    const giver = await signedUp('Tessa Wong');
    const created = expectOk(
      await call('POST', '/api/treats', { token: giver.token, body: treatBody('Le Petit Prince & <co>') }),
      'create',
    );
    const path = `/treat/${created.body.id}`;

    const french = await curl(path, { cookie: 'theme=dark; bookwish_lang=fr-CA', 'accept-language': 'fa' });
    expect(french.language).toBe('fr-CA');
    expect(french.vary).toBe('Cookie, Accept-Language');
    expect(french.html).toContain('<html lang="fr-CA" dir="ltr">');
    expect(french.html).toContain('<title>Le Petit Prince &amp; &lt;co&gt; · Bookwish</title>');
    expect(french.html).toMatch(
      /og:description" content="Le Petit Prince &amp; &lt;co&gt;, de Roald Dahl · Donné par Tessa Wong · livraison\s: Canada, US"/,
    );
    expect(french.html).toContain('content="Couverture de Le Petit Prince &amp; &lt;co&gt;"');

    const persian = await curl(path, { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.8' });
    expect(persian.html).toContain('<html lang="fa" dir="rtl">');
    expect(persian.html).toContain('هدیهٔ Tessa Wong');

    const english = await curl(path, { 'accept-language': 'de-DE,en;q=0.5' });
    expect(english.language).toBe('en');
    expect(english.html).toContain('<html lang="en-CA">');
    expect(english.html).toMatch(
      /og:description" content="Le Petit Prince &amp; &lt;co&gt; by Roald Dahl · Given by Tessa Wong/,
    );
  });

  it('the explore pages and a post’s 404 too; pages served as files (S3 in AWS) stay as built', async () => {
    const wishlists = await curl('/wishlists', { cookie: 'bookwish_lang=zh-Hant' });
    // The title as the Traditional Chinese pages catalogue has it (the glossary's word for Explore).
    expect(wishlists.html).toContain(`<title>${zhHantPages['page./wishlists.title']}</title>`);
    expect(wishlists.html).toContain('<html lang="zh-Hant" dir="ltr">');
    const gone = await curl('/wishlist/01HZZZZZZZZZZZZZZZZZZZZZZZ', { cookie: 'bookwish_lang=pa' });
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<title>ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ · Bookwish</title>');
    const about = await curl('/about', { cookie: 'bookwish_lang=fr-CA' });
    expect(about.html).toContain('<title>About Us');
    expect(about.language).toBeNull();
  });
});

describe('routes of the app', () => {
  it('answer 200 with their own head; any other path is a 404 with the 404 page', async () => {
    for (const pathname of ['/', '/wishlists', '/about', '/about/', '/howitworks', '/login']) {
      const page = await curl(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.type).toContain('text/html');
    }
    expect((await curl('/about')).html).toContain('<title>About Us');
    for (const pathname of ['/about.backup', '/wp-admin', '/wishlist', '/wishlists/x/y', '/.env']) {
      const page = await curl(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.html).toContain('NOT-FOUND-SHELL');
    }
  });
});
