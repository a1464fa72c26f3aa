// `npm run deploy`: the one command a volunteer runs (infra/README.md). It checks the account before
// it changes anything (preflight.ts), builds the web app, synthesizes, checks the templates against
// the account's Lambda quota, bootstraps the regions that need it, deploys what it synthesized,
// prints the stage's outputs and smoke-checks the site (smoke.ts). Settings come from cdk.json and
// the command's -c key=value, exactly as `cdk deploy` takes them. A stage's first create goes without
// deletion protection on the table and the user pool (`firstCreate`, so a failed create can roll
// back), then the stateful stack is deployed again to turn it on.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { repoRoot } from '../paths.ts';
import { readSettings, type Settings } from '../settings.ts';
import { contextFlags, parseDeployArgs, reservedConcurrency, stageOutputs } from './assembly.ts';
import { askAws, resolveRegion } from './aws-answers.ts';
import {
  type AwsAnswers,
  bootstrapCommand,
  concurrencyFindings,
  preflight,
  statefulStackName,
} from './preflight.ts';
import { formatResults, type SmokeResult, smokeCheck } from './smoke.ts';

/** What the deploy does outside itself: AWS's answers, the commands it runs, the smoke check, the
 * terminal. The command uses the real ones; a test records what would be run. */
export interface DeployIo {
  region(): Promise<string | undefined>;
  ask(options: { region: string | undefined; settings: Settings }): Promise<AwsAnswers>;
  /** Runs a command in the repo, its output on the terminal; true when it succeeded. */
  run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<boolean>;
  smoke(origin: string): Promise<SmokeResult[]>;
  log(line: string): void;
  /** Where `cdk synth` writes the cloud assembly that `cdk deploy` then deploys. */
  assemblyDir: string;
}

export const commandIo: DeployIo = {
  region: async () => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? (await resolveRegion()),
  ask: (options) => askAws(options),
  run: (command, args, env) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env });
    return new Promise((resolve) => {
      child.on('error', () => resolve(false));
      child.on('close', (code) => resolve(code === 0));
    });
  },
  smoke: (origin) => smokeCheck(origin, { edgeCache: true, retries: 5, retryDelayMs: 15_000 }),
  log: (line) => console.log(line),
  assemblyDir: join(repoRoot, 'cdk.out'),
};

/** A stop with what to do: the CLI prints its message, never a stack trace. */
export class Refused extends Error {}

function refuse(lines: string[]): never {
  throw new Refused(
    `Nothing was changed in AWS. Before deploying:\n${lines.map((line, i) => `  ${i + 1}. ${line}`).join('\n')}`,
  );
}

/** The settings the app will be synthesized with: cdk.json's context and the command's -c, checked
 * by the app's own rules (settings.ts). */
function settingsFor(context: Record<string, string>): Settings {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  try {
    return readSettings(new App({ context: { ...cdkJson.context, ...context } }).node);
  } catch (error) {
    return refuse([`${(error as Error).message} Fix it in cdk.json or in the -c given to npm run deploy.`]);
  }
}

