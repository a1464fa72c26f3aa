// CloudFormation's own linter (cfn-lint, from AWS) over every template the app can synthesise: the
// plain app, and the app with everything optional switched on (emails, operators' alarms, the edge
// stack's WAF in us-east-1, a custom domain). 0 errors and 0 warnings; a warning we keep is listed with
// its reason in .cfnlintrc.yaml at the top level. CI installs cfn-lint (.ci/run, from the Python
// registry); without it this test fails with the command to run, never passes silently.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { finished } from '../../functions/src/local/child-output.ts';
import { inDeployEnvironment } from './deploy-environment.ts';
import { repoRoot } from './paths.ts';
import { EVERYTHING_ON } from './stack-size.ts';
import { SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

const INSTALL = 'pip install cfn-lint';
/** cfn-lint reads some 40,000 lines of JSON: under a minute on a quiet machine, minutes at load 25. */
const LINT_TIMEOUT = 600_000;

function cfnLintVersion(): string | undefined {
  const result = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The *.template.json files of a synthesised app's cloud assembly. */
function templatesOf(synthed: ReturnType<typeof synthForTest>): string[] {
  const dir = synthed.app.synth().directory;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => join(dir, file));
}

/** cfn-lint over some templates, from the repo root so the top-level .cfnlintrc.yaml applies. */
function lint(templates: string[]): Promise<{ code: number | null; findings: string[]; error?: Error }> {
  const child = spawn('cfn-lint', ['--format', 'parseable', '--', ...templates], { cwd: repoRoot });
  return finished(child).then(({ code, out, error }) =>
    error
      ? { code: null, findings: [], error }
      : {
          code,
          // The template's own name, not the temp folder it was synthesised into.
          findings: out
            .split('\n')
            .filter(Boolean)
            .map((line) => line.replace(/^.*\/(Bookwish-[^/]+\.template\.json)/, '$1')),
        },
  );
}

let plain: string[];
let everything: string[];

beforeAll(() => {
  plain = templatesOf(synthForTest());
  everything = templatesOf(inDeployEnvironment(() => synthForTest(EVERYTHING_ON)));
}, SYNTH_TIMEOUT * 2);

describe('cfn-lint', () => {
  it('is installed (CI installs it from the Python registry)', () => {
    expect(
      cfnLintVersion(),
      `cfn-lint is not on PATH. Install it, then run the tests again:\n\n  ${INSTALL}\n`,
    ).toMatch(/^cfn-lint \d/);
  });

  it(
    'finds no error and no warning in any synthesised template (kept warnings are in .cfnlintrc.yaml)',
    async () => {
      // Stateful, stateless and the route stacks; then the edge stack too.
      const routeStacks = synthForTest().routeStacks.length;
      expect([plain.length, everything.length]).toEqual([2 + routeStacks, 3 + routeStacks]);
      // One cfn-lint per app, side by side (each is one Python process on one core).
      const runs = await Promise.all([plain, everything].map(lint));
      for (const run of runs) {
        expect(run.error, `cfn-lint could not run. Install it:\n\n  ${INSTALL}\n`).toBeUndefined();
        expect(run.findings).toEqual([]);
        expect(run.code).toBe(0);
      }
    },
    LINT_TIMEOUT,
  );
});
