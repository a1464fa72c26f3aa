// What `npm run deploy` reads from the command line and the CDK's files: the settings it passes on,
// the concurrency a synthesized app reserves (nested stacks too), and the outputs of every stack of
// the stage however the app splits them.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contextFlags, parseDeployArgs, reservedConcurrency, stageOutputs } from './assembly.ts';

describe('npm run deploy -- <settings>', () => {
  it('takes -c, --context and --context= as the CDK does, and passes them on', () => {
    const args = parseDeployArgs([
      '-c',
      'opsEmail=ops@example.org',
      '--context',
      'stage=staging',
      '--context=sesSender=hello@example.org',
      '--no-bootstrap',
    ]);
    expect(args).toEqual({
      context: { opsEmail: 'ops@example.org', stage: 'staging', sesSender: 'hello@example.org' },
      noBootstrap: true,
    });
    expect(contextFlags(args.context)).toEqual([
      '-c',
      'opsEmail=ops@example.org',
      '-c',
      'stage=staging',
      '-c',
      'sesSender=hello@example.org',
    ]);
  });

  it.each([
    [['--all'], 'Unknown option "--all"'],
    [['-c'], '"-c" needs key=value'],
    [['-c', 'opsEmail'], '"-c" needs key=value after it (got "opsEmail")'],
  ])('refuses %j with what it takes', (args, message) => {
    expect(() => parseDeployArgs(args)).toThrow(message);
  });
});

describe('a synthesized app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bookwish-assembly-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fn = (reserved?: number) => ({
    Type: 'AWS::Lambda::Function',
    Properties: reserved === undefined ? {} : { ReservedConcurrentExecutions: reserved },
  });

  it('reserves the sum of its functions reservations, nested stacks included', () => {
    writeFileSync(
      join(dir, 'Bookwish-prod-stateless.template.json'),
      JSON.stringify({ Resources: { Indexer: fn(1), Page: fn(), Queue: { Type: 'AWS::SQS::Queue' } } }),
    );
    writeFileSync(
      join(dir, 'BookwishprodstatelessRoutesA1B2C3.nested.template.json'),
      JSON.stringify({ Resources: { Notifier: fn(2) } }),
    );
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ Resources: { Nope: fn(50) } }));
    expect(reservedConcurrency(dir)).toBe(3);
  });

  it("gives the outputs of every stack of the stage, not another stage's nor the CDK's exports", () => {
    const outputs = stageOutputs(
      {
        'Bookwish-prod-stateful': {
          UserPoolId: 'ca-central-1_AbC',
          PushKeysSecretArn: 'arn:push',
          ExportsOutputRefUserPool6BA7E5F296FD7236: 'ca-central-1_AbC',
        },
        'Bookwish-prod-routes-2': { SiteUrl: 'https://d1.cloudfront.net' },
        'Bookwish-staging-stateful': { UserPoolId: 'ca-central-1_Other' },
      },
      'prod',
    );
    expect(outputs).toEqual([
      { stack: 'Bookwish-prod-stateful', key: 'UserPoolId', value: 'ca-central-1_AbC' },
      { stack: 'Bookwish-prod-stateful', key: 'PushKeysSecretArn', value: 'arn:push' },
      { stack: 'Bookwish-prod-routes-2', key: 'SiteUrl', value: 'https://d1.cloudfront.net' },
    ]);
  });
});
