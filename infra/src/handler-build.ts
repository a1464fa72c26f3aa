// Every function bundled by ONE esbuild run (one entry point per function, no code splitting, so each
// output is a standalone index.mjs), cached on disk by the content of every input file: `cdk synth`,
// the bundle tests, the bundle report and the bench all read the same build, and a second synth with
// nothing changed reuses it without running esbuild at all. Each function's entry is written here from
// its route table entry (functions/src/route-entries.ts): its module's handler, or its maker called with
// the entry's arguments; no entry file is looked up by name.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import type { Entry } from '../../functions/src/route-entries.ts';
import { functionsSrcDir, repoRoot } from './paths.ts';

// The AWS SDK is bundled (nothing external) and the output is ESM; some SDK dependencies still call
// require(), which an ESM bundle lacks unless this banner brings it back.
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __bookwishCreateRequire}from'node:module';const require=__bookwishCreateRequire(import.meta.url);";

/** Modules swapped at bundle time, relative to the repo root (esbuild's working directory). */
export const BUNDLE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': './infra/src/lambda-credentials.ts',
  'mnemonist/lru-cache': './infra/src/lru-cache.ts',
};

/** What Lambda runs (lambda-runtime.ts): esbuild writes nothing that Node.js version lacks. */
export const NODE_TARGET = 'node24';

/** The esbuild settings every handler is built with (what Lambda runs: Node.js 24, ESM). */
const BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: NODE_TARGET,
  minify: true,
  // The email catalogues are six languages of text: written as UTF-8 rather than \u escapes, a
  // Gurmukhi or Persian letter takes 2-3 bytes instead of 6 (Node reads the file as UTF-8 anyway).
  charset: 'utf8',
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  // sharp is native: never bundled, loaded lazily, installed beside the image functions (sharp-arm64.ts).
  // Nothing else is external: the SDK's event-stream codec (15 KB) looks dynamic-only in the DynamoDB
  // functions, but the S3 client imports it statically, and buildSync takes no plugin to tell them apart.
  external: ['sharp'],
  alias: BUNDLE_ALIASES,
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]/index',
  logLevel: 'silent',
} satisfies esbuild.BuildOptions;

/** The SDK's event-stream codec: the S3 client imports it at load; every other client only through a
 * dynamic import for an operation with an event-stream member (none of ours), yet esbuild, building
 * without code splitting, inlines it (about 15 KB). A function whose bundle imports it only dynamically
 * is built a second time with it swapped for a stub that throws (no-event-streams.ts). */
const EVENT_STREAMS = '@smithy/core/event-streams';
const EVENT_STREAM_ALIAS: Record<string, string> = { [EVENT_STREAMS]: './infra/src/no-event-streams.ts' };

/** The functions of a build whose bundle reaches the event-stream codec by dynamic import only. */
export function withoutEventStreams(metafile: esbuild.Metafile): string[] {
  const codec = (path: string) => path.includes('/@smithy/core/dist-es/submodules/event-streams/');
  // The files that import the codec at load (the S3 client's config and runtime config).
  const staticImporters = new Set(
    Object.entries(metafile.inputs)
      .filter(
        ([file, input]) =>
          !codec(file) && input.imports.some((i) => codec(i.path) && i.kind !== 'dynamic-import'),
      )
      .map(([file]) => file),
  );
  return Object.entries(metafile.outputs)
    .filter(([path, output]) => path.endsWith('/index.mjs') && output.entryPoint)
    .filter(([, output]) => {
      const files = Object.keys(output.inputs);
      return files.some(codec) && !files.some((file) => staticImporters.has(file));
    })
    .map(([path]) => path.split('/').at(-2) as string);
}

/** Where builds are kept between runs (node_modules/.cache is ignored by git and Biome). */
const CACHE_ROOT = join(repoRoot, 'node_modules', '.cache', 'bookwish-handlers');
/** Bump when the cache layout or the build options change meaning. */
const CACHE_VERSION = 7;

export interface HandlerBundle {
  handler: string;
  /** Directory holding index.mjs and index.mjs.map, ready to zip for Lambda. */
  dir: string;
  /** Minified index.mjs, without its source map. */
  bytes: number;
  /** Source files (node_modules paths included) that made it into the bundle. */
  inputs: string[];
  /** Minified bytes each input contributed to index.mjs (0 for what tree shaking dropped). */
  inputBytes: Record<string, number>;
}

