// What the local stack plays in place of AWS (the stream's consumers and their filters, the clock, the
// user pool's triggers, the edge's cache) against what the synthesized template declares: a change to
// one side that the other does not follow fails here, naming both.

import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PAGE_LANGUAGE_HEADER, VISITOR_FRESH_SECONDS } from '@bookwish/shared/web/edge-cache';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cognito } from '../aws/cognito.ts';
import { config } from '../config.ts';
import { routes } from '../routes.ts';
import { type BundleRunner, startBundleRunner } from './bundle-runner.ts';
import {
  type CloudAssembly,
  resolve,
  resourcesOfType,
  schedules,
  streamMappings,
  type TemplateFunction,
  templateFunctions,
  userPoolTriggers,
} from './cloud-assembly.ts';
import { SHIM_TRIGGERS } from './cognito-shim.ts';
import { edgeKeptPage } from './front/html-routes.ts';
import { LOCAL_SCHEDULES, STREAM_CONSUMERS } from './stack/wire.ts';
import { localEnvironment } from './template-env.ts';
import { ASSEMBLY_TIMEOUT_MS, testAssembly } from './test-assembly.ts';

let assembly: CloudAssembly;
let functions: Map<string, TemplateFunction>;

beforeAll(async () => {
  assembly = await testAssembly();
  functions = templateFunctions(assembly);
  // The synth's own time, a first build's esbuild run included, on a loaded machine.
}, ASSEMBLY_TIMEOUT_MS + 120_000);

/** Whether the construct `name` declares the function (a segment of its construct path). */
const declaredBy = (fn: TemplateFunction, name: string) => fn.constructPath.split('/').includes(name);

describe('the table stream', () => {
  it('has the local consumers, each with the filter its event source mapping carries', () => {
    const declared = streamMappings(assembly, functions).map(({ fn, patterns }) => ({
      consumer: STREAM_CONSUMERS.find((c) => declaredBy(fn, c.construct))?.construct ?? fn.constructPath,
      patterns,
    }));
    const local = STREAM_CONSUMERS.map((c) => ({ consumer: c.construct, patterns: [c.filter] }));
    const byName = (a: { consumer: string }, b: { consumer: string }) => a.consumer.localeCompare(b.consumer);
    expect(declared.sort(byName)).toEqual(local.sort(byName));
  });
});

/** Schedules only AWS has, and why the local stack needs none. */
const AWS_ONLY_SCHEDULES: Record<string, string> = {
  // The site bucket's assets no build of the last 30 days names: locally web/dist is served as built.
  AssetSweep: 'site assets',
};

describe('the clock', () => {
  it('runs what the local stack runs, as often', () => {
    const declared = schedules(assembly, functions)
      .flatMap(({ expression, targets }) => targets.map((fn) => ({ fn, expression })))
      .filter(({ fn }) => !Object.keys(AWS_ONLY_SCHEDULES).some((name) => declaredBy(fn, name)))
      .map(({ fn, expression }) => ({
        construct: LOCAL_SCHEDULES.find((s) => declaredBy(fn, s.construct))?.construct ?? fn.constructPath,
        expression,
      }));
    const rate = (minutes: number) => `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`;
    expect(declared).toEqual(
      LOCAL_SCHEDULES.map((s) => ({ construct: s.construct, expression: rate(s.everyMinutes) })),
    );
  });
});

describe('the user pool', () => {
  let runner: BundleRunner;
  afterAll(async () => {
    await runner?.stop();
  });

  it('has the triggers the Cognito shim plays, from the sign-up triggers', () => {
    const triggers = userPoolTriggers(assembly, functions);
    expect([...triggers.keys()].sort()).toEqual([...SHIM_TRIGGERS].sort());
    for (const [name, fn] of triggers) expect(declaredBy(fn, name)).toBe(true);
  });

  it("refuses a display name in its pre-sign-up bundle with the shim's words", async () => {
    const stackEnv = Object.fromEntries(
      Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const origin = inject('stack').url;
    runner = startBundleRunner({
      environmentOf: (fn) => localEnvironment(assembly, fn, { stackEnv, origin }),
    });
    const preSignUp = userPoolTriggers(assembly, functions).get('PreSignUp');
    if (!preSignUp) throw new Error('No PreSignUp trigger in the template');
    const email = `twin-${randomUUID().slice(0, 8)}@example.com`;
    const name = 'Visit www.cheap-books.example';
    const event = {
      version: '1',
      triggerSource: 'PreSignUp_SignUp',
      region: 'local',
      userPoolId: config().userPoolId,
      userName: email,
      callerContext: { awsSdkVersion: 'local', clientId: config().userPoolClientId },
      request: { userAttributes: { email }, validationData: { name } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    const refusal = await runner.invoke(preSignUp, event).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refusal).toBeTruthy();
    const shim = await cognito()
      .send(
        new SignUpCommand({
          ClientId: config().userPoolClientId,
          Username: email,
          Password: 'secret-pass-1',
          UserAttributes: [{ Name: 'email', Value: email }],
          ValidationData: [{ Name: 'name', Value: name }],
        }),
      )
      .then(
        () => undefined,
        (error: Error) => error.message,
      );
    // Cognito wraps the trigger's error in its own words, as the shim does.
    expect(shim).toBe(`PreSignUp failed with error ${refusal}`);
    // And no account came of it.
    const signIn = await cognito()
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config().userPoolClientId,
          AuthParameters: { USERNAME: email, PASSWORD: 'secret-pass-1' },
        }),
      )
      .then(
        () => 'signed in',
        (error: Error) => error.name,
      );
    expect(signIn).not.toBe('signed in');
  });
});

