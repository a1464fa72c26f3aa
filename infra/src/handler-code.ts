// The Lambda code of every bundled handler (the route table's and the background ones), from one
// esbuild run shared by every stack of the app: each function's asset copies its own output.

import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Entry } from '../../functions/src/routes.ts';
import { buildHandlers } from './handler-build.ts';
import { functionsSrcDir } from './paths.ts';
import { copySharpArm64 } from './sharp-arm64.ts';

export class HandlerCode {
  /** Every handler of the build, by name: the same set for every stack, so one esbuild run (and one
   * cache entry, handler-build.ts keys it by this set) serves them all. */
  constructor(private readonly entries: Readonly<Record<string, Entry>>) {}

  /** A handler's Lambda code: its own copy of the shared build's index.mjs (+ map, + sharp if asked).
   * The esbuild run starts with the first asset CDK actually bundles (never when bundling is skipped,
   * as in the template tests). */
  codeFor(handler: string, options: { sharp?: boolean } = {}): lambda.Code {
    if (!(handler in this.entries)) {
      throw new Error(`${handler} is not in the shared build: add it to the route table or alsoBundle.`);
    }
    const { entries } = this;
    return lambda.Code.fromAsset(functionsSrcDir, {
      // The asset is the bundle (index.mjs + its source map), hashed by content like NodejsFunction's.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never used: local bundling always succeeds, so no Docker is needed.
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-alpine'),
        // CDK caches staged assets by source path and options (tryBundle is not part of the key):
        // the handler name keeps each function's asset its own.
        environment: { BOOKWISH_HANDLER: handler },
        local: {
          tryBundle(outputDir) {
            const bundle = buildHandlers(entries).get(handler);
            if (!bundle) throw new Error(`No bundle was built for ${handler}`);
            for (const file of ['index.mjs', 'index.mjs.map']) {
              copyFileSync(join(bundle.dir, file), join(outputDir, file));
            }
            // Image functions load sharp lazily from node_modules beside the bundle.
            if (options.sharp) copySharpArm64(outputDir);
            return true;
          },
        },
      },
    });
  }
}
