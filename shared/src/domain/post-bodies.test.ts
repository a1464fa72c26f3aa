// The create functions' zod-free parsers of POST /api/wishlists and POST /api/treats, held to the web's
// schemas (schemas/posts.ts): the same body, or the same first message and fields, over many bodies.

import { describe, expect, it } from 'vitest';
import { BLANK_TEXTS, fieldVariations, holdsTo, ODD_VALUES } from './body-parity.ts';
import { MAX_LENGTH } from './constants.ts';
import {
  type CreateTreatBody,
  type CreateWishlistBody,
  parseCreateTreat,
  parseCreateWishlist,
} from './post-bodies.ts';
import {
  createTreatSchema,
  createWishlistSchema,
  type CreateTreatBody as SchemaTreatBody,
  type CreateWishlistBody as SchemaWishlistBody,
} from './schemas/posts.ts';

// What the parsers give is what the schemas' callers were given (checked by tsc).
const _wishlistBody = (body: CreateWishlistBody): SchemaWishlistBody => body;
const _treatBody = (body: CreateTreatBody): SchemaTreatBody => body;

/** A good body of each kind, the starting point of every variation. */
const good: Record<'wishlist' | 'treat', Record<string, unknown>> = {
  wishlist: {
    title: 'Les Misérables',
    destination: 'Toronto, Canada',
    purchaseLink: 'www.indigo.ca/les-miserables',
    price: '$12.99',
    author: 'Victor Hugo',
    types: ['Fiction'],
    message: 'For our class library',
    coverKey: 'bookCovers/u1-1700000000.png',
  },
  treat: {
    title: '三体',
    shippingDestination: 'Canada, USA',
    author: '刘慈欣',
    types: ['Fiction', 'Other'],
    message: '',
    coverKey: 'bookTreatImages/u1-1700000000.jpg',
  },
};

/** Every field either body reads, and one none does: each is set to every value below in every body. */
const fieldNames = [
  'title',
  'destination',
  'shippingDestination',
  'purchaseLink',
  'price',
  'author',
  'types',
  'message',
  'coverKey',
  'handover',
  'unknownField',
];

const texts: unknown[] = [
  ...BLANK_TEXTS,
  'Dune',
  '  Les Misérables  ',
  'Cien años de soledad',
  'L’Étranger',
  'Ñandú',
  'e\u0301',
  '三体',
  'شاهنامه',
  'ਗੁਰੂ ਗ੍ਰੰਥ',
  '👩‍🚀 Space',
  'x'.repeat(MAX_LENGTH.price),
  'x'.repeat(MAX_LENGTH.price + 1),
  'x'.repeat(MAX_LENGTH.title),
  ` ${'é'.repeat(MAX_LENGTH.title)} `,
  'x'.repeat(MAX_LENGTH.title + 1),
  'é'.repeat(MAX_LENGTH.title + 1),
  'x'.repeat(MAX_LENGTH.message),
  'x'.repeat(MAX_LENGTH.message + 1),
  ` ${'\u200b'.repeat(MAX_LENGTH.title + 1)} `,
  ' '.repeat(MAX_LENGTH.message + 5),
];

/** Web addresses in a title or an author, and look-alikes that are not. */
const addresses: unknown[] = [
  'dune.com',
  'Read Dune at dune.com today',
  'www.dune',
  'https://dune.example',
  'bookwish.co.uk',
  'J.R.R. Tolkien',
  'J.Black',
  'Mr.Men',
  'Vol.VI',
  'Vol. 2',
  'The end. Then',
  'ASP.NET in Action',
  'asp.net/core',
  '192.168.0.1',
  'ｓｕｐｐｏｒｔ．ｃｏｍ',
  'bookwish-help\u3002support',
  'dune\u200b.com',
  'dune.c\u043em',
  'support.example',
  'name@mail.ca',
  '三体。中国',
  'support获取.com',
];

