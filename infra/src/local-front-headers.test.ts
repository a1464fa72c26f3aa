// Local = AWS: the local front sends the headers of CloudFront's response headers policy, read from
// the synthesised template, on every kind of answer (page, SPA route, API, config). Only what cannot
// be the same differs: HSTS (plain http on localhost) and the origins the page may call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Front, startFront } from '../../functions/src/local/front.ts';
import { createMailbox } from '../../functions/src/local/mailbox.ts';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'bookwish-headers-dist-'));
// A built page with an inline boot script: both sides must allow exactly its hash.
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><script>document.documentElement.dataset.boot="1"</script></head><body></body></html>',
);
// The service worker and the app manifest (vite.config.ts's installableApp).
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Bookwish"}');

interface PolicyConfig {
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
  StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
  ContentTypeOptions: { Override: boolean };
  FrameOptions: { FrameOption: string };
  ReferrerPolicy: { ReferrerPolicy: string };
}

let policy: PolicyConfig;
let front: Front;

/** The CSP of the template, with its CloudFormation tokens (region, bucket domain) as placeholders. */
function renderCsp(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map((part) => (typeof part === 'string' ? part : '{token}')).join(join[0]);
  throw new Error(`unexpected CSP value ${JSON.stringify(value)}`);
}

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

beforeAll(async () => {
  const { statelessTemplate } = synthForTest({}, { webDistDir: webDist });
  const policies = Object.values(
    resourcesOfType(statelessTemplate, 'AWS::CloudFront::ResponseHeadersPolicy'),
  );
  expect(policies).toHaveLength(1);
  const config = policies[0]?.Properties.ResponseHeadersPolicyConfig as
    | { SecurityHeadersConfig: PolicyConfig }
    | undefined;
  if (!config) throw new Error('no response headers policy in the template');
  policy = config.SecurityHeadersConfig;
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
}, SYNTH_TIMEOUT);

afterAll(async () => {
  await front?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('local front security headers = the CloudFront response headers policy', () => {
  it.each([
    ['the page', '/'],
    ['an SPA route', '/wishlist/some-post'],
    ['the API', '/api/no-such-route'],
    ['the config', '/config.json'],
    ['the images folder', '/images/'],
  ])('on %s (%s)', async (_, path) => {
    const response = await fetch(`${front.url}${path}`);
    const local = response.headers;

    expect(local.get('x-content-type-options')).toBe('nosniff');
    expect(policy.ContentTypeOptions.Override).toBe(true);
    expect(local.get('x-frame-options')).toBe(policy.FrameOptions.FrameOption);
    expect(local.get('referrer-policy')).toBe(policy.ReferrerPolicy.ReferrerPolicy);
    // HSTS is a promise about https: CloudFront sends it, the plain-http local front must not.
    expect(policy.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31_536_000,
      IncludeSubdomains: true,
    });
    expect(local.get('strict-transport-security')).toBeNull();

    const aws = directives(renderCsp(policy.ContentSecurityPolicy.ContentSecurityPolicy));
    const here = directives(local.get('content-security-policy') ?? '');
    expect([...here.keys()]).toEqual([...aws.keys()]);
    for (const [name, value] of aws) {
      if (name === 'connect-src') continue;
      expect(here.get(name), name).toBe(value);
    }
    expect(here.get('frame-ancestors')).toBe("'none'");
    expect(here.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    // Cognito and the bucket: AWS domains there, this origin and the S3 emulator here.
    expect(aws.get('connect-src')).toMatch(/^'self' https:\/\/cognito-idp\./);
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
