// sharp is native (libvips), so it is never bundled: the image functions (bucket access `attach`)
// get npm's prebuilt linux-arm64 build (Lambda's architecture) copied beside index.mjs. It is
// installed once per pinned version into node_modules/.cache with --cpu/--os/--libc (no Docker),
// then every synth copies it: offline synths work once the cache is there.

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
    execFileSync('npm', sharpInstallArgs(dir), { stdio: 'pipe' });
  }
  return dir;
}

/** Copies sharp's linux-arm64 node_modules beside a function's index.mjs. */
export function copySharpArm64(outputDir: string): void {
  cpSync(join(sharpArm64Dir(), 'node_modules'), join(outputDir, 'node_modules'), { recursive: true });
}
