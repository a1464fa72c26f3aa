// What each function carries to Lambda, built with the deploy's esbuild options: small enough for
// a quick cold start, only the AWS clients its route uses, and loadable as the ESM file Lambda runs.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { actionSlug, actionsOf, stepRoute } from '@bookwish/shared/domain/step-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundledHandlers,
  isReadOnly,
  type Route,
  readsUserPoolOnly,
  routes,
} from '../../functions/src/routes.ts';
import { coldImport } from './bundle-report.ts';
import { buildHandlers, type HandlerBundle } from './handler-build.ts';
import { repoRoot } from './paths.ts';
import { SHARP_VERSION, sharpInstallArgs } from './sharp-arm64.ts';

/** What `npm run bench` promises (functions/bench/budgets.json): a read's bundle at most 300 KB, a
 * write's at most 350 KB (KB of 1,024 bytes, as the bench prints them). */
const budgets = JSON.parse(
  readFileSync(join(repoRoot, 'functions', 'bench', 'budgets.json'), 'utf8'),
) as Record<string, { max: number }>;
const KB = 1024;
const READ_BUDGET = (budgets['read bundle']?.max ?? 0) * KB;
const WRITE_BUDGET = (budgets['write bundle']?.max ?? 0) * KB;
/** What a route may carry past its budget, each named, measured and tied to what the route does (a
 * list carries none of them; a function carries one only when its route needs it).
 * zod, 25-30 KB minified: the functions that parse a body with the shared schemas (the web's forms
 * check the same rules with the same schemas), and the volunteers' inbox (its module holds the update
 * schema). The schemas are built with zod/mini (shared/src/domain/schemas/zod.ts), which a bundle
 * shakes down to the rules it uses; classic zod, 88-94 KB in every one of them, fails this. A read that parses only a query string does so without it
 * (list-queries.ts), the store checks events without it (stored-events.ts), the detail tries each
 * step on its decider without it (step-actions.ts), and an exchange step parses its body without it
 * (step-bodies.ts), all in shared/src/domain. */
const ZOD_BYTES = 31 * KB;
/** The Cognito client (about 33 KB): the routes that write to the user pool (profile, avatar,
 * password, sign-out, deletion, suspension). A route that only reads it (the volunteer check, member
 * lookup, unsubscribe) signs its reads itself (functions/src/aws/cognito-reads.ts). */
const COGNITO_CLIENT_BYTES = 35 * KB;
const writesUsers = (route: Route) => !readsUserPoolOnly(route.access);
/** The post detail tells a reader which steps they may take now: it carries the wish and treat
 * deciders (about 16 KB with the timeline: each step adds its own, Ask for more time 1.7 KB), as a step
 * does. */
const STEP_DECIDERS_BYTES = 16.5 * KB;
/** Search carries its index library (minisearch, 18 KB) and our index code (6 KB). */
const SEARCH_LIBRARY_BYTES = 25 * KB;
/** The background functions (notifier, search indexer): their old floor, 590 KB plus 10%. */
const BACKGROUND_BYTES = 590_000 * 1.1;
/** The notifier also carries web-push (116 KB minified with asn1.js, bn.js, jws and http_ece): the
 * WebCrypto libraries of 5-7 KB refuse the local push service's http endpoint (notify/web-push-sender.ts). */
const PUSH_LIBRARY_BYTES = 117_000;
/** The notifier grew about 9 KB beside the library this round: the push wiring, and the emails of a
 * suspended member's ended exchanges and of the volunteers' report digest in six languages (their
 * catalogues ride in the bundle). Measured and named, not a looser floor. */
const THIS_ROUND_EMAILS_BYTES = 10_000;
/** A read that holds a key in Secrets Manager (the VAPID public key a browser subscribes with, the key
 * that signs unsubscribe links the unsubscribe page checks) carries that client, about 20 KB: over the
 * read budget by it, named rather than hidden in a looser budget. */
const SECRETS_CLIENT_BYTES = 20_000;

