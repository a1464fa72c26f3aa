// The one public origin: which paths go where, what is cached, which headers every response
// carries, and what the browser may upload to. Checked on the synthesised template.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ORIGIN_SECRET_HEADER,
  PAGE_LANGUAGE_HEADER,
  PAGE_REQUEST,
  VISITOR_CACHE_CONTROL,
  VISITOR_FRESH_SECONDS,
  VISITOR_VIEWER_RESPONSE,
} from '@bookwish/shared/web/edge-cache';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/routes.ts';
import { ASSET_SWEEP_DESCRIPTION, buildManifest } from './asset-sweep.ts';
import { POST_PAGES_DESCRIPTION } from './post-pages.ts';
import { SEARCH_INDEXER_DESCRIPTION } from './search-indexer.ts';
import { inlineScriptHashes } from './security-headers.ts';
import { STRIP_IMAGES_PREFIX, spaFallback, visitorReadPatterns } from './site.ts';
import { cloudFrontFunctionFigures, sizeLines } from './stack-size.ts';
import { ourFunctions, resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';
import { TIMERS_DESCRIPTION } from './timers-sweep.ts';

// Managed CloudFront policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Behavior = Record<string, unknown> & { TargetOriginId: string; PathPattern?: string };
type Origin = Record<string, unknown> & { Id: string; DomainName: unknown };

let template: Template;
let config: { CacheBehaviors: Behavior[]; DefaultCacheBehavior: Behavior; Origins: Origin[] } & Record<
  string,
  unknown
>;

const behavior = (pattern: string): Behavior => {
  const found = config.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
  if (!found) throw new Error(`no CloudFront behaviour for ${pattern}`);
  return found;
};
const originOf = (b: Behavior): Origin => {
  const found = config.Origins.find((origin) => origin.Id === b.TargetOriginId);
  if (!found) throw new Error(`no origin ${b.TargetOriginId}`);
  return found;
};
/** The resource of `type` a reference names (a Ref or GetAtt holds its logical id). */
const referenced = (type: string, reference: unknown) =>
  Object.entries(resourcesOfType(template, type)).find(([id]) => JSON.stringify(reference).includes(id))?.[1];
/** A behaviour's cache policy, as configured. */
const cachePolicyOf = (b: Behavior) =>
  referenced('AWS::CloudFront::CachePolicy', b.CachePolicyId)?.Properties?.CachePolicyConfig;
const deployments = (t: Template) => Object.values(resourcesOfType(t, 'Custom::CDKBucketDeployment'));
/** The deployment of the pages (the one that invalidates CloudFront). */
const pagesDeployment = (t: Template) => {
  const found = deployments(t).find((deployment) => deployment.Properties?.DistributionPaths);
  if (!found) throw new Error('no deployment of the pages');
  return found;
};
const distributionConfig = (t: Template) => {
  const [distribution] = Object.values(resourcesOfType(t, 'AWS::CloudFront::Distribution'));
  return distribution?.Properties?.DistributionConfig as typeof config;
};
/** Runs a CloudFront Function's code the way the viewer-request event would. */
const run = (code: string, uri: string): string => {
  const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
    uri: string;
  };
  return handler({ request: { uri } }).uri;
};

beforeAll(() => {
  template = synthForTest().statelessTemplate;
  config = distributionConfig(template);
}, SYNTH_TIMEOUT);

