// The one public origin: CloudFront over the site bucket (the SPA, with fallback to index.html),
// /api/* to the HTTP API and /images/* to the images bucket, all behind the same security headers.
// Mirrors the local front, so the SPA never knows where it runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundPage, staticPages } from '@bookwish/shared/web/app-routes';
import {
  ORIGIN_SECRET_HEADER,
  VISITOR_FRESH_SECONDS,
  VISITOR_VIEWER_RESPONSE,
} from '@bookwish/shared/web/edge-cache';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { routes } from '../../functions/src/routes.ts';
import { AssetSweep, buildManifest } from './asset-sweep.ts';
import { ASSETS_PREFIX, BUILDS_PREFIX } from './asset-sweep-rules.ts';
import { LIST_PAGE_PATTERNS, POST_PAGE_PATTERNS } from './post-pages.ts';
import { PrivateBucketOrigin } from './private-bucket-origin.ts';
import {
  contentSecurityPolicy,
  FRAME_OPTION,
  HSTS_INCLUDE_SUBDOMAINS,
  HSTS_MAX_AGE_SECONDS,
  inlineScriptHashes,
  REFERRER_POLICY,
} from './security-headers.ts';
import type { Settings } from './settings.ts';

/** The path patterns of the API's public reads (routes.ts `edgeCache: 'visitors'`): each its own
 * behaviour ahead of /api/*. A pattern like /api/wishlists/* also takes that post's POSTs, which
 * CloudFront never caches. */
export function visitorReadPatterns(): string[] {
  return [
    ...new Set(
      routes
        .filter((route) => route.edgeCache === 'visitors')
        .map((route) => route.path.replace(/\/\{[^}]+\}.*$/, '/*')),
    ),
  ];
}

/** Error codes CloudFront would otherwise keep for its error-caching minimum TTL (10 s). Distribution-
 * wide entries with neither a page nor a response code: the answer itself passes unchanged (an API
 * 404 stays its JSON). 404 among them: a visitor's 404 for a post hidden a moment ago and just restored
 * must not be every visitor's for 10 s. */
export const UNCACHED_ERRORS = [400, 403, 404, 500, 502, 503, 504] as const;

/** The app's 404 page in the site bucket (the build's own, or the plain one buildFacts makes). */
export const NOT_FOUND_PAGE = '/404.html';

export interface SiteProps {
  settings: Settings;
  httpApi: apigwv2.IHttpApi;
  /** Added to every request CloudFront sends the API (ORIGIN_SECRET_HEADER): the API refuses any
   * request without it (functions/src/http/origin-check.ts). */
  originSecret: string;
  imagesBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  webDistDir: string;
  /** The user pool the SPA signs in with, written to /config.json. */
  userPoolId: string;
  userPoolClientId: string;
  /** /wishlist/* and /treat/*: the share-preview function (post-pages.ts). */
  postPages?: cloudfront.BehaviorOptions;
  /** /wishlists and /treats: the same function, with the first page of cards (post-pages.ts). */
  listPages?: cloudfront.BehaviorOptions;
  /** WAF web ACL (us-east-1) in front of the whole distribution: the per-IP rate rule on /api/*. */
  webAclArn?: string;
}

// The SPA's pages (shared/src/web/app-routes.ts) get their prerendered HTML (each with its own head);
// top-level files of the build pass through, as does anything under /assets/ or /img/; every other path
// is no page of the app and is answered 404 with the app's 404 page: the viewer-request function fetches
// NOT_FOUND_PAGE from the bucket in its place, and the viewer-response function turns that answer into a
// 404 (not a soft 200, and not a distribution-wide error response, which would also rewrite the API's
// JSON 404s). The page is not inlined: CloudFront Functions hold at most 10 KB of code, and the 404
// page alone took 8 of them. /wishlist/* and /treat/* never reach these functions, nor (when the page
// function is deployed) /wishlists and /treats: they have their own behaviours (post-pages.ts).
function spaRouting(options: { pages: readonly string[]; files: readonly string[] }): string {
  const pages: Record<string, string> = {};
  for (const page of options.pages) pages[page] = page === '/' ? '/index.html' : `${page}/index.html`;
  // A page's HTML passes as it is too: the viewer-response function may be handed the rewritten path.
  const files: Record<string, 1> = {};
  for (const file of [...options.files, ...Object.values(pages)])
    if (file !== NOT_FOUND_PAGE) files[file] = 1;
  return `var PAGES = ${JSON.stringify(pages)};
var FILES = ${JSON.stringify(files)};
var NOT_FOUND = ${JSON.stringify(NOT_FOUND_PAGE)};
function pageOf(uri) {
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (PAGES[path]) return PAGES[path];
  if (FILES[uri] || uri.indexOf('/assets/') === 0 || uri.indexOf('/img/') === 0) return uri;
  return NOT_FOUND;
}`;
}

