// /wishlist/{id} and /treat/{id} for crawlers: a Lambda function URL behind CloudFront that answers
// index.html with the post's Open Graph / Twitter card tags (functions/src/handlers/post-page.ts), one
// GetItem per cache miss, cached at the edge for a few minutes. The page also carries the post as the
// API answers a visitor, and /wishlists and /treats come here for their first page of cards (one
// Query per cache miss, cached a minute), so the app paints them without waiting for the API.
//
// Why a function URL and not the HTTP API: it needs no API route outside the /api table, costs no API
// Gateway request, and with origin access control (AWS_IAM auth) only this distribution can call it,
// so a crawler cannot bypass the cache. The cache policies key on the path (and an explore page's query
// string) and the visitor's language, which the viewer-request function reads from the 'bookwish_lang'
// cookie or Accept-Language and hands on as one of six values (PAGE_REQUEST, shared/src/web/edge-cache.ts).
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { listPages, wallPage } from '@bookwish/shared/web/app-routes';
import {
  LIST_PAGE_MAX_AGE_SECONDS,
  PAGE_LANGUAGE_HEADER,
  PAGE_REQUEST,
  POST_PAGE_MAX_AGE_SECONDS,
} from '@bookwish/shared/web/edge-cache';
import { exploreShellPath } from '@bookwish/shared/web/explore-shell';
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { loggingRole } from './function-role.ts';
import { BUNDLE_ALIASES, ESM_REQUIRE_BANNER, NODE_TARGET } from './handler-build.ts';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';
import { repoRoot } from './paths.ts';

/** The same esbuild settings as the route handlers (handler-build.ts), for NodejsFunction. */
const bundling: nodejs.BundlingOptions = {
  format: nodejs.OutputFormat.ESM,
  target: NODE_TARGET,
  platform: 'node',
  minify: true,
  // Six languages of page texts: UTF-8, not \u escapes (handler-build.ts says why).
  charset: nodejs.Charset.UTF8,
  sourceMap: true,
  sourcesContent: false,
  externalModules: [],
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  esbuildArgs: Object.fromEntries(
    Object.entries(BUNDLE_ALIASES).map(([module, replacement]) => [`--alias:${module}`, replacement]),
  ),
  // Bundle with the esbuild installed at the repo root: no Docker, no network.
  forceDockerBundling: false,
  logLevel: nodejs.LogLevel.WARNING,
};

/** The function's description: how tests tell it from the route table's functions. */
export const POST_PAGES_DESCRIPTION =
  'GET /wishlist/{id}, /treat/{id}, /drive/{id}, /writerspotlight/{slug}, /wishlists, /treats, /thanks: the page with its share tags and first data';

/** The post paths CloudFront sends to the function. */
// A Writer's Spotlight interview's page and a book drive's are shared like a post's (each head from one
// GetItem).
export const POST_PAGE_PATTERNS = ['/wishlist/*', '/treat/*', '/writerspotlight/*', '/drive/*'] as const;

/** The explore pages and the gratitude wall it sends there too (exact paths). */
export const LIST_PAGE_PATTERNS = [...Object.values(listPages), wallPage];

export interface PostPagesProps {
  table: dynamodb.ITable;
  webDistDir: string;
  /** PUBLIC_ORIGIN, used if a request comes without the viewer's host. */
  environment: Record<string, string>;
}

/** Shell commands that copy the explore pages' prerendered HTML, the post shell and the explore
 * shells (one per page and language) into the bundle, as pages/<path>/index.html
 * (functions/src/handlers/post-page.ts reads them there). */
function copyPages(webDistDir: string, outputDir: string): string[] {
  const files: Array<[string, string]> = [
    ...LIST_PAGE_PATTERNS.map((path): [string, string] => [join(webDistDir, path, 'index.html'), path]),
    [join(webDistDir, '_shells', 'post.html'), '/_shells/post'],
    ...(['wishlist', 'treat'] as const).flatMap((kind) =>
      LOCALES.map((locale): [string, string] => {
        const path = exploreShellPath(kind, locale);
        return [join(webDistDir, `${path}.html`), path];
      }),
    ),
  ];
  return files.flatMap(([file, path]) => {
    if (!existsSync(file)) return [];
    const dir = join(outputDir, 'pages', path);
    return [
      `mkdir -p ${JSON.stringify(dir)}`,
      `cp ${JSON.stringify(file)} ${JSON.stringify(join(dir, 'index.html'))}`,
    ];
  });
}