describe('error answers on the visitor reads', () => {
  it("are never kept: a visitor's 503 during a store stall, or 404 for a post just restored, is not served to the next one", () => {
    // Error caching is distribution-wide; without a page or a response code these entries only set
    // the error-caching minimum TTL (10 s by default), so the API's JSON and the site's pages pass as is.
    const errors = config.CustomErrorResponses as Record<string, unknown>[] | undefined;
    for (const code of [400, 403, 404, 500, 502, 503, 504]) {
      expect(
        errors?.find((e) => e.ErrorCode === code),
        `error ${code}`,
      ).toEqual({
        ErrorCode: code,
        ErrorCachingMinTTL: 0,
      });
    }
  });

  it("forward only what the API reads: the viewer's address, the body's type, the Idempotency-Key", () => {
    const policies = resourcesOfType(template, 'AWS::CloudFront::OriginRequestPolicy');
    for (const pattern of visitorReadPatterns()) {
      const read = behavior(pattern);
      const id = (read.OriginRequestPolicyId as { Ref?: string }).Ref ?? '';
      expect(policies[id]?.Properties?.OriginRequestPolicyConfig, pattern).toMatchObject({
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: ['CloudFront-Viewer-Address', 'Content-Type', 'Idempotency-Key'],
        },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      });
    }
    // Every other API call keeps the managed policy, which adds CloudFront's headers (the viewer's
    // address among them) to every viewer header but Host.
    expect(behavior('/api/*').OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
  });
});

