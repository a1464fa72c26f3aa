// Every function the app bundles that no API route answers with (the page function, the stream
// consumers, the timer sweep, the user pool's triggers) run once from the asset `cdk deploy` uploads,
// with the environment the template gives it, on the shared stack's emulators; and a new function in
// the template fails here until it is run too or said to be AWS's alone.

import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { postPk, STATE_SK, tableSchema } from '@bookwish/shared/storage/table-schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, expectOk, member, wishlistBody } from '../api-tests/client.ts';
import { cognito } from '../aws/cognito.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { type BundleRunner, startBundleRunner } from './bundle-runner.ts';
import {
  apiRoutes,
  type CloudAssembly,
  streamMappings,
  type TemplateFunction,
  templateFunctions,
  userPoolTriggers,
} from './cloud-assembly.ts';
import { localEnvironment } from './template-env.ts';
import { ASSEMBLY_TIMEOUT_MS, testAssembly } from './test-assembly.ts';

let assembly: CloudAssembly;
let functions: TemplateFunction[];
let runner: BundleRunner;

beforeAll(async () => {
  assembly = await testAssembly();
  functions = [...templateFunctions(assembly).values()].filter((fn) => fn.bundled);
  const stackEnv = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const origin = inject('stack').url;
  runner = startBundleRunner({ environmentOf: (fn) => localEnvironment(assembly, fn, { stackEnv, origin }) });
  // The synth's own time, a first build's esbuild run included, on a loaded machine.
}, ASSEMBLY_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await runner?.stop();
});

/** The function the construct `name` declares (a segment of its construct path). */
function declaredBy(name: string): TemplateFunction {
  const found = functions.filter((fn) => fn.constructPath.split('/').includes(name));
  if (found.length !== 1) throw new Error(`Expected one function declared by ${name}, found ${found.length}`);
  return found[0] as TemplateFunction;
}

/** Functions only AWS runs, and why the local stack cannot. */
const AWS_ONLY: Record<string, string> = {
  // Deletes the site bucket's old build assets: locally web/dist is served as built, no bucket.
  AssetSweep: 'the site bucket',
};

/** The constructs whose functions this file runs. */
const RUN_HERE = ['PostPages', 'Notifier', 'SearchIndexer', 'Timers', 'PreSignUp', 'PostConfirmation'];

const newWish = async () => {
  const answer = expectOk(
    await call('POST', '/api/wishlists', { token: member('Page Owner').token, body: wishlistBody('Paged') }),
    'create',
  );
  return answer.body.id as string;
};

describe('the functions no route answers with, from their bundles', () => {
  it('are the API routes’ functions and these, or AWS’s alone', () => {
    const routed = new Set([...apiRoutes(assembly).values()].map((fn) => fn.logicalId));
    const others = functions
      .filter((fn) => !routed.has(fn.logicalId))
      .map(
        (fn) =>
          [...RUN_HERE, ...Object.keys(AWS_ONLY)].find((name) =>
            fn.constructPath.split('/').includes(name),
          ) ?? fn.constructPath,
      );
    expect(others.sort()).toEqual([...RUN_HERE, ...Object.keys(AWS_ONLY)].sort());
  });

  it('the page function answers a post’s page with its share tags', async () => {
    const id = await newWish();
    const host = new URL(inject('stack').url).host;
    const answer = (await runner.invoke(declaredBy('PostPages'), {
      version: '2.0',
      rawPath: `/wishlist/${id}`,
      rawQueryString: '',
      headers: { 'x-bookwish-host': host },
      requestContext: { http: { method: 'GET', path: `/wishlist/${id}` } },
      isBase64Encoded: false,
    })) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('og:title');
    expect(answer.body).toContain('Paged');
  });

  it('the stream consumers take a batch and report no failure', async () => {
    const id = await newWish();
    const { Item } = await dynamo().send(
      new GetItemCommand({
        TableName: config().tableName,
        Key: { [tableSchema.partitionKey]: { S: postPk(id) }, [tableSchema.sortKey]: { S: STATE_SK } },
      }),
    );
    expect(Item).toBeDefined();
    const stateRecord = {
      eventID: randomUUID(),
      eventName: 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'local',
      dynamodb: {
        Keys: { pk: Item?.pk, sk: Item?.sk },
        NewImage: Item,
        SequenceNumber: '1',
        StreamViewType: 'NEW_IMAGE',
      },
    };
    const consumers = streamMappings(assembly).map(({ fn }) => fn);
    const indexer = consumers.find((fn) => fn.logicalId === declaredBy('SearchIndexer').logicalId);
    const notifier = consumers.find((fn) => fn.logicalId === declaredBy('Notifier').logicalId);
    if (!indexer || !notifier) throw new Error('Both stream consumers are mapped in the template');
    expect(await runner.invoke(indexer, { Records: [stateRecord] })).toEqual({ batchItemFailures: [] });
    expect(await runner.invoke(notifier, { Records: [] })).toEqual({ batchItemFailures: [] });
  });

  it('the timer sweep runs on the schedule’s event', async () => {
    const swept = await runner.invoke(declaredBy('Timers'), {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'local',
      resources: [],
      detail: {},
    });
    expect(swept).toBeDefined();
  });

  it('the sign-up triggers keep the checked name and set it once the email is confirmed', async () => {
    const triggers = userPoolTriggers(assembly);
    const preSignUp = triggers.get('PreSignUp');
    const postConfirmation = triggers.get('PostConfirmation');
    if (!preSignUp || !postConfirmation) throw new Error('Both sign-up triggers are in the template');
    const email = `trigger-${randomUUID().slice(0, 8)}@example.com`;
    // The account, through the shim (which plays the triggers with its own name).
    await cognito().send(
      new SignUpCommand({
        ClientId: config().userPoolClientId,
        Username: email,
        Password: 'secret-pass-1',
        UserAttributes: [{ Name: 'email', Value: email }],
        ValidationData: [{ Name: 'name', Value: 'Shim Name' }],
      }),
    );
    const common = {
      version: '1',
      region: 'local',
      userPoolId: config().userPoolId,
      userName: email,
      callerContext: { awsSdkVersion: 'local', clientId: config().userPoolClientId },
    };
    await runner.invoke(preSignUp, {
      ...common,
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email }, validationData: { name: 'Bundle Name' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
    await runner.invoke(postConfirmation, {
      ...common,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: { userAttributes: { email } },
      response: {},
    });
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: email }),
    );
    expect(user.UserAttributes?.find((a) => a.Name === 'name')?.Value).toBe('Bundle Name');
  });
});
