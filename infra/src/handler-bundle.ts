// Builds one handler with esbuild directly, with the same options NodejsFunction passes (see
// `bundling` in route-functions.ts), to measure what each function carries: size and inputs.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { repoRoot } from './paths.ts';
import { BUNDLE_ALIASES, bundling } from './route-functions.ts';

export interface HandlerBundle {
  handler: string;
  /** Minified index.mjs, without its source map. */
  bytes: number;
  /** Source files (node_modules paths included) that made it into the bundle. */
  inputs: string[];
  code: string;
}

export async function bundleHandler(handlersDir: string, handler: string): Promise<HandlerBundle> {
  const result = await esbuild.build({
    entryPoints: [join(handlersDir, `${handler}.ts`)],
    bundle: true,
    write: false,
    metafile: true,
    outfile: 'index.mjs',
    platform: 'node',
    format: 'esm',
    target: bundling.target,
    minify: bundling.minify,
    mainFields: bundling.mainFields,
    banner: { js: bundling.banner ?? '' },
    external: bundling.externalModules,
    alias: BUNDLE_ALIASES,
    absWorkingDir: repoRoot,
    logLevel: 'silent',
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('index.mjs'));
  if (!output) throw new Error(`esbuild produced no index.mjs for ${handler}`);
  return {
    handler,
    bytes: output.contents.byteLength,
    inputs: Object.keys(result.metafile.inputs),
    code: output.text,
  };
}
