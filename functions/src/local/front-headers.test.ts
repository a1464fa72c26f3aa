// Local = AWS, the local half: the local front sends the site's security headers as
// shared/src/web/security-headers.ts builds them, CloudFront's response headers policy's source too
// (infra/src/security-headers-policy.test.ts checks that half), on every kind of answer (page, SPA
// route, API, config). Only what cannot be the same differs: HSTS (plain http on localhost) and the
// origins the page may call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers.ts';
import { type Front, startFront } from './front.ts';
import { createMailbox } from './mailbox.ts';

const webDist = mkdtempSync(join(tmpdir(), 'bookwish-headers-dist-'));
// A built page with an inline boot script: the front must allow exactly its hash. With a title and
// a description, as the build's, so an SPA route is answered with its own page (the front puts its
// head in), not the error a page without them is.
const INDEX_HTML =
  '<!doctype html><html><head><title>Bookwish</title><meta name="description" content="Books for neighbours" />' +
  '<script>document.documentElement.dataset.boot="1"</script></head><body></body></html>';
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
// The service worker and the app manifest (vite.config.ts's installableApp).
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Bookwish"}');

let front: Front;

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

beforeAll(async () => {
  front = await startFront({
    port: 0,
    webDist,
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_AbCdEfGhI',
    userPoolClientId: 'client',
    // Nothing listens there: only answers the front makes itself are asked for.
    cognitoShimUrl: 'http://127.0.0.1:9',
    s3Endpoint: 'http://127.0.0.1:4569',
    imagesBucket: 'bookwish-images',
    mailbox: createMailbox(),
  });
});

afterAll(async () => {
  await front?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('local front security headers = the shared security headers', () => {
  it.each([
    ['the page', '/'],
    ['an SPA route', '/wishlist/some-post'],
    ['the API', '/api/no-such-route'],
    ['the config', '/config.json'],
    ['the images folder', '/images/'],
  ])('on %s (%s)', async (_, path) => {
    const response = await fetch(`${front.url}${path}`);
    const local = response.headers;
    // The answer itself, not the front's error page: its headers are the ones a visitor gets.
    expect(response.status).toBeLessThan(500);

    expect(local.get('x-content-type-options')).toBe('nosniff');
    expect(local.get('x-frame-options')).toBe('DENY');
    expect(local.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // HSTS is a promise about https: CloudFront sends it, the plain-http local front must not.
    expect(local.get('strict-transport-security')).toBeNull();

    const shared = directives(
      contentSecurityPolicy({ connectSources: [], inlineScriptHashes: inlineScriptHashes(INDEX_HTML) }),
    );
    const here = directives(local.get('content-security-policy') ?? '');
    expect([...here.keys()]).toEqual([...shared.keys()]);
    for (const [name, value] of shared) {
      if (name === 'connect-src') continue;
      expect(here.get(name), name).toBe(value);
    }
    expect(here.get('frame-ancestors')).toBe("'none'");
    expect(here.get('script-src')).toMatch(/^'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'$/);
    // This origin and the S3 emulator here (Cognito and the bucket's AWS domains there).
    expect(here.get('connect-src')).toBe("'self' http://127.0.0.1:4569");
  });
});

describe('the installable app', () => {
  it('serves sw.js and the manifest from the site, always revalidated (as CloudFront does)', async () => {
    // A browser asks for sw.js again to find a new build; a kept copy would hide it.
    const worker = await fetch(`${front.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${front.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // worker-src and manifest-src fall back to default-src 'self': nothing narrows them.
    const csp = directives(worker.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toBe("'self'");
    expect([...csp.keys()].filter((name) => /worker|manifest|child/.test(name))).toEqual([]);
  });
});