/** The viewer-request function: a page's HTML, a file as it is, anything else the 404 page. */
export function spaFallback(options: { pages: readonly string[]; files: readonly string[] }): string {
  return `${spaRouting(options)}
function handler(event) {
  var request = event.request;
  request.uri = pageOf(request.uri);
  return request;
}`;
}

/** The viewer-response function: the 404 page's answer is a 404. It decides from the request's path
 * by the same rule, so it holds whether CloudFront hands it the path the viewer asked for or the one
 * the viewer-request function set. */
export function spaNotFoundStatus(options: { pages: readonly string[]; files: readonly string[] }): string {
  return `${spaRouting(options)}
function handler(event) {
  var response = event.response;
  if (pageOf(event.request.uri) === NOT_FOUND && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

/** What the fallback needs from the build: top-level files and the 404 page (or a plain one). */
export function buildFacts(webDistDir: string) {
  const files = existsSync(webDistDir)
    ? readdirSync(webDistDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`)
    : [];
  const notFoundFile = join(webDistDir, '404.html');
  const notFoundHtml = existsSync(notFoundFile)
    ? readFileSync(notFoundFile, 'utf8')
    : `<!doctype html><html lang="en-CA"><title>${notFoundPage.title}</title><h1>Page not found</h1><p>${notFoundPage.description}</p><p><a href="/">Bookwish home</a></p></html>`;
  return { files: [...files, '/config.json'], notFoundHtml };
}