/** Purchase links: the ones members paste, and the ones we refuse. */
const links: unknown[] = [
  'https://www.indigo.ca/dune',
  'http://shop.ca',
  'www.shop.ca/dune',
  ' www.shop.ca/dune ',
  'shop.ca',
  'shop',
  'https://shop',
  'https://',
  'http://localhost:3000/x',
  'HTTPS://SHOP.CA/X',
  'ftp://shop.ca/dune',
  'mailto:books@shop.ca',
  'javascript:alert(1)',
  'data:text/html,hi',
  'https://user:pw@shop.ca/dune',
  'https://shop.ca@evil.example/',
  'https://:pw@shop.ca',
  'ftp://user:pw@shop.ca/dune',
  'https://user@localhost',
  'https://books.example.ca/@ana/list',
  'https://shop.ca/a b',
  'https://exämple.ca/livre',
  'https://shop.ca/\u200b',
  `https://shop.ca/${'x'.repeat(MAX_LENGTH.link - 16)}`,
  `shop.ca/${'x'.repeat(MAX_LENGTH.link - 16)}`,
  `https://shop.ca/${'x'.repeat(MAX_LENGTH.link)}`,
];

/** Prices are free text: whatever the member writes, within its length. */
const prices: unknown[] = ['$10', '10 €', '0', 'free', '¥1,500', '-1', 0, 10, -1, 1.5, Number.NaN];

const typeLists: unknown[] = [
  [],
  ['Fiction'],
  ['Fiction', 'Fiction'],
  ['Nonfiction', 'Fiction', 'Nonfiction'],
  ['Fiction', 'Nonfiction', 'Textbook', 'Other'],
  ['Textbook'],
  ['fiction'],
  ['Fiction '],
  ['Fiction', 3],
  [null],
  [undefined],
  [['Fiction']],
  // biome-ignore lint/suspicious/noSparseArray: a hole is read as zod reads it
  ['Fiction', , 'Other'],
  'Fiction',
  { 0: 'Fiction', length: 1 },
  new Set(['Fiction']),
];

const keys: unknown[] = [
  'bookCovers/u1-1700000000.png',
  ' bookCovers/u1-1700000000.png ',
  'bookTreatImages/u1-1700000000.jpg',
  'thankYouPhotos/a.jpg',
  'avatars/u1.png',
  'bookCovers/',
  'bookCovers/../secret',
  'bookCovers/a b.png',
  'bookCovers/a/b.png',
  'BookCovers/a.png',
  `bookCovers/${'a'.repeat(485)}.png`,
  `bookCovers/${'a'.repeat(486)}.png`,
  `bookTreatImages/${'a'.repeat(480)}.png`,
  ` bookTreatImages/${'a'.repeat(481)}.png `,
  'https://evil.example/a.png',
];

/** The in-person offer (areas.ts): good, an area not on the list, half an offer, a street slipped in. */
const handovers: unknown[] = [
  { inPerson: true, area: 'burnaby' },
  { inPerson: true, area: 'vancouver-kitsilano', street: '1 Main St' },
  { inPerson: true, area: 'vancouver' },
  { inPerson: true, area: 'Burnaby' },
  { inPerson: false, area: 'burnaby' },
  { inPerson: 'true', area: 'burnaby' },
  { area: 'burnaby' },
  { inPerson: true },
  'burnaby',
];

const others: unknown[] = [...ODD_VALUES, 'true', { a: 1 }, 'constructor', '__proto__', 'toString'];

const values = [...texts, ...addresses, ...links, ...prices, ...typeLists, ...keys, ...handovers, ...others];

/** Bodies that are not an object, or objects of an odd kind. */
const oddBodies: unknown[] = [
  undefined,
  null,
  '',
  'Dune',
  3,
  Number.NaN,
  Number.NEGATIVE_INFINITY,
  10n,
  true,
  [],
  [good.wishlist],
  new Date(0),
  new Map([['title', 'Dune']]),
  Object.create(null),
  Object.assign(Object.create(null), good.wishlist),
  Object.assign(Object.create(null), good.treat),
  Object.create(good.wishlist),
  Object.create(good.treat),
  JSON.parse('{"title":"Dune","__proto__":{"destination":"Canada"}}'),
];