/** index.html for the bundle: the build's, or a placeholder when the web app is not built. */
function indexHtmlFile(webDistDir: string): string {
  const built = join(webDistDir, 'index.html');
  if (existsSync(built)) return built;
  const file = join(mkdtempSync(join(tmpdir(), 'bookwish-post-pages-')), 'index.html');
  writeFileSync(
    file,
    '<!doctype html><html><head><title>Bookwish</title><meta name="description" content="Bookwish" /></head><body><p>The web app was not built before this deploy.</p></body></html>',
  );
  return file;
}

export class PostPages extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly functionUrl: lambda.FunctionUrl;
  readonly cachePolicy: cloudfront.CachePolicy;
  readonly behavior: cloudfront.BehaviorOptions;
  /** /wishlists and /treats: the same origin, cached a minute, keyed on the query string too. */
  readonly listBehavior: cloudfront.BehaviorOptions;

  constructor(scope: Construct, id: string, props: PostPagesProps) {
    super(scope, id);
    // Its own role: its log group, GetItem on the table, and Query on the all-posts index (a list's
    // first page) and the book-match index (an open wish's "a member is giving this book away").
    const { role, logGroup } = loggingRole(this, 'Share previews of /wishlist/{id} and /treat/{id}');
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [props.table.tableArn] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        // The explore lists' first page (byKind), a post's matches (byMatch), the wall's (byWall).
        resources: [
          tableSchema.indexes.byKind.name,
          tableSchema.indexes.byMatch.name,
          tableSchema.indexes.byWall.name,
        ].map((name) => `${props.table.tableArn}/index/${name}`),
      }),
    );

    const indexHtml = indexHtmlFile(props.webDistDir);
    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: join(repoRoot, 'functions', 'src', 'handlers', 'post-page.ts'),
      handler: 'handler',
      description: POST_PAGES_DESCRIPTION,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        ...bundling,
        // The page ships inside the bundle: a deploy of a new web build deploys a new function too,
        // so its asset names always exist.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // Runs as a shell command after esbuild, in the asset's output folder.
          afterBundling: (_input: string, outputDir: string) => [
            `cp ${JSON.stringify(indexHtml)} ${JSON.stringify(join(outputDir, 'index.html'))}`,
            ...copyPages(props.webDistDir, outputDir),
          ],
        },
      },
    });
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason: RUNTIME_NAG_REASON,
      },
    ]);

    this.functionUrl = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });

    this.cachePolicy = new cloudfront.CachePolicy(this, 'Cache', {
      comment: 'Bookwish post pages: share previews, a few minutes at the edge',
      defaultTtl: Duration.seconds(POST_PAGE_MAX_AGE_SECONDS),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(POST_PAGE_MAX_AGE_SECONDS),
      // One copy per language: a French answer never reaches an English reader.
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(PAGE_LANGUAGE_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // A query string (filters, search words, a later page) is its own cache entry; the function
    // answers it without data and without reading the table, so varying it costs no Query.
    const listCachePolicy = new cloudfront.CachePolicy(this, 'ListCache', {
      comment: 'Bookwish explore pages: the first page of cards, a minute at the edge',
      defaultTtl: Duration.seconds(LIST_PAGE_MAX_AGE_SECONDS),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(LIST_PAGE_MAX_AGE_SECONDS),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(PAGE_LANGUAGE_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.behavior = {
      origin: origins.FunctionUrlOrigin.withOriginAccessControl(this.functionUrl),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: this.cachePolicy,
      originRequestPolicy: new cloudfront.OriginRequestPolicy(this, 'OriginRequest', {
        comment: 'Bookwish post pages: the viewer host, for absolute og: URLs',
        headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList('x-bookwish-host'),
        queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
        cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
      }),
      functionAssociations: [
        {
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          function: new cloudfront.Function(this, 'ForwardHost', {
            code: cloudfront.FunctionCode.fromInline(PAGE_REQUEST),
            runtime: cloudfront.FunctionRuntime.JS_2_0,
            comment: 'Viewer host -> x-bookwish-host; bookwish_lang or Accept-Language -> x-bookwish-lang',
          }),
        },
      ],
    };
    this.listBehavior = { ...this.behavior, cachePolicy: listCachePolicy };
  }
}