/** The link rule on member text (shared/src/domain/schemas/web-address.ts): linkify-it with uc.micro
 * (13.3 KB), the root zone's names (9.2 KB), Unicode's look-alikes cut to Latin letters and dots
 * (2.6 KB) and the rule (2.5 KB). Every function that parses a title, a name or a message carries it,
 * and the post reads carry it with the step deciders (each step holds its body's parser). */
const LINK_RULE_BYTES = 28 * KB;

/** A route that sends email itself (Access.mail: a Writer's Spotlight decision, which is no post event
 * the notifier sees) carries what the notifier does for it: the SES v2 client, the emails' words in
 * six languages (the emails catalogues ride in the bundle, every kind's: the in-person meeting's eleven
 * kinds came with them) and their formatter, and the claim of the email a decision owes until it went.
 * Measured at 591,565 bytes with every program merged (558,267 before the in-person emails); named,
 * not a looser budget. Splitting the catalogues by email kind would take most of it back. */
const MAIL_BYTES = 139 * KB;
/** Handing a treat over in person: six steps of the registry (propose, pick, other times, call off,
 * handed over, missed: 5.0 KB with their guards), the meeting's rules (meeting.ts, 1.3 KB, with the
 * places' opening hours), their server texts in the bundle's catalogue (3.4 KB) and the bodies, timers
 * and reports that read them (1.2 KB): 10.9 KB measured in wishlist-offer. Every function that carries
 * the registry's decisions carries them (every step and the post detail), as it carries every other
 * step's. Named, not a looser budget. */
const IN_PERSON_STEPS_BYTES = 11 * KB;
/** The book drives' step every step function carries too (adding a wish to a drive: its decider, body
 * and texts) and the programs' server texts in the bundle's catalogue (giveaways, Writer's Spotlight,
 * drives, meeting places): measured 2.2 KB past the in-person allowance in wishlist-report (371,903
 * bytes). Named, not a looser budget. */
const PROGRAMS_STEP_BYTES = 3 * KB;

let bundles = new Map<string, HandlerBundle>();

// The same single build (and on-disk cache) `cdk synth` uses: one esbuild run, not one per route.
beforeAll(() => {
  bundles = buildHandlers(bundledHandlers());
}, 240_000);

const uses = (bundle: HandlerBundle, module: string) => bundle.inputs.some((input) => input.includes(module));
const cases = routes.map((route) => [`${route.method} ${route.path}`, route] as const);

