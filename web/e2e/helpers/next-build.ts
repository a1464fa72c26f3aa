// The next build of a played deploy (functions/src/local/front/deploy-play.ts): web/dist copied to
// web/dist-next with every asset under another name, every reference rewritten, and the service
// worker's precache revisions of the pages changed, as a deploy of a changed app would have them.
// About a second, where a second `vite build` takes half a minute to minutes on a loaded machine; what
// a phone meets depends on the names alone.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
export const NEXT_DIST = `${DIST}-next`;
const TEXT = /\.(html|js|css|json|webmanifest)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** Makes web/dist-next from web/dist; answers how the old asset names map to the new ones. */
export function makeNextBuild(): Map<string, string> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('web/dist is not built: run "npm run build -w @bookwish/web" first.');
  }
  rmSync(NEXT_DIST, { recursive: true, force: true });
  cpSync(DIST, NEXT_DIST, { recursive: true });
  const assets = path.join(NEXT_DIST, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const ext = path.extname(name);
    const next = `${name.slice(0, -ext.length)}-next${ext}`;
    renameSync(path.join(assets, name), path.join(assets, next));
    renamed.set(name, next);
  }
  const names = [...renamed.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.]/g, '\\.'));
  const anyName = new RegExp(`(?<![\\w-])(${names.join('|')})`, 'g');
  for (const file of files(NEXT_DIST).filter((file) => TEXT.test(file))) {
    const text = readFileSync(file, 'utf8');
    let changed = text.replace(anyName, (name) => renamed.get(name) ?? name);
    if (path.basename(file) === 'sw.js') {
      // The pages and icons are precached by revision: the home page's changed with its script names.
      const revisions = /(revision:")([0-9a-f]+)(")/g;
      if (!revisions.test(changed)) throw new Error('sw.js names no precache revision: see next-build.ts');
      changed = changed.replace(revisions, '$1$2-next$3');
    }
    if (changed !== text) writeFileSync(file, changed);
  }
  return renamed;
}
