// A function's environment from its template, mapped onto the local stack: on a small hand-written
// assembly with what a split app has (an export imported from another stack, a nested stack's
// parameter and output), so a stack split keeps working.

import { describe, expect, it } from 'vitest';
import {
  type AssemblyStack,
  apiRoutes,
  type CloudAssembly,
  type Json,
  templateFunctions,
} from './cloud-assembly.ts';
import { localEnvironment } from './template-env.ts';

const stackEnv = {
  AWS_REGION: 'ca-central-1',
  TABLE_NAME: 'bookwish',
  IMAGES_BUCKET: 'bookwish-images',
  USER_POOL_ID: 'local_pool',
  USER_POOL_CLIENT_ID: 'local-client',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:1',
  NOTIFY_SECRET: 'local-secret',
  SES_ENDPOINT: 'http://127.0.0.1:2',
  OPEN_LIBRARY_URL: 'http://127.0.0.1:3',
  // Set for in-process handlers only: a bundle gets it only if its template names it.
  PUBLIC_ORIGIN: 'http://localhost:9999',
};

const stateful: AssemblyStack = {
  name: 'Bookwish-prod-stateful',
  template: {
    Resources: {
      TableCD117FA1: { Type: 'AWS::DynamoDB::Table' },
      ImagesBucket1E86AFB2: { Type: 'AWS::S3::Bucket' },
      NotifySecret1BEE7F40: { Type: 'AWS::SecretsManager::Secret' },
      QueueAAAAAAAA: { Type: 'AWS::SQS::Queue' },
    },
    Outputs: {
      ExportTable: { Value: { Ref: 'TableCD117FA1' }, Export: { Name: 'Bookwish-prod-stateful:Table' } },
    },
  },
};

const fnResource = (env: Record<string, Json>, asset = 'asset.abc') => ({
  Type: 'AWS::Lambda::Function',
  Metadata: { 'aws:asset:path': asset, 'aws:cdk:path': 'Bookwish-prod-routes/Routes/X/Resource' },
  Properties: { Handler: 'index.handler', Runtime: 'nodejs24.x', Environment: { Variables: env } },
});

const routesStack: AssemblyStack = {
  name: 'Bookwish-prod-routes',
  template: {
    Resources: {
      Nested: {
        Type: 'AWS::CloudFormation::Stack',
        Properties: { Parameters: { TableName: { 'Fn::ImportValue': 'Bookwish-prod-stateful:Table' } } },
      },
      Route: {
        Type: 'AWS::ApiGatewayV2::Route',
        Properties: {
          RouteKey: 'GET /api/things',
          Target: { 'Fn::Join': ['', ['integrations/', { Ref: 'Integration' }]] },
        },
      },
      Integration: {
        Type: 'AWS::ApiGatewayV2::Integration',
        Properties: { IntegrationUri: { 'Fn::GetAtt': ['Nested', 'Outputs.ThingsArn'] } },
      },
    },
  },
};

const nested: AssemblyStack = {
  name: 'Bookwish-prod-routes/Nested',
  parent: { stack: 'Bookwish-prod-routes', logicalId: 'Nested' },
  template: {
    Parameters: { TableName: {} },
    Resources: {
      ThingsFunction1234ABCD: fnResource({
        TABLE_NAME: { Ref: 'TableName' },
        PUBLIC_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['Dist', 'DomainName'] }]] },
        NOTIFY_SECRET_ARN: { 'Fn::ImportValue': 'Bookwish-prod-stateful:Secret' },
        OPEN_LIBRARY_URL: 'https://openlibrary.org',
        STAGE: 'prod',
      }),
      Dist: { Type: 'AWS::CloudFront::Distribution' },
    },
    Outputs: { ThingsArn: { Value: { 'Fn::GetAtt': ['ThingsFunction1234ABCD', 'Arn'] } } },
  },
};

function assemblyWith(...extra: AssemblyStack[]): CloudAssembly {
  const secretExport = {
    Value: { Ref: 'NotifySecret1BEE7F40' },
    Export: { Name: 'Bookwish-prod-stateful:Secret' },
  };
  const withSecret: AssemblyStack = {
    ...stateful,
    template: { ...stateful.template, Outputs: { ...stateful.template.Outputs, ExportSecret: secretExport } },
  };
  return { dir: '/assembly', stacks: [withSecret, routesStack, nested, ...extra] };
}

const local = { stackEnv, origin: 'http://localhost:8080' };

describe("a function's environment from the template", () => {
  it('follows the HTTP API route to the function in a nested stack', () => {
    const fn = apiRoutes(assemblyWith()).get('GET /api/things');
    expect(fn?.logicalId).toBe('ThingsFunction1234ABCD');
    expect(fn?.assetDir).toBe('/assembly/asset.abc');
  });

  it("maps each reference onto the local stack and gives nothing the template doesn't", () => {
    const assembly = assemblyWith();
    const fn = templateFunctions(assembly).get('Bookwish-prod-routes/Nested/ThingsFunction1234ABCD');
    if (!fn) throw new Error('no function');
    const env = localEnvironment(assembly, fn, local);
    expect(env).toMatchObject({
      // A nested stack's parameter, given by its parent from another stack's export.
      TABLE_NAME: 'bookwish',
      // The distribution's address is the front's origin.
      PUBLIC_ORIGIN: 'http://localhost:8080',
      // No Secrets Manager locally: the value under the name read without an ARN.
      NOTIFY_SECRET: 'local-secret',
      OPEN_LIBRARY_URL: 'http://127.0.0.1:3',
      STAGE: 'prod',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:1',
    });
    expect(env).not.toHaveProperty('NOTIFY_SECRET_ARN');
    // Neither the images bucket nor SES: this function's template names neither.
    expect(env).not.toHaveProperty('IMAGES_BUCKET');
    expect(env).not.toHaveProperty('SES_ENDPOINT');
  });

  it('names the function and the variable when a reference has no local stand-in', () => {
    const queueFn: AssemblyStack = {
      name: 'Bookwish-prod-queues',
      template: {
        Resources: {
          QueueUser: fnResource({ QUEUE_URL: { Ref: 'Queue' } }),
          Queue: { Type: 'AWS::SQS::Queue' },
        },
      },
    };
    const assembly = assemblyWith(queueFn);
    const fn = templateFunctions(assembly).get('Bookwish-prod-queues/QueueUser');
    if (!fn) throw new Error('no function');
    expect(() => localEnvironment(assembly, fn, local)).toThrow(
      /QueueUser\): QUEUE_URL refers to AWS::SQS::Queue Queue, which the local stack has no stand-in for/,
    );
  });
});
