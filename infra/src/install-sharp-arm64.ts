// `npm install`'s last step (the root package.json's postinstall): sharp's linux-arm64 build for the
// image functions, fetched from the npm registry now, while the install is online anyway, so a new
// engineer's first `cdk synth` works with the network cut. A failure here does not fail the install:
// the first synth then fetches it, as before.
import { relative } from 'node:path';
import { repoRoot } from './paths.ts';
import { SHARP_VERSION, sharpArm64Dir } from './sharp-arm64.ts';

try {
  const dir = sharpArm64Dir();
  console.log(`sharp ${SHARP_VERSION} for Lambda (linux-arm64) is in ${relative(repoRoot, dir)}`);
} catch (error) {
  console.warn(
    `sharp ${SHARP_VERSION} for Lambda (linux-arm64) was not fetched (${(error as Error).message.split('\n')[0]}); the first cdk synth fetches it.`,
  );
}
