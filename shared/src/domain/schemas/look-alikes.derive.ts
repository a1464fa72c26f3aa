// How look-alikes.ts is made from Unicode's confusables (UTS #39), as the npm package `unhomoglyph`
// (a dev dependency) ships them: only the characters a reader takes for a Latin letter, a digit or an
// address's marks (/ : @ -), and those taken for a dot. The rest of the table (30 KB gzip) never
// decides whether text reads as an address, and every bundle would carry it. Nothing bundled imports
// this file; its test holds look-alikes.ts to it. To refresh after updating the package:
//   npx tsx -e "import('./shared/src/domain/schemas/look-alikes.derive.ts').then((m) => process.stdout.write(m.lookAlikesSource()))" > shared/src/domain/schemas/look-alikes.ts

import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import manifest from 'unhomoglyph/package.json' with { type: 'json' };

export interface LookAlikeTables {
  /** Each character and what it reads as. */
  letters: [string, string][];
  /** Characters read as a dot between two labels. */
  dots: string[];
}

/** The prototypes the table gives the dot look-alikes: FULL STOP, MIDDLE DOT, MODIFIER LETTER LOW RING. */
const DOT_PROTOTYPES = new Set(['.', '\u00B7', '\u02F3']);

const codePoint = (c: string) => c.codePointAt(0) ?? 0;

export function deriveLookAlikes(table: Record<string, string> = confusables): LookAlikeTables {
  const letters: [string, string][] = [];
  const dots: string[] = [];
  for (const [from, to] of Object.entries(table)) {
    // One code point that NFKC leaves alone (NFKC already reads fullwidth and mathematical letters).
    if ([...from].length !== 1 || codePoint(from) < 0x80 || from.normalize('NFKC') !== from) continue;
    if (DOT_PROTOTYPES.has(to)) dots.push(from);
    else if (/^[A-Za-z0-9/:@-]+$/.test(to)) letters.push([from, to]);
  }
  letters.sort(([a], [b]) => codePoint(a) - codePoint(b));
  dots.sort((a, b) => codePoint(a) - codePoint(b));
  return { letters, dots };
}

const escaped = (s: string) =>
  [...s].map((c) => (codePoint(c) < 0x80 ? c : `\\u{${codePoint(c).toString(16)}}`)).join('');

/** The source of look-alikes.ts. */
export function lookAlikesSource(tables: LookAlikeTables = deriveLookAlikes()): string {
  const rows: string[] = [];
  for (let i = 0; i < tables.letters.length; i += 12) {
    const entries = tables.letters.slice(i, i + 12).map(([from, to]) => `${escaped(from)}${to}`);
    rows.push(`  '${entries.join(' ')} '`);
  }
  return `// Unicode's confusables (UTS #39) as the npm package \`unhomoglyph\` ${manifest.version} ships them, cut to what
// decides whether text reads as a web address: characters read as a Latin letter, a digit or one of
// / : @ -, and those read as a dot. Made by look-alikes.derive.ts (not by hand: its test holds this
// file to the package's data).

/** Space-separated entries: one character, then what a reader takes it for. */
export const LOOK_ALIKE_LETTERS =
${rows.join(' +\n')};

/** Characters a reader takes for a dot. */
export const DOT_LOOK_ALIKES =
  '${escaped(tables.dots.join(''))}';
`;
}
