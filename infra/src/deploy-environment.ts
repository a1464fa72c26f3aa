// The account and region `cdk deploy` takes from the operator's profile. A synth needs them known for
// the edge stack (us-east-1 beside the deploy's region) and for a resource in another region (SES):
// the tests that synth those set them, then put back what was there for the worker's next file.
import { afterAll, beforeAll } from 'vitest';

const DEPLOY_ENVIRONMENT = { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'ca-central-1' };

/** Sets the deploy's account and region; the function returned puts back what was there. */
function setDeployEnvironment(): () => void {
  const saved = Object.keys(DEPLOY_ENVIRONMENT).map((key) => [key, process.env[key]] as const);
  Object.assign(process.env, DEPLOY_ENVIRONMENT);
  return () => {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/** `run` (a synth) as a deploy with a profile would. */
export function inDeployEnvironment<T>(run: () => T): T {
  const restore = setDeployEnvironment();
  try {
    return run();
  } finally {
    restore();
  }
}

/** The whole test file as a deploy with a profile: call it before the file's own hooks. */
export function useDeployEnvironment(): void {
  let restore = () => {};
  beforeAll(() => {
    restore = setDeployEnvironment();
  });
  afterAll(() => restore());
}