// Image keys are stored without the /images prefix the site serves them under.
export const STRIP_IMAGES_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/images'.length);
  return request;
}`;

export class Site extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;
  /** https://<custom domain or CloudFront domain>, what PUBLIC_ORIGIN and CORS name. */
  readonly origin: string;
  readonly usesPlaceholder: boolean;
  /** The web build this deploy makes current (its manifest's id; '' for the placeholder). */
  readonly currentBuild: string;
  readonly assetSweep: AssetSweep;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const { settings } = props;

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Only build output lives here; every deploy writes it again.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    NagSuppressions.addResourceSuppressions(this.siteBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'Holds only the public web build; every read goes through CloudFront, whose logs record it.',
      },
    ]);

    this.usesPlaceholder = !existsSync(join(props.webDistDir, 'index.html'));
    const facts = buildFacts(props.webDistDir);
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Bookwish: CSP, HSTS, nosniff, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            region: stack.region,
            imagesBucketDomain: props.imagesBucket.bucketRegionalDomainName,
            inlineScriptHashes: this.usesPlaceholder
              ? []
              : [
                  ...new Set([
                    ...inlineScriptHashes(readFileSync(join(props.webDistDir, 'index.html'), 'utf8')),
                    // The 404 page's head script differs (no route preloads).
                    ...inlineScriptHashes(facts.notFoundHtml),
                  ]),
                ],
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: HSTS_INCLUDE_SUBDOMAINS,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTION as cloudfront.HeadersFrameOption, override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
      },
    });

    // Uploaded images never change under a key (each upload makes a new key): cache for a year.
    const imagesCache = new cloudfront.CachePolicy(this, 'ImagesCache', {
      comment: 'Bookwish images: immutable keys',
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: false,
      enableAcceptEncodingBrotli: false,
    });

    // The API's public reads: the answer says whether it may be kept (functions/src/http/edge-cache.ts:
    // a visitor's s-maxage and stale-while-revalidate, a member's private, no-store), so nothing is
    // kept by default (default TTL 0). The key holds the Authorization header: a member's request
    // never meets a visitor's copy, and it reaches the function with its token (a header in the key
    // is forwarded).
    const visitorReads = new cloudfront.CachePolicy(this, 'VisitorReads', {
      comment: "Bookwish API public reads: visitors' answers kept as they say, never a member's",
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(VISITOR_FRESH_SECONDS),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The visitor reads forward only what the API reads there: the body's type and Idempotency-Key (a
    // pattern like /api/wishlists/* also takes that post's POSTs) and the viewer's address (visitors'
    // rate limits); Authorization and the query string come with the cache key.
    const visitorReadsOrigin = new cloudfront.OriginRequestPolicy(this, 'VisitorReadsOrigin', {
      comment: "Bookwish API public reads: the viewer's address, Content-Type, Idempotency-Key",
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
        'CloudFront-Viewer-Address',
        'Content-Type',
        'Idempotency-Key',
      ),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    // What the browser is told of a kept answer: ask again (no-cache), so its own copy is never older
    // than the edge's; a member's private, no-store passes unchanged.
    const visitorViewerResponse = new cloudfront.Function(this, 'VisitorViewerResponse', {
      code: cloudfront.FunctionCode.fromInline(VISITOR_VIEWER_RESPONSE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Public API reads: a shared answer reaches the browser as no-cache',
    });

    const imagesAccess = new cloudfront.S3OriginAccessControl(this, 'ImagesAccess', {
      description: 'CloudFront reads the Bookwish images bucket',
    });

    const spaPages = staticPages.map((page) => page.path);
    const certificate = settings.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn)
      : undefined;

    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(
        `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
        {
          protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          // Replaces any header of that name the viewer sent.
          customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
        },
      ),
      // POSTs must not be redirected; HTTPS only.
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Every viewer header (Authorization included), query string and cookie, but not Host:
      // API Gateway routes on its own host name. The managed policy adds CloudFront's headers, the
      // viewer's address (CloudFront-Viewer-Address) among them: the rate limits count visitors by it.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Bookwish ${settings.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      domainNames: settings.domainName ? [settings.domainName] : undefined,
      certificate,
      // Only a custom certificate can raise the TLS floor; the default *.cloudfront.net one cannot.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // An error answer is never kept (CloudFront keeps one 10 s by default, whatever its
      // Cache-Control): a visitor's 503 during a store stall must not be every visitor's.
      errorResponses: UNCACHED_ERRORS.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaFallback', {
              code: cloudfront.FunctionCode.fromInline(spaFallback({ pages: spaPages, files: facts.files })),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
              comment: 'SPA pages -> their HTML; anything else -> 404 page',
            }),
          },
          {
            eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE,
            function: new cloudfront.Function(this, 'SpaNotFound', {
              code: cloudfront.FunctionCode.fromInline(
                spaNotFoundStatus({ pages: spaPages, files: facts.files }),
              ),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
              comment: 'The 404 page answers 404',
            }),
          },
        ],
      },
      additionalBehaviors: {
        ...(props.postPages
          ? Object.fromEntries(
              POST_PAGE_PATTERNS.map((pattern) => [
                pattern,
                { ...props.postPages, responseHeadersPolicy: securityHeaders } as cloudfront.BehaviorOptions,
              ]),
            )
          : {}),
        ...(props.listPages
          ? Object.fromEntries(
              LIST_PAGE_PATTERNS.map((pattern) => [
                pattern,
                { ...props.listPages, responseHeadersPolicy: securityHeaders } as cloudfront.BehaviorOptions,
              ]),
            )
          : {}),
        ...Object.fromEntries(
          visitorReadPatterns().map((pattern) => [
            pattern,
            {
              ...apiBehavior,
              cachePolicy: visitorReads,
              originRequestPolicy: visitorReadsOrigin,
              functionAssociations: [
                { eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE, function: visitorViewerResponse },
              ],
            },
          ]),
        ),
        '/api/*': apiBehavior,
        '/images/*': {
          origin: new PrivateBucketOrigin(props.imagesBucket, imagesAccess),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: imagesCache,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [
            {
              eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
              function: new cloudfront.Function(this, 'StripImagesPrefix', {
                code: cloudfront.FunctionCode.fromInline(STRIP_IMAGES_PREFIX),
                runtime: cloudfront.FunctionRuntime.JS_2_0,
                comment: '/images/<key> -> <key>',
              }),
            },
          ],
        },
      },
    });

    if (!certificate) {
      NagSuppressions.addResourceSuppressions(this.distribution, [
        {
          id: 'AwsSolutions-CFR4',
          reason:
            'Without a custom domain CloudFront uses its default certificate, whose TLS floor cannot be set; with domainName and certificateArn the floor is TLS 1.2.',
        },
      ]);
    }

    this.origin = settings.domainName
      ? `https://${settings.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    if (this.usesPlaceholder) {
      // Lets synth (and the tests) run before the web app is built; deploying this is a mistake
      // the warning names.
      Annotations.of(this).addWarningV2(
        'bookwish:web-dist-missing',
        `${props.webDistDir} is missing or has no index.html: a placeholder page is deployed. Run "npm run build -w @bookwish/web" before "npm run deploy".`,
      );
    }
    const webBuild = this.usesPlaceholder
      ? s3deploy.Source.data(
          'index.html',
          '<!doctype html><title>Bookwish</title><p>The web app was not built before this deploy.</p>',
        )
      : s3deploy.Source.asset(props.webDistDir);
    // The 404 page the fallback serves: the build's, or the plain one when the build has none.
    const notFoundPages = existsSync(join(props.webDistDir, NOT_FOUND_PAGE.slice(1)))
      ? []
      : [s3deploy.Source.data(NOT_FOUND_PAGE.slice(1), facts.notFoundHtml)];

    // A deploy keeps the build it replaces (asset-sweep.ts): the content-hashed assets, with this
    // build's manifest, are added and never pruned here; each keeps its name, so a browser may keep
    // it for good. The daily sweep deletes those of builds past their grace period.
    const manifest = this.usesPlaceholder ? undefined : buildManifest(props.webDistDir);
    this.currentBuild = manifest?.build ?? '';
    const assets = manifest
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          destinationBucket: this.siteBucket,
          sources: [webBuild, s3deploy.Source.jsonData(`${BUILDS_PREFIX}${manifest.build}.json`, manifest)],
          exclude: ['*'],
          include: [`${ASSETS_PREFIX}*`, `${BUILDS_PREFIX}*`],
          prune: false,
          cacheControl: [
            s3deploy.CacheControl.setPublic(),
            s3deploy.CacheControl.maxAge(Duration.days(365)),
            s3deploy.CacheControl.immutable(),
          ],
          memoryLimit: 512,
        })
      : undefined;

    // The pages, sw.js and config.json: replaced and pruned, fetched fresh after each deploy.
    const pages = new s3deploy.BucketDeployment(this, 'Deploy', {
      destinationBucket: this.siteBucket,
      sources: [
        webBuild,
        ...notFoundPages,
        // What the SPA needs to reach Cognito; the same shape the local front serves.
        s3deploy.Source.jsonData('config.json', {
          region: stack.region,
          userPoolId: props.userPoolId,
          userPoolClientId: props.userPoolClientId,
        }),
      ],
      // Neither uploaded nor pruned by this deployment: assets and manifests stay for the sweep.
      exclude: [`${ASSETS_PREFIX}*`, `${BUILDS_PREFIX}*`],
      // index.html and config.json must be fetched fresh after each deploy. CloudFront revalidates,
      // and the invalidation clears its edge copies.
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // A new page never names a script that is not there yet.
    if (assets) pages.node.addDependency(assets);

    this.assetSweep = new AssetSweep(this, 'AssetSweep', {
      siteBucket: this.siteBucket,
      currentBuild: this.currentBuild,
    });
  }
}
