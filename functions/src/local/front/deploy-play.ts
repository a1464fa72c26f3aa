// A deploy played for one browser context (web/e2e/deploy-*.spec.ts), on the e2e stack only
// (FrontOptions.deployPlay). The ordinary front serves web/dist with immutable assets, so the browser's
// own cache hides what a phone holding the old build meets when a deploy replaces the build; played,
// every file is no-cache, so only what the site and the
// service worker keep counts. A context's cookies say what it is served; other contexts (the other
// specs running beside it) see the ordinary front:
//   bookwish-deploy=old          web/dist, every file no-cache
//   bookwish-deploy=next         the next build (web/dist-next, the same app under other asset names),
//                                with the old build's assets still there: the deploy's grace period
//   bookwish-deploy=next-pruned  the next build alone: the old build's assets are gone (after the grace)
//   bookwish-slow-pages=MS       every HTML page answers MS milliseconds late (a slow link), at most 60 s

import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';

export interface DeployPlay {
  /** The build whose files and pages are served. */
  dist: string;
  /** Where an asset the build lacks is still found (the old build's, during the grace period). */
  keptAssetsFrom?: string;
  /** How late an HTML page answers. */
  slowPagesMs: number;
}

/** The next build beside web/dist: web/dist-next. */
export function nextBuildDir(webDist: string): string {
  return `${webDist}-next`;
}

function cookies(req: IncomingMessage): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return found;
}

/** What this request's context is served, or undefined for the ordinary front. */
export function deployPlayFor(req: IncomingMessage, webDist: string): DeployPlay | undefined {
  const asked = cookies(req);
  const stage = asked.get('bookwish-deploy');
  if (stage !== 'old' && stage !== 'next' && stage !== 'next-pruned') return undefined;
  const slow = Number(asked.get('bookwish-slow-pages') ?? 0);
  const slowPagesMs = Number.isFinite(slow) ? Math.min(Math.max(slow, 0), 60_000) : 0;
  if (stage === 'old') return { dist: webDist, slowPagesMs };
  const next = nextBuildDir(webDist);
  // No next build made: the old one, so a mistake shows as the old build rather than as a blank page.
  if (!existsSync(path.join(next, 'index.html'))) return { dist: webDist, slowPagesMs };
  return stage === 'next'
    ? { dist: next, keptAssetsFrom: webDist, slowPagesMs }
    : { dist: next, slowPagesMs };
}

/** The file an asset path names in the played deploy: the build's own, else the kept old one's. */
export function playedAsset(play: DeployPlay, relative: string): string | undefined {
  for (const dir of [play.dist, play.keptAssetsFrom]) {
    if (!dir) continue;
    const file = path.normalize(path.join(dir, relative));
    if (file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}
