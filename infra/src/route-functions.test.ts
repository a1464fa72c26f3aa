// One function and one HTTP API route per route-table entry, each allowed exactly what its
// `access` says: what an operator relies on when reading the route table.
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/routes.ts';
import { ASSET_SWEEP_DESCRIPTION } from './asset-sweep.ts';
import { NOTIFIER_DESCRIPTION } from './notifier.ts';
import { POST_PAGES_DESCRIPTION } from './post-pages.ts';
import { SEARCH_INDEXER_DESCRIPTION } from './search-indexer.ts';
import { ourFunctions, resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';
import { TIMERS_DESCRIPTION } from './timers-sweep.ts';

type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

let functions: ReturnType<typeof resourcesOfType>;
let apiRoutes: ReturnType<typeof resourcesOfType>;
let integrations: ReturnType<typeof resourcesOfType>;
let policies: ReturnType<typeof resourcesOfType>;
let stages: ReturnType<typeof resourcesOfType>;

beforeAll(() => {
  // The route functions live in the route stacks (route-stacks.ts); the API and its stage in the
  // stateless stack, with the background functions.
  const { statelessTemplate, routesTemplate } = synthForTest();
  functions = {
    ...resourcesOfType(statelessTemplate, 'AWS::Lambda::Function'),
    ...resourcesOfType(routesTemplate, 'AWS::Lambda::Function'),
  };
  apiRoutes = {
    ...resourcesOfType(statelessTemplate, 'AWS::ApiGatewayV2::Route'),
    ...resourcesOfType(routesTemplate, 'AWS::ApiGatewayV2::Route'),
  };
  integrations = resourcesOfType(routesTemplate, 'AWS::ApiGatewayV2::Integration');
  policies = resourcesOfType(routesTemplate, 'AWS::IAM::Policy');
  stages = resourcesOfType(statelessTemplate, 'AWS::ApiGatewayV2::Stage');
}, SYNTH_TIMEOUT);

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function functionOf(route: (typeof routes)[number]): [string, Record<string, unknown>] {
  const matches = Object.entries(functions).filter(
    ([, fn]) => fn.Properties?.Description === routeKey(route),
  );
  expect(matches, routeKey(route)).toHaveLength(1);
  const [id, fn] = matches[0] as [string, { Properties: Record<string, unknown> }];
  return [id, fn.Properties];
}

/** Every statement of the policies attached to the function's role. */
function statementsOf(route: (typeof routes)[number]): Statement[] {
  const [, fn] = functionOf(route);
  const roleId = (fn.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[], service: string): string[] =>
  [
    ...new Set(statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith(`${service}:`))),
  ].sort();

/** Names what a statement resource points at: the table, an index, bucket folders, the pool, a log group. */
function targetOf(resource: unknown): string {
  const text = JSON.stringify(resource);
  if (/GetAttTable\w+Arn/.test(text)) return text.includes('/index/') ? 'table-index' : 'table';
  if (/GetAttImagesBucket\w+Arn/.test(text)) {
    return /"\/(bookCovers|bookTreatImages|thankYouPhotos|avatars)\/\*"/.test(text)
      ? 'image-folder'
      : 'images-bucket';
  }
  if (/GetAttUserPool\w+Arn/.test(text)) return 'user-pool';
  if (/RefNotifySecret\w+"/.test(text)) return 'notify-secret';
  if (/RefPushKeysSecret\w+"/.test(text)) return 'push-keys-secret';
  if (/Routes\w+Logs\w+","Arn"/.test(text)) return 'own-log-group';
  return `unexpected: ${text}`;
}

describe('route table -> functions and HTTP API routes', () => {
  it('has exactly one function and one API route per route-table entry, and no other route', () => {
    const routeFunctions = ourFunctions(Object.values(functions), [
      POST_PAGES_DESCRIPTION,
      TIMERS_DESCRIPTION,
      ASSET_SWEEP_DESCRIPTION,
      SEARCH_INDEXER_DESCRIPTION,
      NOTIFIER_DESCRIPTION,
    ]);
    expect(routeFunctions).toHaveLength(routes.length);
    const keys = Object.values(apiRoutes).map((route) => route.Properties?.RouteKey);
    expect([...keys].sort()).toEqual(routes.map(routeKey).sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends each API route to the function of its own handler', () => {
    for (const route of routes) {
      const [functionId] = functionOf(route);
      const [apiRoute] = Object.values(apiRoutes).filter((r) => r.Properties?.RouteKey === routeKey(route));
      const target = JSON.stringify(apiRoute?.Properties?.Target);
      const [integrationId] = Object.keys(integrations).filter((id) => target.includes(id));
      const integration = integrations[integrationId ?? ''];
      expect(JSON.stringify(integration?.Properties?.IntegrationUri), routeKey(route)).toContain(
        `"${functionId}"`,
      );
      expect(integration?.Properties?.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('runs every handler on Node.js 24 arm64 with the settings handlers read', () => {
    for (const route of routes) {
      const [, fn] = functionOf(route);
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.Handler).toBe('index.handler');
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of [
        'TABLE_NAME',
        'IMAGES_BUCKET',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'PUBLIC_ORIGIN',
      ]) {
        expect(variables, `${routeKey(route)} ${name}`).toHaveProperty(name);
      }
      // Lambda sets AWS_REGION itself and refuses a function that tries to.
      expect(variables).not.toHaveProperty('AWS_REGION');
    }
  });

  it('throttles every route by default at the API stage, with access logs', () => {
    const [stage] = Object.values(stages);
    expect(stage?.Properties?.StageName).toBe('$default');
    expect(stage?.Properties?.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: expect.any(Number),
      ThrottlingBurstLimit: expect.any(Number),
    });
    expect(stage?.Properties?.AccessLogSettings).toHaveProperty('DestinationArn');
  });
});

describe('least privilege from the route table', () => {
  const READ = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
  const WRITE = [...READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem'].sort();
  const DELETE = [...WRITE, 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem'].sort();
  const tableActions = { read: READ, write: WRITE, delete: DELETE };

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s: table actions match its access, and it may Query only the indexes it names',
    (_, route) => {
      const expected = route.access.table ? tableActions[route.access.table] : [];
      // An image's claim is given up when the image cannot be made.
      const claim = route.access.bucket === 'attach' ? ['dynamodb:DeleteItem'] : [];
      expect(actionsOf(statementsOf(route), 'dynamodb')).toEqual(
        [...new Set([...expected, ...claim])].sort(),
      );
      const onIndexes = statementsOf(route)
        .filter((st) => JSON.stringify(st.Resource).includes('/index/'))
        .flatMap((st) => {
          expect(st.Action, routeKey(route)).toBe('dynamodb:Query');
          return [st.Resource].flat().map((r) => JSON.stringify(r).match(/\/index\/(\w+)/)?.[1]);
        });
      expect(onIndexes.sort(), routeKey(route)).toEqual([...(route.access.indexes ?? [])].sort());
    },
  );

  it('lets a read route only read the table', () => {
    const readRoutes = routes.filter((route) => route.access.table === 'read');
    expect(readRoutes.length).toBeGreaterThan(0);
    for (const route of readRoutes) {
      const actions = actionsOf(statementsOf(route), 'dynamodb');
      for (const write of ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']) {
        expect(actions, routeKey(route)).not.toContain(`dynamodb:${write}`);
      }
    }
  });

  it('lets only POST /api/uploads sign uploads (s3:PutObject), and attach routes write only processed/', () => {
    const putsOn = (route: (typeof routes)[number]) =>
      statementsOf(route)
        .filter((st) => [st.Action].flat().includes('s3:PutObject'))
        .map((st) => JSON.stringify(st.Resource));
    const uploadPutters = routes.filter((route) =>
      putsOn(route).some((r) => !r.includes('/processed/*') && !r.includes('/exports/*')),
    );
    expect(uploadPutters.map(routeKey)).toEqual(['POST /api/uploads']);
    for (const route of routes.filter((r) => r.access.bucket === 'attach')) {
      expect(putsOn(route), routeKey(route)).toEqual([expect.stringContaining('/processed/*')]);
      // It reads and deletes the uploads of its own purpose, no other folder (a cover, a thank-you).
      const reads = statementsOf(route)
        .filter((st) => [st.Action].flat().includes('s3:GetObject'))
        .flatMap((st) => [st.Resource].flat().map((r) => JSON.stringify(r).match(/"\/(\w+)\/\*"/)?.[1]));
      expect(route.access.uploads?.length, routeKey(route)).toBe(1);
      expect(reads, routeKey(route)).toEqual(
        (route.access.uploads ?? []).map((purpose) => UPLOAD_FOLDERS[purpose]),
      );
    }
  });

  it('gives images access only to routes whose access names the bucket', () => {
    for (const route of routes) {
      const actions = actionsOf(statementsOf(route), 's3');
      if (!route.access.bucket && !route.access.search) expect(actions, routeKey(route)).toEqual([]);
      // The search route reads the stored index and nothing else in the bucket.
      if (!route.access.bucket && route.access.search) {
        expect(actions, routeKey(route)).toEqual(['s3:GetObject']);
        const resources = statementsOf(route)
          .filter((s) => JSON.stringify(s.Action).includes('s3:'))
          .map((s) => JSON.stringify(s.Resource));
        expect(
          resources.every((r) => r.includes('/search/*')),
          routeKey(route),
        ).toBe(true);
      }
      if (route.access.bucket === 'read') {
        // A reader (an export) reads served images and its archives, never an upload.
        const read = statementsOf(route)
          .filter((st) => [st.Action].flat().includes('s3:GetObject'))
          .flatMap((st) => [st.Resource].flat().map((r) => JSON.stringify(r).match(/"\/(\w+)\/\*"/)?.[1]));
        expect(read.sort(), routeKey(route)).toEqual(['exports', 'processed']);
        expect(actions, routeKey(route)).toEqual(
          route.access.exports === 'make'
            ? ['s3:GetObject', 's3:ListBucket', 's3:PutObject']
            : ['s3:GetObject', 's3:ListBucket'],
        );
      }
      if (route.access.bucket === 'write') {
        // Deleting reads nothing.
        expect(actions, routeKey(route)).toEqual(['s3:DeleteObject', 's3:ListBucket']);
      }
      if (route.access.bucket === 'attach') {
        expect(actions, routeKey(route)).toEqual([
          's3:DeleteObject',
          's3:GetObject',
          's3:ListBucket',
          's3:PutObject',
        ]);
      }
      // Signing an upload needs PutObject and nothing more: not even reading what others uploaded.
      if (route.access.bucket === 'presign') expect(actions, routeKey(route)).toEqual(['s3:PutObject']);
    }
  });

  it('lets only the export routes write archives, only under exports/, and only DELETE /api/me erase them', () => {
    const onExports = (route: (typeof routes)[number], action: string) =>
      statementsOf(route)
        .filter((st) => [st.Action].flat().includes(action))
        .some((st) => JSON.stringify(st.Resource).includes('/exports/*'));
    const makers = routes.filter((route) => onExports(route, 's3:PutObject'));
    expect(makers.map(routeKey).sort()).toEqual(['GET /api/me/export', 'GET /api/support/members/export']);
    for (const route of makers) {
      const puts = statementsOf(route).filter((st) => [st.Action].flat().includes('s3:PutObject'));
      expect(
        puts.map((st) => JSON.stringify(st.Resource)),
        routeKey(route),
      ).toEqual([expect.stringContaining('/exports/*')]);
    }
    expect(routes.filter((route) => onExports(route, 's3:DeleteObject')).map(routeKey)).toEqual([
      'DELETE /api/me',
    ]);
  });

  it('lets only DELETE /api/me delete users, and a route call only the pool operations it names', () => {
    const deleters = routes.filter((route) =>
      actionsOf(statementsOf(route), 'cognito-idp').includes('cognito-idp:AdminDeleteUser'),
    );
    expect(deleters.map(routeKey)).toEqual(['DELETE /api/me']);
    for (const route of routes) {
      expect(actionsOf(statementsOf(route), 'cognito-idp'), routeKey(route)).toEqual(
        (route.access.users ?? []).map((operation) => `cognito-idp:${operation}`).sort(),
      );
    }
    const avatar = routes.find((route) => route.handler === 'me-avatar');
    if (!avatar) throw new Error('route table lost PUT /api/me/avatar');
    expect(actionsOf(statementsOf(avatar), 'cognito-idp')).toContain('cognito-idp:AdminUpdateUserAttributes');
  });

  it('lets only the unsubscribe routes and the Spotlight decision (its email signs one) read the link-signing secret and only the push key route the push keys, and tells only them where each is', () => {
    const readers = routes.filter((route) => actionsOf(statementsOf(route), 'secretsmanager').length > 0);
    expect(readers.map(routeKey).sort()).toEqual([
      'GET /api/me/push',
      'GET /api/unsubscribe',
      'PATCH /api/support/spotlight/{id}',
      'POST /api/unsubscribe',
    ]);
    for (const route of routes) {
      expect(actionsOf(statementsOf(route), 'secretsmanager'), routeKey(route)).toEqual(
        route.access.notifySecret || route.access.vapidKeys ? ['secretsmanager:GetSecretValue'] : [],
      );
      const [, fn] = functionOf(route);
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.hasOwn(variables, 'NOTIFY_SECRET_ARN'), routeKey(route)).toBe(
        route.access.notifySecret === true,
      );
      expect(Object.hasOwn(variables, 'VAPID_SECRET_ARN'), routeKey(route)).toBe(
        route.access.vapidKeys === true,
      );
    }
  });

  it('scopes every statement to the table and its indexes, the image folders, the pool or its own logs', () => {
    for (const route of routes) {
      for (const statement of statementsOf(route)) {
        expect(statement.Effect).toBe('Allow');
        for (const action of [statement.Action].flat()) expect(action, routeKey(route)).not.toContain('*');
        const targets = [statement.Resource].flat().map(targetOf);
        const service = [statement.Action].flat()[0]?.split(':')[0];
        const allowed: Record<string, string[]> = {
          logs: ['own-log-group'],
          dynamodb: ['table', 'table-index'],
          s3: ['image-folder', 'images-bucket'],
          'cognito-idp': ['user-pool'],
          secretsmanager: ['notify-secret', 'push-keys-secret'],
        };
        for (const target of targets) expect(allowed[service ?? '']).toContain(target);
      }
    }
  });
});

describe('routes that send email themselves (Access.mail)', () => {
  it(
    'with email set up, only they may ses:SendEmail, from the sender as the notifier names it; without it, none',
    () => {
      const withEmail = synthForTest({ sesSender: 'hello@bookwish.example.org', sesRegion: 'ca-central-1' });
      const fns = resourcesOfType(withEmail.routesTemplate, 'AWS::Lambda::Function');
      const rolePolicies = resourcesOfType(withEmail.routesTemplate, 'AWS::IAM::Policy');
      for (const route of routes) {
        const found = Object.values(fns).find((fn) => fn.Properties?.Description === routeKey(route));
        const props = found?.Properties as Record<string, unknown>;
        const roleId = (props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const statements = Object.values(rolePolicies)
          .filter((policy) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
          .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
        const sends = statements.filter((s) => [s.Action].flat().includes('ses:SendEmail'));
        const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(sends.length > 0, routeKey(route)).toBe(route.access.mail === true);
        // Told the notifier's sender with its display name, as the notifier sends.
        if (route.access.mail) expect(String(variables.SES_SENDER)).toMatch(/^Bookwish </);
        if (route.access.mail)
          expect(sends.filter((s) => (s as { Condition?: unknown }).Condition)).toHaveLength(1);
      }
      expect(routes.filter((route) => route.access.mail).map(routeKey)).toEqual([
        'PATCH /api/support/spotlight/{id}',
      ]);
      for (const route of routes) expect(actionsOf(statementsOf(route), 'ses'), routeKey(route)).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );
});