interface Manifest {
  version: number;
  key: string;
  /** Every input file of the build (repo-relative) and the sha256 of its content. */
  inputs: Record<string, string>;
  bundles: Record<string, { bytes: number; inputs: string[]; inputBytes: Record<string, number> }>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The functions to build, by name: what each runs (routes.ts bundledHandlers()). */
export type FunctionEntries = Readonly<Record<string, Entry>>;

/** What the build depends on besides its input files: the functions, their entries and the options. */
function buildKey(functions: FunctionEntries): string {
  return sha256(
    JSON.stringify({
      CACHE_VERSION,
      functions: Object.entries(functions).sort(([a], [b]) => a.localeCompare(b)),
      BUILD_OPTIONS,
      esbuild: esbuild.version,
    }),
  );
}

/** A function's entry module: the module's own handler, or its maker called with the arguments. */
export function entrySource(entry: Entry): string {
  const module = JSON.stringify(join(functionsSrcDir, entry.module));
  if (!entry.args) return `export { ${entry.export} as handler } from ${module};\n`;
  const args = entry.args.map((arg) => JSON.stringify(arg)).join(', ');
  return `import { ${entry.export} as make } from ${module};\nexport const handler = make(${args});\n`;
}

function inputsStillMatch(inputs: Record<string, string>): boolean {
  for (const [file, hash] of Object.entries(inputs)) {
    const path = join(repoRoot, file);
    if (!existsSync(path) || sha256(readFileSync(path)) !== hash) return false;
  }
  return true;
}

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

const inProcess = new Map<string, Map<string, HandlerBundle>>();

/**
 * Bundles every function from its entry once, or returns the cached build when none of the files that
 * went into it changed. Synchronous, because CDK constructs are.
 */
export function buildHandlers(functions: FunctionEntries): Map<string, HandlerBundle> {
  const handlers = Object.keys(functions);
  const key = buildKey(functions);
  const known = inProcess.get(key);
  if (known) return known;

  const cacheDir = join(CACHE_ROOT, key.slice(0, 16));
  let manifest = readManifest(cacheDir);
  if (
    !manifest ||
    manifest.key !== key ||
    manifest.version !== CACHE_VERSION ||
    !inputsStillMatch(manifest.inputs)
  ) {
    manifest = buildInto(cacheDir, key, functions);
  }
  const bundles = new Map<string, HandlerBundle>();
  for (const handler of handlers) {
    const entry = manifest.bundles[handler];
    if (!entry) throw new Error(`esbuild produced no bundle for ${handler}`);
    bundles.set(handler, { handler, dir: join(cacheDir, handler), ...entry });
  }
  inProcess.set(key, bundles);
  return bundles;
}

function buildInto(cacheDir: string, key: string, functions: FunctionEntries): Manifest {
  // Built beside the cache and renamed into place, so a parallel synth or test never reads half a build.
  mkdirSync(CACHE_ROOT, { recursive: true });
  const staging = join(CACHE_ROOT, `.build-${randomUUID()}`);
  // The generated entries sit beside the build (the key holds what they say), never in the sources.
  const entriesDir = join(staging, '.entries');
  mkdirSync(entriesDir, { recursive: true });
  try {
    const result = esbuild.buildSync({
      ...BUILD_OPTIONS,
      entryPoints: Object.fromEntries(
        Object.entries(functions).map(([name, entry]) => {
          const file = join(entriesDir, `${name}.ts`);
          writeFileSync(file, entrySource(entry));
          return [name, file];
        }),
      ),
      outdir: staging,
      metafile: true,
      absWorkingDir: repoRoot,
    });
    // The SDK's event-stream codec, once more without it where only a dynamic import reaches it.
    const lean = withoutEventStreams(result.metafile);
    const leanResult =
      lean.length === 0
        ? undefined
        : esbuild.buildSync({
            ...BUILD_OPTIONS,
            alias: { ...BUNDLE_ALIASES, ...EVENT_STREAM_ALIAS },
            entryPoints: Object.fromEntries(lean.map((name) => [name, join(entriesDir, `${name}.ts`)])),
            outdir: staging,
            metafile: true,
            absWorkingDir: repoRoot,
          });
    rmSync(entriesDir, { recursive: true, force: true });
    const inputs: Record<string, string> = {};
    for (const file of [
      ...Object.keys(result.metafile.inputs),
      ...Object.keys(leanResult?.metafile.inputs ?? {}),
    ]) {
      // esbuild names inputs relative to absWorkingDir; the generated entries are gone (the key has them).
      const path = join(repoRoot, file);
      if (existsSync(path)) inputs[file] = sha256(readFileSync(path));
    }
    const bundles: Manifest['bundles'] = {};
    const outputs = { ...result.metafile.outputs, ...leanResult?.metafile.outputs };
    for (const [outputPath, output] of Object.entries(outputs)) {
      if (!outputPath.endsWith('/index.mjs')) continue;
      const handler = relative(staging, join(repoRoot, outputPath)).split('/')[0] as string;
      bundles[handler] = {
        bytes: output.bytes,
        inputs: Object.keys(output.inputs),
        inputBytes: Object.fromEntries(
          Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]),
        ),
      };
    }
    const manifest: Manifest = { version: CACHE_VERSION, key, inputs, bundles };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest));
    const theirs = readManifest(cacheDir);
    if (theirs?.key === key && inputsStillMatch(theirs.inputs)) {
      // Another process put the same build in place meanwhile (and may be reading it): keep theirs.
      rmSync(staging, { recursive: true, force: true });
      return theirs;
    }
    rmSync(cacheDir, { recursive: true, force: true });
    try {
      renameSync(staging, cacheDir);
    } catch (error) {
      // Another process put the same build in place first: theirs is as good as ours.
      if (!existsSync(join(cacheDir, 'manifest.json'))) throw error;
      rmSync(staging, { recursive: true, force: true });
    }
    pruneOldBuilds(cacheDir);
    return manifest;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Keeps the cache from growing: builds for other keys older than a day go. */
function pruneOldBuilds(keep: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(CACHE_ROOT)) {
    const path = join(CACHE_ROOT, name);
    if (path === keep) continue;
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone already (another process pruned it).
    }
  }
}
