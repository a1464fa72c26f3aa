// `npm run deploy` from start to end on recorded AWS answers (recorded/*.json through the SDK): what
// it would run, in order, and where it stops. The commands are recorded, not run: a synth writes the
// templates the case needs, a deploy of every stack writes the outputs CloudFormation would give.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askAws } from './aws-answers.ts';
import { type DeployIo, deploy, Refused } from './deploy.ts';
import { recordedAws } from './recorded-aws.ts';
import type { SmokeResult } from './smoke.ts';

const REGION = 'ca-central-1';
const BOOTSTRAP = '/cdk-bootstrap/hnb659fds/version';
const KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const SETTINGS = ['-c', 'opsEmail=ops@example.org'];

const NEW_ACCOUNT: Record<string, string> = {
  [`sts ${REGION}`]: 'sts-caller-identity',
  [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-parameter-not-found',
  [`lambda ${REGION}`]: 'lambda-account-settings-new-account',
  [`cloudformation ${REGION} Bookwish-prod-stateful`]: 'cloudformation-stack-not-found',
};

/** A stage deployed before, in a bootstrapped account. */
const EXISTING_STAGE: Record<string, string> = {
  [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-bootstrap-version',
  [`lambda ${REGION}`]: 'lambda-account-settings',
  [`cloudformation ${REGION} Bookwish-prod-stateful`]: 'cloudformation-stack-deployed',
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Case {
  answers?: Record<string, string>;
  /** What the synthesized functions reserve. */
  reserved?: number;
  smoke?: SmokeResult[];
  /** The command that fails. */
  failing?: (command: string) => boolean;
}

async function deployWith(args: string[], options: Case = {}) {
  const assemblyDir = mkdtempSync(join(tmpdir(), 'bookwish-deploy-'));
  dirs.push(assemblyDir);
  const aws = recordedAws({ ...NEW_ACCOUNT, ...options.answers });
  const commands: string[] = [];
  const smoked: string[] = [];
  const log: string[] = [];
  const io: DeployIo = {
    region: async () => REGION,
    ask: (ask) => askAws({ ...ask, credentials: KEYS, requestHandler: aws.requestHandler }),
    run: async (command, args) => {
      const line = [command, ...args].join(' ');
      commands.push(line);
      if (options.failing?.(line)) return false;
      if (args[1] === 'synth') {
        mkdirSync(assemblyDir, { recursive: true });
        const reservation = options.reserved ? { ReservedConcurrentExecutions: options.reserved } : {};
        writeFileSync(
          join(assemblyDir, 'Bookwish-prod-stateless.template.json'),
          JSON.stringify({
            Resources: { Indexer: { Type: 'AWS::Lambda::Function', Properties: reservation } },
          }),
        );
      }
      if (args[1] === 'deploy' && args.includes('--outputs-file')) {
        writeFileSync(
          args[args.indexOf('--outputs-file') + 1] as string,
          JSON.stringify({
            'Bookwish-prod-stateful': { UserPoolId: 'ca-central-1_AbCdEfGhI' },
            'Bookwish-prod-stateless': {
              SiteUrl: 'https://d1234.cloudfront.net',
              DistributionDomain: 'd1234.cloudfront.net',
            },
          }),
        );
      }
      return true;
    },
    smoke: async (origin) => {
      smoked.push(origin);
      return options.smoke ?? [{ check: 'home page /', ok: true, detail: 'the app, titled as built' }];
    },
    log: (line) => log.push(line),
    assemblyDir,
  };
  let refused: string | undefined;
  try {
    await deploy(args, io);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    refused = error.message;
  }
  return { commands, smoked, refused, log: log.join('\n'), assemblyDir };
}

describe('npm run deploy, end to end on recorded answers', () => {
  it('without opsEmail refuses before asking AWS or building anything, and says what to add', async () => {
    const { commands, refused } = await deployWith([]);
    expect(refused).toContain('-c opsEmail=you@example.org');
    expect(commands).toEqual([]);
  });

  it('in a brand-new account: builds, synthesizes as a first create, bootstraps, deploys it all, turns deletion protection on, checks the site', async () => {
    const { commands, smoked, refused, log, assemblyDir } = await deployWith(SETTINGS);
    expect(refused).toBeUndefined();
    expect(commands).toEqual([
      'npm run build -w @bookwish/web',
      `npx cdk synth --quiet --output ${assemblyDir} -c opsEmail=ops@example.org -c firstCreate=true`,
      'npx cdk bootstrap aws://111122223333/ca-central-1',
      `npx cdk deploy --app ${assemblyDir} --all --require-approval never --outputs-file ${assemblyDir}/deploy-outputs.json`,
      // Once everything is created: the same app without firstCreate, the stateful stack alone.
      `npx cdk synth --quiet --output ${assemblyDir} -c opsEmail=ops@example.org`,
      `npx cdk deploy --app ${assemblyDir} Bookwish-prod-stateful --exclusively --require-approval never`,
    ]);
    expect(log).toContain(
      'Bookwish-prod-stateful does not exist yet: this first create leaves the table and the user pool without deletion protection',
    );
    expect(log).toContain('Turning on deletion protection for the table and the user pool');
    expect(log).toContain('Account 111122223333 in ca-central-1');
    expect(log).toContain('Note: This account may run only 10 Lambda functions at once');
    expect(log).toMatch(/UserPoolId\s+ca-central-1_AbCdEfGhI\s+\(Bookwish-prod-stateful\)/);
    expect(smoked).toEqual(['https://d1234.cloudfront.net']);
  });

  it('for a stage deployed before: one synth and one deploy, deletion protection on from the start', async () => {
    const { commands, refused, log, smoked, assemblyDir } = await deployWith(SETTINGS, {
      answers: EXISTING_STAGE,
    });
    expect(refused).toBeUndefined();
    expect(commands).toEqual([
      'npm run build -w @bookwish/web',
      `npx cdk synth --quiet --output ${assemblyDir} -c opsEmail=ops@example.org`,
      `npx cdk deploy --app ${assemblyDir} --all --require-approval never --outputs-file ${assemblyDir}/deploy-outputs.json`,
    ]);
    expect(log).not.toContain('deletion protection');
    expect(smoked).toEqual(['https://d1234.cloudfront.net']);
  });

  it('runs nothing while the stateful stack is a rolled-back first create, and names the command that deletes it', async () => {
    const { commands, refused } = await deployWith(SETTINGS, {
      answers: {
        ...EXISTING_STAGE,
        [`cloudformation ${REGION} Bookwish-prod-stateful`]: 'cloudformation-stack-rollback-complete',
      },
    });
    expect(commands).toEqual([]);
    expect(refused).toContain('Nothing was changed in AWS');
    expect(refused).toContain(
      '1. The stack Bookwish-prod-stateful in ca-central-1 is ROLLBACK_COMPLETE: its first create failed',
    );
    expect(refused).toContain(
      '`aws cloudformation delete-stack --stack-name Bookwish-prod-stateful --region ca-central-1`',
    );
  });

  it('refuses a firstCreate given by hand, which would turn deletion protection off on a deployed stage', async () => {
    const { commands, refused } = await deployWith([...SETTINGS, '-c', 'firstCreate=true'], {
      answers: EXISTING_STAGE,
    });
    expect(commands).toEqual([]);
    expect(refused).toContain('"firstCreate" is set (cdk.json or -c): npm run deploy sets it itself');
  });

  it('says deletion protection is not on yet, and that the next deploy turns it on, when that last deploy fails', async () => {
    const { commands, refused, smoked } = await deployWith(SETTINGS, {
      failing: (command) => command.includes('deploy') && command.includes(' Bookwish-prod-stateful '),
    });
    expect(commands.filter((c) => c.startsWith('npx cdk deploy'))).toHaveLength(2);
    expect(refused).toContain('Everything is deployed');
    expect(refused).toContain('deletion protection is not on yet for the table and the user pool');
    expect(smoked).toEqual([]);
  });

  it('stops after the synth, before any bootstrap or deploy, when the app reserves what the quota cannot keep', async () => {
    const { commands, refused } = await deployWith(SETTINGS, { reserved: 1 });
    expect(commands.map((c) => c.split(' ').slice(0, 3).join(' '))).toEqual([
      'npm run build',
      'npx cdk synth',
    ]);
    expect(refused).toContain('Nothing was changed in AWS');
    expect(refused).toContain('the app reserves 1, and AWS keeps 100 unreserved');
  });

  it('runs nothing when SES is in its sandbox', async () => {
    const { commands, refused } = await deployWith([...SETTINGS, '-c', 'sesSender=hello@example.org'], {
      answers: {
        [`ses ${REGION} account`]: 'ses-account-sandbox',
        [`ses ${REGION} identity hello@example.org`]: 'ses-identity-domain-verified',
      },
    });
    expect(commands).toEqual([]);
    expect(refused).toContain('1. SES in ca-central-1 is still in its sandbox');
  });

  it('with --no-bootstrap, prints the bootstrap command instead of running it', async () => {
    const { commands, refused } = await deployWith([...SETTINGS, '--no-bootstrap']);
    expect(commands.filter((c) => /^npx cdk (bootstrap|deploy)/.test(c))).toEqual([]);
    expect(refused).toContain(
      '1. Bootstrap ca-central-1 once: `npx cdk bootstrap aws://111122223333/ca-central-1`, then run `npm run deploy` again.',
    );
  });

  it('says so when the deployed site fails its check', async () => {
    const { refused } = await deployWith(SETTINGS, {
      answers: { [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-bootstrap-version' },
      smoke: [{ check: 'home page /', ok: false, detail: 'S3 answered 403 AccessDenied' }],
    });
    expect(refused).toContain('Deployed, but the site does not answer as it should');
    expect(refused).toContain('npx tsx infra/src/deploy/smoke.ts https://d1234.cloudfront.net');
  });
});
