// Local = AWS, the AWS half: CloudFront's response headers policy, read from the synthesised
// template, is the site's security headers as shared/src/web/security-headers.ts builds them, the
// local front's source too (functions/src/local/front-headers.test.ts checks that half). Only what
// cannot be the same differs: HSTS (plain http on localhost) and the origins the page may call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'bookwish-headers-dist-'));
// A built page with an inline boot script: the policy must allow exactly its hash.
const INDEX_HTML =
  '<!doctype html><html><head><script>document.documentElement.dataset.boot="1"</script></head><body></body></html>';
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);

interface PolicyConfig {
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
  StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
  ContentTypeOptions: { Override: boolean };
  FrameOptions: { FrameOption: string };
  ReferrerPolicy: { ReferrerPolicy: string };
}

let policy: PolicyConfig;

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

beforeAll(() => {
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
}, SYNTH_TIMEOUT);

afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

describe('the CloudFront response headers policy = the shared security headers', () => {
  it('sends nosniff, DENY, the referrer policy and HSTS for a year with subdomains', () => {
    expect(policy.ContentTypeOptions.Override).toBe(true);
    expect(policy.FrameOptions.FrameOption).toBe('DENY');
    expect(policy.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    // HSTS is a promise about https: CloudFront sends it (the plain-http local front must not).
    expect(policy.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31_536_000,
      IncludeSubdomains: true,
    });
  });

  it("has the shared CSP's directives, allowing exactly the built page's inline script", () => {
    const aws = directives(renderCsp(policy.ContentSecurityPolicy.ContentSecurityPolicy));
    const shared = directives(
      contentSecurityPolicy({ connectSources: [], inlineScriptHashes: inlineScriptHashes(INDEX_HTML) }),
    );
    expect([...aws.keys()]).toEqual([...shared.keys()]);
    for (const [name, value] of shared) {
      if (name === 'connect-src') continue;
      expect(aws.get(name), name).toBe(value);
    }
    expect(aws.get('frame-ancestors')).toBe("'none'");
    expect(aws.get('script-src')).toMatch(/^'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'$/);
    // Cognito and the bucket: AWS domains there (this origin and the S3 emulator locally).
    expect(aws.get('connect-src')).toMatch(/^'self' https:\/\/cognito-idp\./);
  });
});
