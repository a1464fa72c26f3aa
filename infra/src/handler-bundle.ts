// One handler's bundle as Lambda gets it (size, inputs, code), read from the shared build of every
// route's handler in handler-build.ts: the bench and the report measure exactly what synth deploys.
// Run as a command (`tsx infra/src/handler-bundle.ts <out dir> <name>...`) it writes
// each bundle to <out dir>/<name>.mjs and prints their sizes and largest packages: the bench
// (functions/bench) runs it so, since nothing in functions/ imports the CDK app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundledHandlers } from '../../functions/src/routes.ts';
import { type HandlerBundle as BuiltBundle, buildHandlers } from './handler-build.ts';

export interface HandlerBundle extends BuiltBundle {
  code: string;
}

/** One function of the route table (or a background one), from the build of all of them (one build,
 * cached, as synth makes it). */
export async function bundleHandler(handler: string): Promise<HandlerBundle> {
  const bundle = buildHandlers(bundledHandlers()).get(handler);
  if (!bundle) throw new Error(`esbuild produced no index.mjs for ${handler}`);
  return { ...bundle, code: readFileSync(join(bundle.dir, 'index.mjs'), 'utf8') };
}

/** Who an input file's bytes belong to: its npm package, or our workspace and folder
 * (shared/domain, functions/store); a catalogue by its file (shared/i18n emails.json). */
export function packageOf(input: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (dependency?.[1]) return dependency[1];
  const [workspace = '', , folder = ''] = input.split('/');
  if (input.includes('/i18n/catalogues/')) return `${workspace}/i18n ${input.split('/').at(-1)}`;
  return `${workspace}/${folder}`;
}

/** The bundle's largest packages, biggest first: [name, minified bytes in index.mjs]. */
export function largestPackages(bundle: BuiltBundle, count = 3): Array<[string, number]> {
  const byPackage = new Map<string, number>();
  for (const [input, bytes] of Object.entries(bundle.inputBytes)) {
    const name = packageOf(input);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, count);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir = '', ...names] = process.argv.slice(2);
  const bundles: Record<string, { bytes: number; packages: Array<[string, number]> }> = {};
  for (const name of names) {
    const bundle = await bundleHandler(name);
    writeFileSync(join(outDir, `${name}.mjs`), bundle.code);
    bundles[name] = { bytes: bundle.bytes, packages: largestPackages(bundle) };
  }
  process.stdout.write(JSON.stringify(bundles));
}
