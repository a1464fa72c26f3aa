// `npm run deploy` as a volunteer meets it on a computer not yet set up: run as the command, with
// the SDK's real region and credential resolution over an empty home folder. Each stops before the
// web build with the sentence that says what to do, and changes nothing.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { finished } from '../../../functions/src/local/child-output.ts';
import { repoRoot } from '../paths.ts';

const home = mkdtempSync(join(tmpdir(), 'bookwish-deploy-home-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** This machine's environment without any AWS setting, over an empty home (no ~/.aws). */
function bareEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_')));
  return {
    ...env,
    HOME: home,
    AWS_CONFIG_FILE: join(home, 'no-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(home, 'no-credentials'),
    // No instance role to ask on a volunteer's laptop: without this the chain waits on the network.
    AWS_EC2_METADATA_DISABLED: 'true',
    ...extra,
  };
}

function deploy(
  args: string[],
  extra: Record<string, string> = {},
): Promise<{ code: number | null; out: string }> {
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['infra/src/deploy/deploy.ts', ...args],
    {
      cwd: repoRoot,
      env: bareEnvironment(extra),
    },
  );
  return finished(child);
}

/** A production deploy's one required setting: without it the settings refusal comes first. */
const SETTINGS = ['-c', 'opsEmail=ops@example.org'];

const changedNothing = (out: string) => {
  expect(out).toContain('Nothing was changed in AWS. Before deploying:');
  expect(out).not.toContain('Building the web app');
};

describe('npm run deploy on a computer not set up for AWS', () => {
  it('asks for a region first', async () => {
    const { code, out } = await deploy(SETTINGS);
    changedNothing(out);
    expect(out).toContain('1. No AWS region is set. Run `export AWS_REGION=ca-central-1`');
    expect(code).toBe(1);
  });

  it('then for credentials, as the SDK finds none', async () => {
    const { code, out } = await deploy(SETTINGS, { AWS_REGION: 'ca-central-1' });
    changedNothing(out);
    expect(out).toContain(
      '1. No AWS credentials were found on this computer. Sign in first: `aws configure sso`',
    );
    expect(code).toBe(1);
  });

  it('refuses a bad setting before asking AWS anything', async () => {
    const { code, out } = await deploy(['-c', 'sesSender=hello'], { AWS_REGION: 'ca-central-1' });
    changedNothing(out);
    expect(out).toContain('1. Context "sesSender" must be an email address (got "hello").');
    expect(out).not.toContain('Checking the AWS account');
    expect(code).toBe(1);
  });
});
