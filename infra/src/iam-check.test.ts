// The IAM check itself (iam-check.ts): a call is given the ARN it would have in the account and held to
// its function's role as synthesised; what a role denies fails with the function, the action and the
// resource named. The recording of the suites is checked by `npm test`'s last phase (test-all.ts).

import { type CallResource, DESCRIBED, type RecordedCall } from '@bookwish/shared/storage/aws-calls';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/routes.ts';
import { checkCalls, synthesisedTemplates, templatesOf } from './iam-check.ts';
import { type TemplateFunction, templateFunctions } from './iam-template.ts';
import { SYNTH_TIMEOUT } from './test-app.ts';

let functions: TemplateFunction[];

beforeAll(() => {
  functions = templateFunctions(synthesisedTemplates());
}, SYNTH_TIMEOUT);

const TABLE: CallResource = { env: 'TABLE_NAME', kind: 'table' };
const indexOf = (index: string): CallResource => ({ ...TABLE, index });
const call = (fn: string, action: string, resource: CallResource, leadingKeys?: string[]): RecordedCall => ({
  fn,
  action,
  resource,
  ...(leadingKeys ? { leadingKeys } : {}),
});

describe('the IAM check', () => {
  it('fails a call the role does not allow, naming the function, the action and the resource ARN', async () => {
    const result = await checkCalls(
      [call('wishlists-list', 'dynamodb:PutItem', TABLE, ['POST#x'])],
      functions,
    );
    expect(result.denials).toEqual([
      {
        fn: 'wishlists-list',
        action: 'dynamodb:PutItem',
        resource: expect.stringMatching(/^arn:aws:dynamodb:[a-z0-9-]+:123456789012:table\/\w+$/),
        why: expect.stringContaining('ImplicitlyDenied'),
      },
    ]);
  });

  it('lets the page function Query the wall index, which the /thanks page reads its first cards from', async () => {
    const result = await checkCalls(
      [call('post-page', 'dynamodb:Query', indexOf(tableSchema.indexes.byWall.name))],
      functions,
    );
    expect(result.denials).toEqual([]);
    expect(result.evaluated).toBe(1);
  });

  it('gives each route Query on the indexes its access names and on no other', async () => {
    const indexes = Object.values(tableSchema.indexes).map((index) => index.name);
    const withTable = routes.filter((route) => route.access.table);
    const calls = withTable.flatMap((route) =>
      indexes.map((index) => call(route.handler, 'dynamodb:Query', indexOf(index))),
    );
    const { denials } = await checkCalls(calls, functions);
    for (const route of withTable) {
      const denied = denials.filter((d) => d.fn === route.handler).map((d) => d.resource.split('/').at(-1));
      const allowed = indexes.filter((index) => !denied.includes(index));
      expect(allowed.sort(), route.handler).toEqual([...(route.access.indexes ?? [])].sort());
    }
  });

  it('evaluates conditions: the sweep writes posts only, never a member’s items', async () => {
    const result = await checkCalls(
      [
        call('timers-sweep', 'dynamodb:PutItem', TABLE, ['POST#a']),
        call('timers-sweep', 'dynamodb:PutItem', TABLE, ['MEMBER#a']),
      ],
      functions,
    );
    expect(result.denials.map((d) => d.why)).toEqual([expect.stringContaining('MEMBER#a')]);
  });

  it('refuses a resource the function’s template environment does not name', async () => {
    const result = await checkCalls(
      [call('me-push-add', 'secretsmanager:GetSecretValue', { env: 'VAPID_SECRET_ARN', kind: 'secret' })],
      functions,
    );
    expect(result.denials).toEqual([
      expect.objectContaining({ fn: 'me-push-add', why: 'its template environment has no VAPID_SECRET_ARN' }),
    ]);
  });

  it('refuses an action IAM does not have (a call recorded under the SDK’s name, not the one IAM authorises)', async () => {
    const result = await checkCalls(
      [call('wishlist-create', 'dynamodb:TransactWriteItems', TABLE)],
      functions,
    );
    expect(result.denials).toEqual([
      expect.objectContaining({ fn: 'wishlist-create', why: expect.stringContaining('simulator refused') }),
    ]);
  });

  it('finds a function run from its bundle by its template description, a trigger’s pool by the event', async () => {
    const postConfirmation = functions.find((fn) =>
      /display name once the email is confirmed/.test(fn.description),
    );
    expect(postConfirmation).toBeDefined();
    const fn = `${DESCRIBED}${postConfirmation?.description}`;
    const pool: CallResource = { env: null, kind: 'user-pool', name: 'ca-central-1_Local1234' };
    const allowed = await checkCalls([call(fn, 'cognito-idp:AdminUpdateUserAttributes', pool)], functions);
    expect(allowed.denials).toEqual([]);
    const denied = await checkCalls([call(fn, 'cognito-idp:AdminDeleteUser', pool)], functions);
    expect(denied.denials).toEqual([
      expect.objectContaining({ fn, resource: expect.stringMatching(/:userpool\/ca-central-1_Local1234$/) }),
    ]);
  });

  it('fails a call of a function the templates do not have, saying where to name it', async () => {
    const result = await checkCalls([call('impact-projector', 'dynamodb:Query', TABLE)], functions);
    expect(result.denials).toEqual([
      expect.objectContaining({
        fn: 'impact-projector',
        why: expect.stringContaining('functionDescriptions'),
      }),
    ]);
  });

  it('lists the grants of a recorded function that no call used', async () => {
    const result = await checkCalls(
      [call('search', 'dynamodb:GetItem', TABLE, ['POST#a']), call('search', 'dynamodb:BatchGetItem', TABLE)],
      functions,
    );
    expect(result.denials).toEqual([]);
    const unused = result.unused.filter((grant) => grant.fn === 'search').map((grant) => grant.action);
    expect(unused).toContain('s3:GetObject');
    expect(unused).not.toContain('dynamodb:GetItem');
  });
});

describe('the templates the check reads', () => {
  it('follows a function into a nested stack, its role granted on what the parent passes it', async () => {
    // Where a stack split would put route functions: a nested stack, the table passed as parameters.
    const app = new App();
    const parent = new Stack(app, 'Parent');
    const table = new dynamodb.Table(parent, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
    });
    const nested = new NestedStack(parent, 'Routes');
    const fn = new lambda.Function(nested, 'Fn', {
      code: lambda.Code.fromInline('export const handler = async () => ({});'),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      description: 'GET /api/thanks',
      environment: { TABLE_NAME: table.tableName },
    });
    table.grant(fn, 'dynamodb:Query');
    const found = templateFunctions(templatesOf(app.synth())).filter(
      (f) => f.description === 'GET /api/thanks',
    );
    expect(found).toHaveLength(1);
    const result = await checkCalls(
      [call('thanks-list', 'dynamodb:Query', TABLE), call('thanks-list', 'dynamodb:PutItem', TABLE)],
      found,
    );
    expect(result.denials.map((d) => [d.action, d.resource])).toEqual([
      ['dynamodb:PutItem', 'arn:aws:dynamodb:eu-west-1:123456789012:table/TableCD117FA1'],
    ]);
  });
});
