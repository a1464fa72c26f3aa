// sharp is native (libvips), so it is never bundled: the image functions (bucket access `attach`)
// get npm's prebuilt linux-arm64 build (Lambda's architecture) copied beside index.mjs. `npm install`
// installs it once per pinned version into node_modules/.cache with --cpu/--os/--libc (no Docker; the
// root package.json's postinstall, install-sharp-arm64.ts), so even the first synth needs no network;
// a synth that finds it missing (an install run with --ignore-scripts) installs it then.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/** The sharp version the functions workspace pins, so Lambda runs what the tests ran. */
export const SHARP_VERSION: string = JSON.parse(
  readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8'),
).dependencies.sharp;

/** The npm arguments that install sharp for Lambda into `prefix`. */
export function sharpInstallArgs(prefix: string): string[] {
  return [
    'install',
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--omit=dev',
    '--cpu=arm64',
    '--os=linux',
    '--libc=glibc',
    '--prefix',
    prefix,
    `sharp@${SHARP_VERSION}`,
  ];
}

const cacheDir = () =>
  join(repoRoot, 'node_modules', '.cache', `bookwish-sharp-linux-arm64-${SHARP_VERSION}`);

/** The folder holding node_modules/sharp (and its @img linux-arm64 packages), installed if missing. */
export function sharpArm64Dir(): string {
  const dir = cacheDir();
  if (!existsSync(join(dir, 'node_modules', '@img', 'sharp-linux-arm64'))) {
    execFileSync('npm', sharpInstallArgs(dir), { stdio: 'pipe', env: outsideNpmScript(process.env) });
  }
  return dir;
}

/** The environment without what an enclosing npm run sets for its own project (its prefix, package
 * and lifecycle), which would make this separate install act on the repo; the registry, cache and
 * proxy settings stay. */
export function outsideNpmScript(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    const lower = name.toLowerCase();
    const npmOwn =
      lower.startsWith('npm_') &&
      !['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig'].includes(lower) &&
      !lower.includes('proxy');
    if (!npmOwn) kept[name] = value;
  }
  return kept;
}

/** Copies sharp's linux-arm64 node_modules beside a function's index.mjs. */
export function copySharpArm64(outputDir: string): void {
  cpSync(join(sharpArm64Dir(), 'node_modules'), join(outputDir, 'node_modules'), { recursive: true });
}