describe('handler bundles', () => {
  it.each(cases)('%s stays within its read or write budget, plus only its named allowances', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    const budget = isReadOnly(route) ? READ_BUDGET : WRITE_BUDGET;
    const { access } = route;
    const allowances = [
      uses(bundle, 'node_modules/zod/') ? ZOD_BYTES : 0,
      writesUsers(route) ? COGNITO_CLIENT_BYTES : 0,
      isReadOnly(route) && uses(bundle, 'shared/src/domain/step-actions.ts') ? STEP_DECIDERS_BYTES : 0,
      access.search !== undefined ? SEARCH_LIBRARY_BYTES : 0,
      access.vapidKeys || access.notifySecret ? SECRETS_CLIENT_BYTES : 0,
      uses(bundle, 'shared/src/domain/schemas/web-address.ts') ? LINK_RULE_BYTES : 0,
      access.mail ? MAIL_BYTES : 0,
      uses(bundle, 'shared/src/domain/steps/propose.ts') ? IN_PERSON_STEPS_BYTES : 0,
    ];
    const ceiling = budget + allowances.reduce((sum, bytes) => sum + bytes, 0);
    expect(bundle.bytes).toBeLessThanOrEqual(ceiling);
  });

  // zod/mini: a function keeps the rules it uses, never classic zod's schema classes with every method.
  it.each(cases)('%s carries at most 31 KB of zod', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    const zod = Object.entries(bundle.inputBytes)
      .filter(([input]) => input.includes('node_modules/zod/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(zod).toBeLessThanOrEqual(ZOD_BYTES);
  });

  // A read that parses only a query string, the post detail, and the routes that parse no body: no zod.
  it.each([
    'wishlists-list',
    'treats-list',
    'thanks-list',
    'me-giving',
    'me-wishlists',
    'me-treats',
    'wishlist-get',
    'treat-get',
    'treat-packing-slip',
    'me-export',
    'search',
    'support-events',
    'support-reports',
    'support-impact',
    // Book drives: only opening one parses a body (app/open-drive.ts).
    'drives-list',
    'drive-get',
    'support-drives-list',
    'support-drive-close',
    'me-sign-out',
    'unsubscribe',
    // An upload request is checked by upload-request.ts, held to the web's schema.
    'uploads-create',
    // A volunteer's look at a member checks the email without zod (email-address.ts).
    'support-member-posts',
    'support-member-export',
    // Book Received parses its body as every step does (step-bodies.ts); over 350 KB by its S3 client.
    'wishlist-close',
    'treat-close',
  ])('%s carries no zod', (name) => {
    const bundle = bundles.get(name);
    expect(bundle && uses(bundle, 'node_modules/zod/')).toBe(false);
  });

  // An exchange step parses its body without zod (step-bodies.ts): the write budget, with only the
  // in-person steps' bytes every step now carries. Every step of the registry, but the one that takes
  // a photo (Book Received, above).
  it.each(
    (['wishlist', 'treat'] as const).flatMap((kind) =>
      actionsOf(kind)
        .filter((action) => !stepRoute(kind, action).photo)
        .map((action) => `${kind}-${actionSlug(action)}`),
    ),
  )(
    'the step function %s carries no zod and is within 350 KB, the in-person steps and the programs',
    (name) => {
      const bundle = bundles.get(name);
      expect(bundle && uses(bundle, 'node_modules/zod/')).toBe(false);
      expect(bundle?.bytes).toBeLessThanOrEqual(WRITE_BUDGET + IN_PERSON_STEPS_BYTES + PROGRAMS_STEP_BYTES);
    },
  );

  // The unsubscribe page shows its own words in six languages (unsubscribe.json), not every email's, and
  // never asks who is calling (http/public-handler.ts), so it carries no token verifier: within the
  // write budget with the Cognito client of its member check.
  it.each(['unsubscribe', 'unsubscribe-post'])(
    '%s carries its own catalogue only and no token verifier, within 350 KB',
    (name) => {
      const bundle = bundles.get(name);
      if (!bundle) throw new Error(`no bundle for ${name}`);
      // Its code, not merely its file: esbuild lists tree-shaken inputs too.
      const carries = (part: string) =>
        Object.entries(bundle.inputBytes).some(([input, bytes]) => input.includes(part) && bytes > 0);
      expect(carries('/i18n/catalogues/en/unsubscribe.json')).toBe(true);
      expect(carries('/emails.json')).toBe(false);
      expect(carries('node_modules/aws-jwt-verify/')).toBe(false);
      expect(bundle.bytes).toBeLessThanOrEqual(WRITE_BUDGET);
    },
  );

  // No route function loads the S3 client (s3-objects.ts signs its calls), so none carries the SDK's
  // event-stream codec, which only that client imports at load (handler-build.ts stubs it elsewhere).
  it.each(cases)('%s carries no event-stream codec', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    const codec = Object.entries(bundle.inputBytes).some(
      ([input, bytes]) => input.includes('@smithy/core/dist-es/submodules/event-streams/') && bytes > 0,
    );
    expect(codec).toBe(false);
  });

  // The route table (read by every function for its rate limit and edge cache) carries no schema.
  it('functions that parse no body and read no post carry no zod, and are within 300 KB', () => {
    for (const name of ['me-notifications-get', 'me-notifications-update', 'books-lookup', 'books-cover']) {
      const bundle = bundles.get(name);
      expect(bundle && uses(bundle, 'node_modules/zod/'), name).toBe(false);
      expect(bundle?.bytes, name).toBeLessThanOrEqual(READ_BUDGET);
    }
  });

  it.each(cases)('%s carries only the AWS clients its access needs', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    // Every S3 call of a route is a link the SDK's presigner signs (s3-objects.ts): no S3 client, and
    // no Powertools idempotency (every post write keeps its key in its own transaction, one-read.ts).
    expect(uses(bundle, '@aws-sdk/client-s3/'), 'S3 client').toBe(false);
    expect(uses(bundle, '@aws-lambda-powertools/idempotency/'), 'idempotency library').toBe(false);
    expect(uses(bundle, '@aws-sdk/s3-request-presigner/'), 'presigner').toBe(
      route.access.bucket !== undefined ||
        route.access.exports !== undefined ||
        route.access.search === 'read',
    );
    expect(uses(bundle, '@aws-sdk/client-cognito-identity-provider/'), 'Cognito client').toBe(
      writesUsers(route),
    );
    expect(uses(bundle, '@aws-sdk/client-dynamodb/'), 'DynamoDB client').toBe(
      route.access.table !== undefined,
    );
    expect(uses(bundle, '@aws-sdk/client-secrets-manager/'), 'Secrets Manager client').toBe(
      route.access.notifySecret === true || route.access.vapidKeys === true,
    );
    // The SDK's credential chain (SSO, ini, STS) is swapped for the environment provider Lambda uses.
    expect(uses(bundle, '@aws-sdk/nested-clients/'), 'STS/SSO clients').toBe(false);
  });

  it.each(cases)(
    '%s carries the image pipeline only with attach access, and never sharp itself',
    (_, route) => {
      const bundle = bundles.get(route.handler);
      if (!bundle) throw new Error(`no bundle for ${route.handler}`);
      // Its code, not merely its file: esbuild lists tree-shaken inputs too.
      const code = readFileSync(join(bundle.dir, 'index.mjs'), 'utf8');
      expect(code.includes('sharp used before loadSharp()')).toBe(route.access.bucket === 'attach');
      expect(uses(bundle, 'node_modules/sharp/')).toBe(false);
    },
  );

  it('bundles the notifier, which loads as ESM and stays within the same budget', () => {
    const bundle = bundles.get('notify-stream');
    if (!bundle) throw new Error('no bundle for the notifier');
    expect(bundle.bytes).toBeLessThanOrEqual(BACKGROUND_BYTES + PUSH_LIBRARY_BYTES + THIS_ROUND_EMAILS_BYTES);
    expect(coldImport(join(bundle.dir, 'index.mjs')).handler).toBe('function');
    for (const client of ['client-sesv2', 'client-secrets-manager']) {
      expect(uses(bundle, `@aws-sdk/${client}/`), client).toBe(true);
    }
    // It only reads the user pool (a member's address, whether the account is still there).
    expect(uses(bundle, '@aws-sdk/client-cognito-identity-provider/'), 'Cognito client').toBe(false);
  });

  it('bundles the search indexer, which loads as ESM and stays within the same budget', () => {
    const bundle = bundles.get('search-index-stream');
    if (!bundle) throw new Error('no bundle for the search indexer');
    expect(bundle.bytes).toBeLessThanOrEqual(BACKGROUND_BYTES);
    expect(coldImport(join(bundle.dir, 'index.mjs')).handler).toBe('function');
    expect(uses(bundle, 'node_modules/minisearch/')).toBe(true);
  });

  it('installs sharp for linux-arm64 (the Lambda architecture) at the pinned version', () => {
    const args = sharpInstallArgs('/out').join(' ');
    expect(args).toMatch(/--cpu=arm64 --os=linux --libc=glibc --prefix \/out sharp@\d+\.\d+\.\d+$/);
    expect(args).toContain(`sharp@${SHARP_VERSION}`);
  });

  // The loading test below runs each bundle inside the repository, where node_modules would answer a
  // package the bundle left out; Lambda has none beside index.mjs. So: static imports are built-ins only.
  it.each(cases)('%s imports nothing at load but Node built-ins', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    const code = readFileSync(join(bundle.dir, 'index.mjs'), 'utf8');
    const staticImport = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?from\s*)?["']([^"']+)["']/g;
    const packages = [...code.matchAll(staticImport)].map((match) => match[1] ?? '');
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((name) => !isBuiltin(name))).toEqual([]);
  });

  it.each(cases)('%s loads as ESM in a fresh Node process and exports its handler', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    expect(coldImport(join(bundle.dir, 'index.mjs')).handler).toBe('function');
  });
});