export async function deploy(args: string[], io: DeployIo = commandIo): Promise<void> {
  const say = (text: string) => io.log(`\n▶ ${text}`);
  const run = async (command: string, commandArgs: string[], env: NodeJS.ProcessEnv, advice: string) => {
    io.log(`  $ ${[command, ...commandArgs].join(' ')}`);
    if (!(await io.run(command, commandArgs, env))) throw new Refused(advice);
  };
  let parsed: ReturnType<typeof parseDeployArgs>;
  try {
    parsed = parseDeployArgs(args);
  } catch (error) {
    return refuse([(error as Error).message]);
  }
  const settings = settingsFor(parsed.context);
  if (settings.firstCreate) {
    refuse([
      '"firstCreate" is set (cdk.json or -c): npm run deploy sets it itself, only while a stage is first created. Deploying an existing stage with it would turn off the deletion protection of the table and the user pool. Remove it.',
    ]);
  }
  const region = await io.region();

  say(`Checking the AWS account (stage "${settings.stage}")`);
  const answers = await io.ask({ region, settings });
  const checked = preflight(answers, settings);
  if (checked.account && region) {
    io.log(`  Account ${checked.account.account} in ${region}, signed in as ${checked.account.arn}`);
  }
  for (const warning of checked.warnings) io.log(`  Note: ${warning}`);
  if (checked.refusals.length > 0 || !checked.account || !region) refuse(checked.refusals);
  const account = checked.account.account;
  // The CDK CLI resolves the region as the SDK did above; said explicitly, the two cannot differ.
  const env = { ...process.env, AWS_REGION: region };

  say('Building the web app');
  await run(
    'npm',
    ['run', 'build', '-w', '@bookwish/web'],
    env,
    'The web build failed (its errors are above): fix them, then run `npm run deploy` again. Nothing was changed in AWS.',
  );

  const stateful = statefulStackName(settings.stage);
  const synth = async (firstCreate: boolean, advice: string) => {
    rmSync(io.assemblyDir, { recursive: true, force: true });
    const context = firstCreate ? { ...parsed.context, firstCreate: 'true' } : parsed.context;
    await run(
      'npx',
      ['cdk', 'synth', '--quiet', '--output', io.assemblyDir, ...contextFlags(context)],
      env,
      advice,
    );
  };

  say('Synthesizing the stacks');
  if (checked.firstCreate) {
    io.log(
      `  ${stateful} does not exist yet: this first create leaves the table and the user pool without deletion protection, so a failed try rolls back cleanly. It is turned on once everything is deployed.`,
    );
  }
  await synth(checked.firstCreate, 'Synthesizing failed (the reason is above). Nothing was changed in AWS.');
  if (answers.lambda?.ok) {
    const reserved = concurrencyFindings(answers.lambda.value, reservedConcurrency(io.assemblyDir), region);
    if (reserved.refusals.length > 0) refuse(reserved.refusals);
  }

  if (checked.bootstrap.length > 0) {
    if (parsed.noBootstrap) {
      refuse(
        checked.bootstrap.map(
          (where) =>
            `Bootstrap ${where} once: \`${bootstrapCommand(account, where)}\`, then run \`npm run deploy\` again.`,
        ),
      );
    }
    for (const where of checked.bootstrap) {
      say(
        `Bootstrapping ${where}: the CDK's own stack (CDKToolkit: a bucket and the roles deploys use), once per region`,
      );
      await run(
        'npx',
        ['cdk', 'bootstrap', `aws://${account}/${where}`],
        env,
        `The bootstrap of ${where} failed (the reason is above). Run \`${bootstrapCommand(account, where)}\` yourself once it is fixed, then \`npm run deploy\` again.`,
      );
    }
  }

  say('Deploying (the first time takes 15 to 30 minutes: CloudFront is slow to create)');
  const outputsFile = join(io.assemblyDir, 'deploy-outputs.json');
  rmSync(outputsFile, { force: true });
  await run(
    'npx',
    [
      'cdk',
      'deploy',
      '--app',
      io.assemblyDir,
      '--all',
      '--require-approval',
      'never',
      '--outputs-file',
      outputsFile,
    ],
    env,
    'The deploy stopped (CloudFormation says why above; the console, CloudFormation, shows each stack\'s events). infra/README.md, "When a deploy fails", says what to do before the next try.',
  );

  const outputs = existsSync(outputsFile)
    ? stageOutputs(JSON.parse(readFileSync(outputsFile, 'utf8')), settings.stage)
    : [];

  if (checked.firstCreate) {
    say(
      `Turning on deletion protection for the table and the user pool: the stage is created, so from now on neither can be deleted by mistake (a user pool has no backup). This deploys ${stateful} alone again.`,
    );
    const advice = `Everything is deployed, but deletion protection is not on yet for the table and the user pool (the reason is above). Run \`npm run deploy\` again: ${stateful} exists now, so it deploys once, with protection on.`;
    await synth(false, advice);
    await run(
      'npx',
      ['cdk', 'deploy', '--app', io.assemblyDir, stateful, '--exclusively', '--require-approval', 'never'],
      env,
      advice,
    );
  }
  say('Outputs (infra/README.md asks for them by these names)');
  for (const { stack, key, value } of outputs) io.log(`  ${key.padEnd(22)} ${value}   (${stack})`);
  // CloudFront's own address: a custom domain answers only once its DNS record points there.
  const distribution = outputs.find((output) => output.key === 'DistributionDomain')?.value;
  const site = distribution
    ? `https://${distribution}`
    : outputs.find((output) => output.key === 'SiteUrl')?.value;
  if (!site)
    throw new Refused('The deploy gave no SiteUrl output: look for it in the CloudFormation console.');

  say(`Checking the site at ${site}`);
  const results = await io.smoke(site);
  io.log(formatResults(results));
  if (!results.every((result) => result.ok)) {
    throw new Refused(
      `Deployed, but the site does not answer as it should (the FAIL lines above). Check again later with \`npx tsx infra/src/deploy/smoke.ts ${site}\`.`,
    );
  }
  say(
    `Done: ${site}. Next steps (first volunteer, push keys, the alarm email): infra/README.md, "After the first deploy".`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The SDK's notice that its 2027 releases need Node 22 says nothing a volunteer can act on mid-deploy.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(
      'npm run deploy [-- -c key=value ...] [--no-bootstrap]\n' +
        'Checks the AWS account, builds, deploys and checks the site. Settings: cdk.json or -c (infra/README.md).',
    );
    process.exit(0);
  }
  try {
    await deploy(process.argv.slice(2));
  } catch (error) {
    console.error(`\n✗ ${error instanceof Refused ? error.message : (error as Error).stack}`);
    process.exit(1);
  }
}