describe('the API only through CloudFront', () => {
  it('adds the origin secret to every API request, and gives every route function the same secret to check', () => {
    const { statelessTemplate, routesTemplate } = synthForTest();
    const [secretId] = Object.keys(resourcesOfType(statelessTemplate, 'AWS::SecretsManager::Secret'));
    const secret = resourcesOfType(statelessTemplate, 'AWS::SecretsManager::Secret')[secretId ?? ''];
    // Generated at deploy: the value is in no template.
    expect(secret?.Properties?.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    const resolves = (value: unknown) =>
      JSON.stringify(value).startsWith('{"Fn::Join":["",["{{resolve:secretsmanager:",') &&
      JSON.stringify(value).includes(`OriginSecret`) &&
      JSON.stringify(value).endsWith(':SecretString:::}}"]]}');
    const apiOrigins = config.Origins.filter((origin) =>
      JSON.stringify(origin.DomainName).includes('execute-api'),
    );
    expect(apiOrigins.length).toBeGreaterThan(0);
    for (const pattern of ['/api/*', ...visitorReadPatterns()]) {
      const headers = originOf(behavior(pattern)).OriginCustomHeaders as {
        HeaderName: string;
        HeaderValue: unknown;
      }[];
      const header = headers?.find((h) => h.HeaderName === ORIGIN_SECRET_HEADER);
      expect(header && resolves(header.HeaderValue), pattern).toBe(true);
      expect(JSON.stringify(header?.HeaderValue)).toContain(`"Ref":"${secretId}"`);
    }
    const functions = Object.values(resourcesOfType(routesTemplate, 'AWS::Lambda::Function'));
    expect(functions.length).toBe(routes.length);
    for (const fn of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(resolves(variables.ORIGIN_SECRET), String(fn.Properties.Description)).toBe(true);
      // The route stacks import the same secret the distribution names.
      expect(JSON.stringify(variables.ORIGIN_SECRET)).toContain(`ExportsOutputRef${secretId}`);
    }
  });
});

describe('CloudFront behaviours', () => {
  it('sends /api/* to the HTTP API uncached, with every method, the Authorization header and query strings', () => {
    const api = behavior('/api/*');
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect([...(api.AllowedMethods as string[])].sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = originOf(api);
    expect(JSON.stringify(origin.DomainName)).toMatch(/"Ref":"Api\w+".*execute-api/);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it("keeps each public API read for visitors only: keyed on Authorization and the query string, a member's request forwarded with its token and never kept", () => {
    const api = behavior('/api/*');
    // CloudFront takes the first behaviour whose pattern matches (* any characters).
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
    const behaviourFor = (path: string) =>
      config.CacheBehaviors.find((candidate) => matches(candidate.PathPattern ?? '', path));
    const publicReads = [
      '/api/wishlists',
      '/api/treats',
      '/api/wishlists/w123',
      '/api/treats/t123',
      '/api/search',
      '/api/thanks',
      '/api/meeting-places',
    ];
    for (const path of publicReads) {
      const read = behaviourFor(path);
      expect(read?.PathPattern, path).not.toBe('/api/*');
      if (!read) throw new Error(`no behaviour for ${path}`);
      // The same API origin, methods and forwarded headers as every other API call.
      expect(read.TargetOriginId).toBe(api.TargetOriginId);
      expect(read.AllowedMethods).toEqual(api.AllowedMethods);
      expect(read.ResponseHeadersPolicyId).toEqual(api.ResponseHeadersPolicyId);
      // Nothing kept unless the answer says so (default 0); at most the visitors' fresh half.
      expect(cachePolicyOf(read)).toMatchObject({
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: VISITOR_FRESH_SECONDS,
        ParametersInCacheKeyAndForwardedToOrigin: expect.objectContaining({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      });
      // The browser is told no-cache for a kept answer; a member's private, no-store passes as is.
      const viewerFunction = Object.values(resourcesOfType(template, 'AWS::CloudFront::Function')).find(
        (fn) => fn.Properties?.FunctionCode === VISITOR_VIEWER_RESPONSE,
      );
      expect(viewerFunction, 'the viewer-response function').toBeDefined();
      expect(JSON.stringify(read.FunctionAssociations)).toContain('viewer-response');
      const viewer = new Function(`${VISITOR_VIEWER_RESPONSE}; return handler;`)() as (event: {
        response: { headers: Record<string, { value: string }> };
      }) => { headers: Record<string, { value: string }> };
      const seen = (value: string) =>
        viewer({ response: { headers: { 'cache-control': { value } } } }).headers['cache-control']?.value;
      expect(seen(VISITOR_CACHE_CONTROL)).toBe('no-cache');
      expect(seen('private, no-store')).toBe('private, no-store');
      // The route table marks the route kept for visitors: its function then answers visitors' copies
      // shared and a member's kept nowhere (functions/src/http/edge-cache.test.ts).
      const routeKey = `GET ${path.replace(/\/[wt]123$/, '/{id}')}`;
      const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === routeKey);
      expect(route?.edgeCache, routeKey).toBe('visitors');
    }
    // A member's own lists, the account and support routes stay on /api/*, kept nowhere.
    for (const path of [
      '/api/me/wishlists',
      '/api/me/treats',
      '/api/me/giving',
      '/api/me',
      '/api/support/contact',
      '/api/support/meeting-places',
    ]) {
      expect(behaviourFor(path)?.PathPattern, path).toBe('/api/*');
    }
    expect(visitorReadPatterns().sort()).toEqual(
      [
        '/api/meeting-places',
        '/api/search',
        '/api/thanks',
        '/api/treats',
        '/api/treats/*',
        '/api/wishlists',
        '/api/wishlists/*',
      ].sort(),
    );
  });

  it('serves /images/* from the images bucket through origin access control, cached for a year', () => {
    const images = behavior('/images/*');
    expect(images.AllowedMethods).toEqual(['GET', 'HEAD']);
    const origin = originOf(images);
    expect(JSON.stringify(origin.DomainName)).toMatch(/ImagesBucket\w*RegionalDomainName/);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    const cacheId = (images.CachePolicyId as { Ref: string }).Ref;
    const cache = resourcesOfType(template, 'AWS::CloudFront::CachePolicy')[cacheId];
    expect(cache?.Properties?.CachePolicyConfig).toMatchObject({ DefaultTTL: 365 * 24 * 3600 });
    expect(run(STRIP_IMAGES_PREFIX, '/images/bookCovers/u1-1700000000-abc123.png')).toBe(
      '/bookCovers/u1-1700000000-abc123.png',
    );
  });

  it('serves each page of the SPA its own HTML, and any other path a 404 with the 404 page from the bucket', () => {
    const site = config.DefaultCacheBehavior;
    expect(site.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(originOf(site).OriginAccessControlId).toBeDefined();
    expect((site.FunctionAssociations as { EventType: string }[]).map((f) => f.EventType)).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
    // The code as deployed.
    const functions = Object.values(resourcesOfType(template, 'AWS::CloudFront::Function'));
    const codeOf = (comment: string) =>
      String(
        functions.find((f) =>
          String((f.Properties?.FunctionConfig as { Comment?: string })?.Comment).startsWith(comment),
        )?.Properties?.FunctionCode,
      );
    type Answer = { uri?: string; statusCode?: number; statusDescription?: string };
    const handlerOf = (code: string) =>
      new Function(`${code}; return handler;`)() as (event: unknown) => Answer;
    const fallback = handlerOf(codeOf('SPA pages'));
    const notFound = handlerOf(codeOf('The 404 page'));
    /** What the viewer gets for a path: the key fetched from the bucket (200) and the status it ends with,
     * whichever path (asked or rewritten) CloudFront hands the viewer-response function. */
    const visit = (uri: string) => {
      const key = fallback({ request: { uri } }).uri;
      const statuses = [uri, key].map(
        (seen) => notFound({ request: { uri: seen }, response: { statusCode: 200, headers: {} } }).statusCode,
      );
      expect(new Set(statuses).size, uri).toBe(1);
      return { key, status: statuses[0] };
    };
    expect(visit('/')).toEqual({ key: '/index.html', status: 200 });
    expect(visit('/profile')).toEqual({ key: '/profile/index.html', status: 200 });
    expect(visit('/about/')).toEqual({ key: '/about/index.html', status: 200 });
    expect(visit('/assets/index-abc123.js')).toEqual({ key: '/assets/index-abc123.js', status: 200 });
    expect(visit('/img/logo.svg')).toEqual({ key: '/img/logo.svg', status: 200 });
    expect(visit('/config.json')).toEqual({ key: '/config.json', status: 200 });
    for (const uri of ['/about.backup', '/wishlists/01HXYZ', '/.env', '/wp-login.php', '/404.html']) {
      expect(visit(uri), uri).toEqual({ key: '/404.html', status: 404 });
    }
    // An error the bucket gives (a missing asset) is not turned into anything else.
    expect(
      notFound({ request: { uri: '/nope' }, response: { statusCode: 403, headers: {} } }).statusCode,
    ).toBe(403);
    // The same functions, given a build: its files pass.
    const built = spaFallback({ pages: ['/', '/about'], files: ['/robots.txt', '/404.html'] });
    expect(run(built, '/robots.txt')).toBe('/robots.txt');
    expect(run(built, '/nope')).toBe('/404.html');
  });

  it('keeps every CloudFront Function well under 10 KB with a large build (the 404 page is never inlined)', () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'bookwish-web-dist-'));
    try {
      const notFoundHtml = `<!doctype html><html><head><script>0</script></head><body>${'<p>Page not found</p>'.repeat(2_000)}</body></html>`;
      writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      writeFileSync(join(webDistDir, '404.html'), notFoundHtml);
      for (let i = 0; i < 30; i++) writeFileSync(join(webDistDir, `top-level-file-${i}.webmanifest`), '{}');
      const built = synthForTest({}, { webDistDir }, { fresh: true });
      const figures = cloudFrontFunctionFigures(built.app.synth());
      expect(figures.length).toBeGreaterThanOrEqual(5);
      // 8 KB (functions/bench/budgets.json): room under CloudFront's 10 KB.
      expect(sizeLines().functionBytes).toBe(8 * 1024);
      for (const fn of figures) {
        expect(fn.codeBytes, fn.name).toBeLessThanOrEqual(sizeLines().functionBytes);
      }
      const codes = Object.values(resourcesOfType(built.statelessTemplate, 'AWS::CloudFront::Function')).map(
        (f) => String(f.Properties.FunctionCode),
      );
      expect(codes.some((code) => code.includes('Page not found'))).toBe(false);
      // The build's own 404 page goes up with its pages (the build and config.json); without a build,
      // a plain 404 page goes up beside the placeholder, so an unknown path never answers S3's 403.
      expect(pagesDeployment(built.statelessTemplate).Properties?.SourceObjectKeys).toHaveLength(2);
      const placeholder = synthForTest({}, { webDistDir: join(webDistDir, 'not-built') });
      expect(pagesDeployment(placeholder.statelessTemplate).Properties?.SourceObjectKeys).toHaveLength(3);
    } finally {
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('sends /wishlist/* and /treat/* to the share-preview function URL, cached a few minutes', () => {
    for (const pattern of ['/wishlist/*', '/treat/*']) {
      const posts = behavior(pattern);
      expect(posts.AllowedMethods).toEqual(['GET', 'HEAD']);
      const origin = originOf(posts);
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(JSON.stringify(origin.DomainName)).toContain('FunctionUrl');
      expect(cachePolicyOf(posts)).toMatchObject({
        DefaultTTL: 300,
        MaxTTL: 300,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: expect.objectContaining({
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          // One copy per language, keyed on the edge's six values, never the raw cookie or header.
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [PAGE_LANGUAGE_HEADER] },
        }),
      });
      // The viewer-request function that names the language is the one the local front runs.
      const [request] = posts.FunctionAssociations as { EventType: string; FunctionARN: unknown }[];
      expect(request?.EventType).toBe('viewer-request');
      const code = referenced('AWS::CloudFront::Function', request?.FunctionARN)?.Properties?.FunctionCode;
      expect(code).toBe(PAGE_REQUEST);
      expect(posts.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    }
    // Only CloudFront may call the function: IAM auth on its URL, a permission for this distribution.
    const urls = resourcesOfType(template, 'AWS::Lambda::Url');
    expect(Object.values(urls).map((u) => u.Properties?.AuthType)).toEqual(['AWS_IAM']);
    const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission')).filter(
      (p) => p.Properties?.Principal === 'cloudfront.amazonaws.com',
    );
    expect(permissions.length).toBeGreaterThan(0);
  });

  it('sends /wishlists and /treats to the same function, cached a minute and keyed on the query string', () => {
    const posts = behavior('/wishlist/*');
    for (const pattern of ['/wishlists', '/treats']) {
      const list = behavior(pattern);
      expect(list.TargetOriginId).toBe(posts.TargetOriginId);
      expect(list.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(list.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      expect(cachePolicyOf(list)).toMatchObject({
        DefaultTTL: 60,
        MaxTTL: 60,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: expect.objectContaining({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [PAGE_LANGUAGE_HEADER] },
        }),
      });
    }
    // The function reads one post (GetItem), the first page of a kind (Query on its index), for an
    // open wish the open treats of its book (Query on the match index), and the gratitude wall's
    // first page (Query on the wall index), no more.
    const [pageFunction] = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties?.Description === POST_PAGES_DESCRIPTION,
    );
    const role = JSON.stringify(pageFunction?.[1].Properties?.Role);
    const statements = Object.entries(resourcesOfType(template, 'AWS::IAM::Policy'))
      .filter(([, policy]) =>
        JSON.stringify(policy.Properties?.Roles).includes(role.match(/"(\w+Role\w*)"/)?.[1] ?? '?'),
      )
      .flatMap(
        ([, policy]) =>
          (policy.Properties?.PolicyDocument as { Statement?: Array<Record<string, unknown>> } | undefined)
            ?.Statement ?? [],
      );
    const table = statements.filter((statement) => String(statement.Action).startsWith('dynamodb:'));
    expect(table.map((statement) => statement.Action).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    const queried = JSON.stringify(
      table.find((statement) => statement.Action === 'dynamodb:Query')?.Resource,
    );
    expect(queried.match(/\/index\/\w+/g)).toEqual(['/index/byKind', '/index/byMatch', '/index/byWall']);
  });

  it('has no distribution-wide error pages, so an API 404 stays a JSON 404', () => {
    // Only error-caching TTLs: no page, no rewritten status (404 included: kept 0 s, passed as it is).
    const errors = (config.CustomErrorResponses ?? []) as Record<string, unknown>[];
    for (const entry of errors) {
      expect(entry).not.toHaveProperty('ResponsePagePath');
      expect(entry).not.toHaveProperty('ResponseCode');
    }
  });
});

describe('security headers', () => {
  it('sends CSP (site, Cognito, images bucket only), HSTS, nosniff and no framing on every path', () => {
    const policies = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const entries = Object.entries(policies);
    expect(entries).toHaveLength(1);
    const [policyId, policy] = entries[0] as (typeof entries)[number];
    const headers = (policy.Properties.ResponseHeadersPolicyConfig as Record<string, Record<string, unknown>>)
      .SecurityHeadersConfig as Record<string, Record<string, unknown>>;
    const csp = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/cognito-idp\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com https:\/\/",\{"Fn::ImportValue":"[^"]*ImagesBucket\w*RegionalDomainName/,
    );
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 365 * 24 * 3600,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });
});

describe('uploads and deploy', () => {
  it('lets the browser PUT to the images bucket from the site origin only', () => {
    const [cors] = Object.values(resourcesOfType(template, 'Custom::AWS'));
    const create = JSON.stringify(cors?.Properties?.Create);
    expect(create).toContain('putBucketCors');
    expect(create).toContain('\\"AllowedMethods\\":[\\"PUT\\"]');
    expect(create).toMatch(
      /\\"AllowedOrigins\\":\[\\"https:\/\/",\{"Fn::GetAtt":\["SiteDistribution\w+","DomainName"\]\},"\\"\]/,
    );
  });

  it('deploys the web build with a /config.json naming the user pool, then invalidates CloudFront', () => {
    const deployment = pagesDeployment(template);
    expect(deployment?.Properties?.DistributionPaths).toEqual(['/*']);
    // The config.json source carries the pool and client ids, resolved at deploy time.
    const markers = JSON.stringify(deployment?.Properties?.SourceMarkers);
    expect(markers).toMatch(/"Fn::ImportValue":"[^"]*RefUserPool[0-9A-F]{8}/);
    expect(markers).toMatch(/"Fn::ImportValue":"[^"]*RefUserPoolWebClient/);
    // The route functions (route stacks) and the background ones beside the distribution.
    const { routesTemplate } = synthForTest();
    const handlerEnv = ourFunctions(
      [
        ...Object.values(resourcesOfType(template, 'AWS::Lambda::Function')),
        ...Object.values(resourcesOfType(routesTemplate, 'AWS::Lambda::Function')),
      ],
      // The timers sweep only appends events and the search indexer writes the index: neither
      // builds a link.
      [POST_PAGES_DESCRIPTION, TIMERS_DESCRIPTION, ASSET_SWEEP_DESCRIPTION, SEARCH_INDEXER_DESCRIPTION],
    ).map((fn) => JSON.stringify((fn.Properties.Environment as { Variables: unknown }).Variables));
    expect(handlerEnv.length).toBeGreaterThanOrEqual(routes.length);
    for (const env of handlerEnv)
      expect(env).toMatch(
        /"PUBLIC_ORIGIN":\{"Fn::Join":\["",\["https:\/\/",\{("Fn::GetAtt":\["SiteDistribution|"Fn::ImportValue":"Bookwish-prod-stateless:ExportsOutputFnGetAttSiteDistribution)/,
      );
  });

  it('serves the service worker and the app manifest fresh, from the site itself', () => {
    // Top-level files of the build pass the fallback function as they are.
    const built = spaFallback({ pages: ['/'], files: ['/sw.js', '/manifest.webmanifest'] });
    expect(run(built, '/sw.js')).toBe('/sw.js');
    expect(run(built, '/manifest.webmanifest')).toBe('/manifest.webmanifest');
    // Every page and top-level file is no-cache, sw.js included: a new build's worker is found on the
    // next check.
    const deployment = pagesDeployment(template);
    expect(deployment?.Properties?.SystemMetadata).toMatchObject({ 'cache-control': 'no-cache' });
    // Nothing narrows worker-src or manifest-src: both fall back to default-src 'self'.
    const [policy] = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(policy?.Properties?.ResponseHeadersPolicyConfig);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src|child-src/);
  });

  it('keeps the assets of the build a deploy replaces for the sweep, and writes each build its manifest', () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'bookwish-web-dist-'));
    try {
      mkdirSync(join(webDistDir, 'assets'));
      writeFileSync(
        join(webDistDir, 'index.html'),
        '<!doctype html><script src="/assets/index-Aa11.js"></script>',
      );
      writeFileSync(join(webDistDir, 'assets', 'index-Aa11.js'), '');
      const built = synthForTest({}, { webDistDir }).statelessTemplate;
      const manifest = buildManifest(webDistDir);
      const all = Object.entries(resourcesOfType(built, 'Custom::CDKBucketDeployment'));
      const [assetsId, assets] = all.find(([, d]) => !d.Properties?.DistributionPaths) ?? [];
      const pages = pagesDeployment(built);
      // assets/ and builds/: added, never pruned, immutable (content-hashed names).
      expect(assets?.Properties).toMatchObject({
        Prune: false,
        Exclude: ['*'],
        Include: ['assets/*', 'builds/*'],
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
      // The pages are replaced and pruned, without touching assets/ and builds/, after the assets.
      expect(pages.Properties).toMatchObject({ Exclude: ['assets/*', 'builds/*'] });
      expect(pages.Properties?.Prune).not.toBe(false);
      expect(pages.DependsOn).toContain(assetsId);
      // The sweep runs daily, knows the current build, may delete under assets/ only.
      const [sweep] = Object.values(resourcesOfType(built, 'AWS::Lambda::Function')).filter(
        (fn) => fn.Properties?.Description === ASSET_SWEEP_DESCRIPTION,
      );
      expect(sweep?.Properties?.Environment).toMatchObject({
        Variables: { CURRENT_BUILD: manifest?.build, GRACE_DAYS: '30' },
      });
      built.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: 'rate(1 day)',
        Targets: Match.arrayWith([Match.objectLike({ Arn: Match.anyValue() })]),
      });
      type Statement = { Action: string | string[]; Resource: unknown };
      const [sweepPolicy] = Object.values(resourcesOfType(built, 'AWS::IAM::Policy'))
        .map((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
        .filter((statements) => JSON.stringify(statements).includes('/builds/*'));
      const actions = (sweepPolicy ?? []).flatMap((statement) => [statement.Action].flat());
      expect(actions.filter((action) => action.startsWith('s3:')).sort()).toEqual([
        's3:DeleteObject',
        's3:GetObject',
        's3:ListBucket',
      ]);
      const deletes = sweepPolicy?.find((statement) => statement.Action === 's3:DeleteObject');
      expect(JSON.stringify(deletes?.Resource)).toMatch(/"\/assets\/\*"\]\]\}$/);
    } finally {
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('serves a custom domain with its certificate and TLS 1.2, and allows uploads from it', () => {
    const custom = synthForTest({
      domainName: 'bookwish.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c',
    }).statelessTemplate;
    const customConfig = distributionConfig(custom);
    expect(customConfig.Aliases).toEqual(['bookwish.example.org']);
    expect(customConfig.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    const [cors] = Object.values(resourcesOfType(custom, 'Custom::AWS'));
    expect(JSON.stringify(cors?.Properties?.Create)).toContain('https://bookwish.example.org');
    custom.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ PUBLIC_ORIGIN: 'https://bookwish.example.org' }) },
    });
  });

  it('lets the built index.html run its inline boot script (by hash) under the CSP', () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'bookwish-web-dist-'));
    try {
      writeFileSync(
        join(webDistDir, 'index.html'),
        "<!doctype html><script>document.documentElement.dataset.path = 'home';</script>",
      );
      const built = synthForTest({}, { webDistDir }).statelessTemplate;
      const [policy] = Object.values(resourcesOfType(built, 'AWS::CloudFront::ResponseHeadersPolicy'));
      const expected = inlineScriptHashes(readFileSync(join(webDistDir, 'index.html'), 'utf8'));
      expect(expected).toHaveLength(1);
      expect(JSON.stringify(policy?.Properties)).toContain(
        `script-src 'self' 'wasm-unsafe-eval' ${expected[0]};`,
      );
    } finally {
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('still synthesises without a web build, deploying a placeholder page and warning', () => {
    const { stateless } = synthForTest({}, { webDistDir: '/nonexistent/web/dist' });
    const warnings = Annotations.fromStack(stateless).findWarning(
      '*',
      Match.stringLikeRegexp('web/dist is missing'),
    );
    expect(warnings).toHaveLength(1);
  });
});