/** CloudFront's managed CachingDisabled policy. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
/** The error codes CloudFront keeps (10 s) unless the distribution says otherwise, of those the API
 * answers (the local front keeps no answer its Cache-Control does not allow, whatever its status). */
const API_ERRORS_CLOUDFRONT_KEEPS = [400, 403, 404, 500, 503];
/** Kept at the edge and never by the local front: the distribution's no-cache error list is to name
 * them. A code that no longer differs must leave this list (the test says so). */
const KNOWN_EDGE_ONLY_ERRORS: number[] = [];

type Json = Parameters<typeof resolve>[2];
interface Behavior {
  PathPattern?: string;
  CachePolicyId?: Json;
}

/** CloudFront's path pattern: * any characters (slashes too), ? one. */
const patternMatches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ).test(path);

describe("the edge's cache of the API", () => {
  function distribution() {
    const [found, ...others] = resourcesOfType(assembly, 'AWS::CloudFront::Distribution');
    if (!found || others.length > 0) throw new Error('Expected one distribution in the assembly');
    const config = found.resource.Properties?.DistributionConfig as unknown as {
      CacheBehaviors: Behavior[];
      DefaultCacheBehavior: Behavior;
      CustomErrorResponses?: { ErrorCode: number; ErrorCachingMinTTL?: number }[];
    };
    return { stack: found.stack, config };
  }

  /** The cache policy of the behaviour CloudFront picks for a path (the first pattern that matches). */
  function policyFor(path: string) {
    const { stack, config } = distribution();
    const behavior =
      config.CacheBehaviors.find((b) => b.PathPattern && patternMatches(b.PathPattern, path)) ??
      config.DefaultCacheBehavior;
    const id = resolve(assembly, stack, behavior.CachePolicyId as Json);
    if (typeof id === 'string') return { managed: id };
    const resource = assembly.stacks.find((s) => s.name === id.stack)?.template.Resources?.[id.logicalId];
    return {
      managed: undefined,
      policy: resource?.Properties?.CachePolicyConfig as unknown as {
        DefaultTTL: number;
        MinTTL: number;
        MaxTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: {
          HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
          QueryStringsConfig: { QueryStringBehavior: string };
        };
      },
    };
  }

  const gets = routes
    .filter((route) => route.method === 'GET')
    .map((route) => ({ route, path: route.path.replace(/\{[^}]+\}/g, 'sample-id') }));

  it.each(gets.filter(({ route }) => route.edgeCache === 'visitors'))(
    'keeps a visitor’s $route.path as the local front does: by path, query and Authorization, as the answer allows',
    ({ path }) => {
      const { policy } = policyFor(path);
      expect(policy).toBeDefined();
      expect(policy?.DefaultTTL).toBe(0);
      expect(policy?.MaxTTL).toBe(VISITOR_FRESH_SECONDS);
      const key = policy?.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key?.HeadersConfig.Headers?.map((h) => h.toLowerCase())).toContain('authorization');
      expect(key?.QueryStringsConfig.QueryStringBehavior).toBe('all');
    },
  );

  it.each(gets.filter(({ route }) => route.edgeCache !== 'visitors'))(
    'keeps no $route.path the local front does not keep (unless its answer says it may)',
    ({ path }) => {
      const { managed, policy } = policyFor(path);
      if (managed !== undefined) expect(managed).toBe(CACHING_DISABLED);
      else
        expect({ defaultTtl: policy?.DefaultTTL, minTtl: policy?.MinTTL }).toEqual({
          defaultTtl: 0,
          minTtl: 0,
        });
    },
  );

  it('keeps each page the page function answers as the local front does: as long, by the same key', () => {
    const pages = distribution().config.CacheBehaviors.filter(
      (b) => b.PathPattern && !b.PathPattern.startsWith('/api') && !b.PathPattern.startsWith('/images'),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const { PathPattern } of pages) {
      const path = (PathPattern as string).replace('*', 'sample-id');
      const { policy } = policyFor(path);
      const kept = edgeKeptPage(path, '?cursor=2', 'fr-CA');
      const key = policy?.ParametersInCacheKeyAndForwardedToOrigin;
      expect({
        path,
        maxAge: policy?.MaxTTL,
        byQuery: key?.QueryStringsConfig.QueryStringBehavior === 'all',
        byLanguage:
          key?.HeadersConfig.Headers?.map((h) => h.toLowerCase()).includes(PAGE_LANGUAGE_HEADER) ?? false,
      }).toEqual({
        path,
        maxAge: kept?.maxAge,
        byQuery: kept?.key !== edgeKeptPage(path, '', 'fr-CA')?.key,
        byLanguage: kept?.key !== edgeKeptPage(path, '?cursor=2', 'en')?.key,
      });
    }
  });

  it('keeps no error answer the local front would not keep', () => {
    const uncached = new Set(
      (distribution().config.CustomErrorResponses ?? [])
        .filter((r) => r.ErrorCachingMinTTL === 0)
        .map((r) => r.ErrorCode),
    );
    const edgeOnly = API_ERRORS_CLOUDFRONT_KEEPS.filter((code) => !uncached.has(code));
    expect(edgeOnly).toEqual(KNOWN_EDGE_ONLY_ERRORS);
  });
});
