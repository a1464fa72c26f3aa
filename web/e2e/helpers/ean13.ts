// A book's barcode as a phone photo: an EAN-13 drawn from its 13 digits (the standard's L, G and R
// digit codes and first-digit parity), tilted a little on a paper-coloured back cover, as a JPEG.

import sharp from 'sharp';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 ('1' a bar). */
export function ean13Modules(digits: string): string {
  if (!/^\d{13}$/.test(digits)) throw new Error(`not 13 digits: ${digits}`);
  const d = [...digits].map(Number);
  const parity = PARITY[d[0] as number] as string;
  let left = '';
  for (let i = 0; i < 6; i += 1) {
    const digit = d[i + 1] as number;
    left += (parity[i] === 'L' ? L : G)[digit];
  }
  const right = d
    .slice(7)
    .map((digit) => R[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/** A JPEG photo (1000 x 1300) of the back of a book with this ISBN's barcode on it. */
export async function barcodePhoto(isbn13: string): Promise<Buffer> {
  const modules = ean13Modules(isbn13);
  const unit = 4;
  const quiet = 11 * unit;
  const width = modules.length * unit + 2 * quiet;
  const height = 180;
  const bars = [...modules]
    .map((bit, i) =>
      bit === '1' ? `<rect x="${quiet + i * unit}" y="10" width="${unit}" height="150"/>` : '',
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#111">${bars}</g></svg>`;
  const label = await sharp(Buffer.from(svg)).rotate(6, { background: '#f3ead8' }).png().toBuffer();
  return sharp({ create: { width: 1000, height: 1300, channels: 3, background: '#f3ead8' } })
    .composite([{ input: label, left: 250, top: 820 }])
    .blur(0.8)
    .jpeg({ quality: 85 })
    .toBuffer();
}
