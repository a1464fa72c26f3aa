// The installed app's icons (manifest in vite.config.ts), drawn from the site's own mark
// (public/img/logo-small.svg). Run once when the logo changes; the PNGs are committed so the build
// needs no image library:  npx tsx web/scripts/make-icons.ts
// The maskable icon keeps the mark inside the middle 80% (the safe zone a launcher may crop to) on the
// page's background colour, so no launcher's mask cuts into it.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../public/img/', import.meta.url);
const logo = readFileSync(new URL('logo-small.svg', dir));
const BACKGROUND = '#fff8ef';

async function plain(size: number) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(new URL(`icons/icon-${size}.png`, dir).pathname);
}

async function maskable(size: number) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toFile(new URL(`icons/maskable-${size}.png`, dir).pathname);
}

await plain(192);
await plain(512);
await maskable(512);
