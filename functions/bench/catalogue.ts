// A generated catalogue for the search bench: well-known books (the ones the queries look for, with
// accents and long subtitles) copied a few times, among many made-up titles and authors from word
// lists in several languages. Deterministic (seeded), so runs compare.

import type { SearchDoc } from '../src/search/search-index.ts';
import { seededRandom } from '../src/seeded-random.ts';

/** Books people actually ask for; several carry accents or long subtitles on purpose. */
const KNOWN: [title: string, author: string][] = [
  ['The Hobbit', 'J.R.R. Tolkien'],
  ['The Lord of the Rings: The Fellowship of the Ring', 'J.R.R. Tolkien'],
  ['Les Misérables', 'Victor Hugo'],
  ['Cien años de soledad', 'Gabriel García Márquez'],
  ['One Hundred Years of Solitude', 'Gabriel García Márquez'],
  ["L'Étranger", 'Albert Camus'],
  ['Crime and Punishment', 'Fyodor Dostoevsky'],
  ['Pride and Prejudice', 'Jane Austen'],
  ['Anne of Green Gables', 'L. M. Montgomery'],
  ["Harry Potter and the Philosopher's Stone", 'J. K. Rowling'],
  ['The Handmaid’s Tale', 'Margaret Atwood'],
  ['Le Petit Prince', 'Antoine de Saint-Exupéry'],
  ['Die Verwandlung', 'Franz Kafka'],
  ['Calculus: Early Transcendentals, Ninth Edition, Metric Version', 'James Stewart'],
  ['Campbell Biology (12th Edition): A Global Approach for First-Year Students', 'Lisa A. Urry'],
  ['Indian Horse', 'Richard Wagamese'],
  ['Life of Pi', 'Yann Martel'],
  ['Beloved', 'Toni Morrison'],
  ['Noms de lieux: le Québec d’hier à aujourd’hui', 'Hélène Bélanger-Côté'],
  ['Þórbergur and the Sagas', 'Þóra Jónsdóttir'],
];

const WORDS = [
  'river',
  'garden',
  'winter',
  'shadow',
  'letters',
  'island',
  'mountain',
  'history',
  'secret',
  'house',
  'light',
  'ocean',
  'forest',
  'city',
  'daughter',
  'stranger',
  'memory',
  'silence',
  'kingdom',
  'storm',
  'glass',
  'bridge',
  'summer',
  'journey',
  'north',
  'fire',
  'stone',
  'song',
  'harbour',
  'promise',
  'chemistry',
  'physics',
  'statistics',
  'economics',
  'introduction',
  'principles',
  'handbook',
  'guide',
  'été',
  'rivière',
  'forêt',
  'mémoire',
  'cœur',
  'château',
  'lumière',
  'saison',
  'fenêtre',
  'étoile',
  'corazón',
  'canción',
  'montaña',
  'niños',
  'mañana',
  'jardín',
  'árbol',
  'sueño',
  'invierno',
  'luna',
  'straße',
  'mädchen',
  'größe',
  'brücke',
  'über',
  'nacht',
  'märchen',
  'wald',
  'zeit',
  'himmel',
];
// Made-up words from syllables, so the vocabulary grows with the catalogue as real ones do (typo
// search walks the vocabulary, not the posts).
const SYLLABLES = [
  'ka',
  'lo',
  'mer',
  'tin',
  'sa',
  'vel',
  'ro',
  'dé',
  'an',
  'bri',
  'quo',
  'zel',
  'nu',
  'ée',
  'por',
  'gha',
  'wen',
  'ix',
];

const FIRST = [
  'Anna',
  'Chloé',
  'José',
  'Zoë',
  'Mei',
  'Ravi',
  'Sören',
  'Amélie',
  'Noah',
  'Léa',
  'Björn',
  'Inés',
  'Olivia',
  'Kenji',
  'Aroha',
  'François',
  'Ngozi',
  'Émile',
  'Lucía',
  'Wen',
  'Priya',
  'Mateo',
  'Ana',
];
const LAST = [
  'Nguyen',
  'Müller',
  'Côté',
  'García',
  'Okafor',
  'Singh',
  'Smith',
  'Lefèvre',
  'Østergaard',
  'Kowalski',
  'Tremblay',
  'Núñez',
  'Wong',
  'Brontë',
  'Dubois',
  'Şahin',
  'Johansson',
  'Gagné',
  'Park',
  'Hernández',
];
const TYPES = ['Fiction', 'Nonfiction', 'Textbook', 'Other'] as const;
const PLACES = ['Canada', 'US', 'Canada, US', 'Vancouver', 'British Columbia', 'UK', 'Anywhere'];
const STATUS = ['posted', 'posted', 'posted', 'offered', 'confirmed', 'requested', 'shipped'];

function titleCase(words: string[]): string {
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** `size` posts; about one in 200 is a known book, the rest made up (a tenth with a long subtitle). */
export function catalogue(size: number, seed = 13): SearchDoc[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  const docs: SearchDoc[] = [];
  const start = 1_700_000_000;
  for (let i = 0; i < size; i++) {
    let title: string;
    let author: string;
    if (i < KNOWN.length || random() < 0.005) {
      [title, author] = KNOWN[i < KNOWN.length ? i : Math.floor(random() * KNOWN.length)] as [string, string];
    } else {
      const n = 1 + Math.floor(random() * 4);
      const word = () =>
        random() < 0.5
          ? pick(WORDS)
          : Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join('');
      title = titleCase(Array.from({ length: n }, word));
      if (random() < 0.3) title = `The ${title}`;
      if (random() < 0.1) {
        title += `: ${titleCase(Array.from({ length: 6 + Math.floor(random() * 8) }, word))}`;
      }
      author = random() < 0.1 ? '' : `${pick(FIRST)} ${pick(LAST)}`;
    }
    const kind = random() < 0.6 ? 'wishlist' : 'treat';
    docs.push({
      id: `p${String(i).padStart(7, '0')}`,
      kind,
      title,
      author,
      types: [pick(TYPES)],
      destination: pick(PLACES),
      status: pick(STATUS),
      createdAt: start + i * 60,
    });
  }
  return docs;
}

/** The queries a member types, and the title a right answer must have in its first five. */
/** `expect` absent: a cost probe, not a question with one right answer. */
export const QUERIES: { label: string; q: string; expect?: (d: SearchDoc) => boolean }[] = [
  { label: 'typo "hobit"', q: 'hobit', expect: (d) => d.title === 'The Hobbit' },
  { label: 'typo "tolkein"', q: 'tolkein', expect: (d) => d.author === 'J.R.R. Tolkien' },
  { label: 'accent "miserables"', q: 'miserables', expect: (d) => d.title === 'Les Misérables' },
  {
    label: 'author only "garcia marquez"',
    q: 'garcia marquez',
    expect: (d) => d.author === 'Gabriel García Márquez',
  },
  {
    label: 'word order "solitude years hundred"',
    q: 'solitude years hundred',
    expect: (d) => d.title === 'One Hundred Years of Solitude',
  },
  { label: 'as you type "harry pot"', q: 'harry pot', expect: (d) => d.title.startsWith('Harry Potter') },
  // The worst cases of typing: the first letters, and a word in a third of all titles.
  { label: 'first letters "th"', q: 'th' },
  { label: 'common word "the"', q: 'the' },
  { label: 'common word "river"', q: 'river', expect: (d) => d.title.toLowerCase().includes('river') },
];