function bodiesOf(base: Record<string, unknown>): unknown[] {
  const bodies = [...fieldVariations(base, fieldNames, values), ...oddBodies];
  // Only the required fields; and the other kind's fields on this body (read or dropped).
  bodies.push(
    { title: 'Dune', destination: 'Canada', purchaseLink: 'shop.ca', price: '5' },
    { title: 'Dune', shippingDestination: 'Canada' },
    { ...good.wishlist, ...good.treat, ...base },
  );
  // Several wrong fields at once: every field keeps its first message, the first is the message.
  for (const value of [42, ' ', '', null, 'x'.repeat(MAX_LENGTH.message + 1), '\u200b', 'dune.com', []]) {
    bodies.push(Object.fromEntries(fieldNames.map((name) => [name, value])));
    bodies.push({ ...base, title: value, author: value, coverKey: value });
    bodies.push({ ...base, purchaseLink: value, price: value, types: value, message: value });
  }
  for (const title of addresses) {
    bodies.push({ ...base, title, author: title });
    bodies.push({ ...base, title: 'x'.repeat(MAX_LENGTH.title + 1), author: title });
  }
  for (const purchaseLink of links) {
    for (const price of [undefined, '', '$5', 'x'.repeat(MAX_LENGTH.price + 1)]) {
      bodies.push({ ...base, purchaseLink, price });
    }
  }
  return bodies;
}

describe('create bodies parsed without zod', () => {
  it('wishlist: the same body, or the same error and fields, as createWishlistSchema', () => {
    const bodies = [...bodiesOf(good.wishlist), ...bodiesOf(good.treat)];
    expect(bodies.length).toBeGreaterThan(2500);
    const { accepted, refused } = holdsTo(createWishlistSchema, parseCreateWishlist, bodies);
    // Both answers are exercised.
    expect(accepted).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(1000);
  });

  it('treat: the same body, or the same error and fields, as createTreatSchema', () => {
    const bodies = [...bodiesOf(good.treat), ...bodiesOf(good.wishlist)];
    const { accepted, refused } = holdsTo(createTreatSchema, parseCreateTreat, bodies);
    expect(accepted).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(1000);
  });

  it('reads a good body as the command needs it, and names each wrong field', () => {
    expect(
      parseCreateWishlist({
        ...good.wishlist,
        title: '  Les Misérables ',
        types: ['Fiction', 'Other', 'Fiction'],
        coverKey: undefined,
        uid: 'someone-else',
      }),
    ).toStrictEqual({
      ok: true,
      data: {
        title: 'Les Misérables',
        destination: 'Toronto, Canada',
        purchaseLink: 'https://www.indigo.ca/les-miserables',
        price: '$12.99',
        author: 'Victor Hugo',
        types: ['Fiction', 'Other'],
        message: 'For our class library',
        coverKey: undefined,
      },
    });
    expect(parseCreateTreat({ title: 'Dune', shippingDestination: 'Canada' })).toStrictEqual({
      ok: true,
      data: { title: 'Dune', shippingDestination: 'Canada', author: '', types: [], message: '' },
    });
    // The in-person offer keeps its area and nothing else; an area off the list is named on its field.
    expect(
      parseCreateTreat({
        title: 'Dune',
        shippingDestination: 'Canada',
        handover: { inPerson: true, area: 'richmond', street: '1 Main St' },
      }),
    ).toMatchObject({ ok: true, data: { handover: { inPerson: true, area: 'richmond' } } });
    expect(
      parseCreateTreat({
        title: 'Dune',
        shippingDestination: 'Canada',
        handover: { inPerson: true, area: 'Paris' },
      }),
    ).toStrictEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'Please choose the area where you can hand the book over.',
        fields: { handover: 'Please choose the area where you can hand the book over.' },
      },
    });
    expect(
      parseCreateWishlist({ ...good.wishlist, title: 'dune.com', purchaseLink: 'ftp://x.ca' }),
    ).toStrictEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'Please remove the web address: a title, author or name cannot contain a link.',
        fields: {
          title: 'Please remove the web address: a title, author or name cannot contain a link.',
          purchaseLink: 'Please enter a link that starts with http:// or https://.',
        },
      },
    });
  });
});
