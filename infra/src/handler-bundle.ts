// One handler's bundle as Lambda gets it (size, inputs, code), read from the shared build of every
// route's handler in handler-build.ts: the bench and the report measure exactly what synth deploys.
// Run as a command (`tsx infra/src/handler-bundle.ts <handlers dir> <out dir> <name>...`) it writes
// each bundle to <out dir>/<name>.mjs and prints their sizes: the bench (functions/bench) runs it so,
// since nothing in functions/ imports the CDK app.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundledHandlers } from '../../functions/src/routes.ts';
import { type HandlerBundle as BuiltBundle, buildHandlers } from './handler-build.ts';

export interface HandlerBundle extends BuiltBundle {
  code: string;
}

export async function bundleHandler(handlersDir: string, handler: string): Promise<HandlerBundle> {
  const all = bundledHandlers();
  // Every handler at once when they all exist (one build, cached, as synth makes it); otherwise just this one.
  const handlers =
    all.includes(handler) && all.every((name) => existsSync(join(handlersDir, `${name}.ts`)))
      ? all
      : [handler];
  const bundle = buildHandlers(handlersDir, handlers).get(handler);
  if (!bundle) throw new Error(`esbuild produced no index.mjs for ${handler}`);
  return { ...bundle, code: readFileSync(join(bundle.dir, 'index.mjs'), 'utf8') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [handlersDir = '', outDir = '', ...names] = process.argv.slice(2);
  const bytes: Record<string, number> = {};
  for (const name of names) {
    const bundle = await bundleHandler(handlersDir, name);
    writeFileSync(join(outDir, `${name}.mjs`), bundle.code);
    bytes[name] = bundle.bytes;
  }
  process.stdout.write(JSON.stringify(bytes));
}
