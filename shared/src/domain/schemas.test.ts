import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { messages } from './messages.ts';
import {
  changePasswordSchema,
  contactSchema,
  deleteAccountSchema,
  loginSchema,
  profileSchema,
  signUpSchema,
} from './schemas/accounts.ts';
import { firstIssues, validate } from './schemas/errors.ts';
import { checkImage, imageFileSchema, storedImageURL, uploadRequestSchema } from './schemas/images.ts';
import {
  createTreatFormSchema,
  createTreatSchema,
  createWishlistFormSchema,
  createWishlistSchema,
} from './schemas/posts.ts';
import { exploreListQuerySchema, listQuerySchema, meWishlistsQuerySchema } from './schemas/queries.ts';
import { supportActionSchema } from './schemas/support.ts';
import {
  closeSchema,
  confirmSchema,
  fulfilSchema,
  requestSchema,
  shipSchema,
} from './schemas/transitions.ts';

/** The message a member would see for `input`, or 'ok'. */
function first(schema: z.ZodMiniType, input: unknown): string {
  const r = schema.safeParse(input);
  return r.success ? 'ok' : firstIssues(r.error).message;
}

const wish = {
  title: 'The Hobbit',
  author: '',
  types: ['Fiction'],
  purchaseLink: 'https://books.example.ca/hobbit',
  destination: 'Canada',
  price: 'CAD 20.00',
  message: '',
};
const png = { type: 'image/png', size: 2000 };

describe('create wishlist: the spec order (section 5)', () => {
  it.each([
    ['empty title', { ...wish, title: '' }, 'Please enter the title of the book.'],
    ['blank title', { ...wish, title: '   ' }, 'Please enter the title of the book.'],
    ['missing title', { ...wish, title: undefined }, 'Please enter the title of the book.'],
    [
      'title before all else',
      { title: '', destination: '', purchaseLink: '', price: '' },
      'Please enter the title of the book.',
    ],
    [
      'empty destination',
      { ...wish, destination: '' },
      'Please enter the country to which this book will be shipped.',
    ],
    [
      'destination before link',
      { ...wish, destination: '', purchaseLink: '' },
      'Please enter the country to which this book will be shipped.',
    ],
    [
      'empty link',
      { ...wish, purchaseLink: '' },
      'Please provide a link for others to purchase the book and include the total price with shipping fees.',
    ],
    [
      'empty price',
      { ...wish, price: ' ' },
      'Please provide a link for others to purchase the book and include the total price with shipping fees.',
    ],
    [
      'a javascript: link',
      { ...wish, purchaseLink: 'javascript:alert(1)' },
      'Please enter a link that starts with http:// or https://.',
    ],
    ['an unknown type', { ...wish, types: ['Poetry'] }, 'Please choose the book types from the list.'],
    ['a valid wish', wish, 'ok'],
  ])('%s', (_name, input, expected) => {
    expect(first(createWishlistSchema, input)).toBe(expected);
  });

  it('fills the optional fields and trims, and adds https:// to a bare link', () => {
    const out = createWishlistSchema.parse({
      title: ' Dune ',
      destination: 'Canada',
      purchaseLink: 'www.books.example.ca/dune',
      price: 'CAD 12',
    });
    expect(out).toEqual({
      title: 'Dune',
      destination: 'Canada',
      purchaseLink: 'https://www.books.example.ca/dune',
      price: 'CAD 12',
      author: '',
      types: [],
      message: '',
    });
  });

  it('form: text fields first, then the cover type, then its size', () => {
    const big = { type: 'image/png', size: IMAGE_MAX_BYTES + 1 };
    const gif = { type: 'image/gif', size: IMAGE_MAX_BYTES + 1 };
    expect(first(createWishlistFormSchema, { ...wish, title: '', cover: gif })).toBe(
      'Please enter the title of the book.',
    );
    expect(first(createWishlistFormSchema, { ...wish, cover: gif })).toBe(
      'Please upload a book cover in PNG or JPG format.',
    );
    expect(first(createWishlistFormSchema, { ...wish, cover: big })).toBe(
      'Please ensure your image is under 1MB.',
    );
    expect(
      first(createWishlistFormSchema, { ...wish, cover: { type: 'image/jpeg', size: IMAGE_MAX_BYTES } }),
    ).toBe('ok');
    expect(first(createWishlistFormSchema, { ...wish, cover: null })).toBe('ok');
  });

  it('maps every failing field to its own first message', () => {
    const r = createWishlistSchema.safeParse({ title: '', destination: '', purchaseLink: '', price: '' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(firstIssues(r.error).fields).toEqual({
      title: 'Please enter the title of the book.',
      destination: 'Please enter the country to which this book will be shipped.',
      purchaseLink:
        'Please provide a link for others to purchase the book and include the total price with shipping fees.',
      price:
        'Please provide a link for others to purchase the book and include the total price with shipping fees.',
    });
  });

  it('bounds lengths', () => {
    expect(first(createWishlistSchema, { ...wish, title: 'x'.repeat(301) })).toBe(
      'Please keep this under 300 characters.',
    );
    expect(first(createWishlistSchema, { ...wish, title: 'x'.repeat(300) })).toBe('ok');
  });

  it('accepts only a cover key in the covers folder', () => {
    expect(first(createWishlistSchema, { ...wish, coverKey: 'bookCovers/u1-1700000000.png' })).toBe('ok');
    expect(first(createWishlistSchema, { ...wish, coverKey: 'avatars/u1.png' })).toBe(
      'Please upload the image again.',
    );
    expect(first(createWishlistSchema, { ...wish, coverKey: 'bookCovers/../secret' })).toBe(
      'Please upload the image again.',
    );
  });
});

describe('create treat (section 5)', () => {
  const treat = { title: 'Dune', shippingDestination: 'US, Canada' };
  it.each([
    ['no title', { ...treat, title: '' }, 'Please enter the title of the book.'],
    [
      'no destination',
      { ...treat, shippingDestination: '' },
      'Please enter the countries you’re able to ship this book to.',
    ],
    [
      'Textbook is not a treat type',
      { ...treat, types: ['Textbook'] },
      'Please choose the book types from the list.',
    ],
    ['valid', treat, 'ok'],
  ])('%s', (_name, input, expected) => {
    expect(first(createTreatSchema, input)).toBe(expected);
  });

  it('form: cover type then size after the text fields', () => {
    expect(first(createTreatFormSchema, { ...treat, cover: { type: 'text/plain', size: 1 } })).toBe(
      'Please upload a book cover in PNG or JPG format.',
    );
    expect(
      first(createTreatFormSchema, { ...treat, cover: { type: 'image/jpeg', size: 2 * IMAGE_MAX_BYTES } }),
    ).toBe('Please ensure your image is under 1MB.');
  });
});

describe('transition forms (section 5)', () => {
  it.each([
    ['confirm without address', confirmSchema, { shippingAddress: '' }, 'Please fill in the required field.'],
    ['confirm with address', confirmSchema, { shippingAddress: '1 Main St' }, 'ok'],
    ['fulfil without message', fulfilSchema, {}, 'Please fill in the required field.'],
    [
      'request without address',
      requestSchema,
      { shippingAddress: ' ', requestMessage: 'hi' },
      'Please fill in the required field.',
    ],
    [
      'request without message',
      requestSchema,
      { shippingAddress: 'x', requestMessage: '' },
      'Please fill in the required field.',
    ],
    ['ship without a message', shipSchema, {}, 'ok'],
    ['close without note or photo', closeSchema, {}, 'ok'],
    [
      'close with a photo key elsewhere',
      closeSchema,
      { thankYouPhotoKey: 'bookCovers/x.png' },
      'Please upload the image again.',
    ],
    [
      'a negative expectedVersion',
      confirmSchema,
      { shippingAddress: 'x', expectedVersion: -1 },
      'We could not read this request. Please refresh the page and try again.',
    ],
  ])('%s', (_name, schema, input, expected) => {
    expect(first(schema as z.ZodMiniType, input)).toBe(expected);
  });

  it('the thank-you photo: PNG or JPEG with its own text, 1 MB', () => {
    expect(checkImage({ type: 'image/webp', size: 10 }, 'thankYou')).toBe(
      'Please upload an image in PNG or JPG format.',
    );
    expect(checkImage({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'thankYou')).toBe(
      'Please ensure your image is under 1MB.',
    );
    expect(checkImage(png, 'thankYou')).toBeNull();
  });
});

describe('images and uploads', () => {
  it('avatar texts are the profile alerts', () => {
    expect(checkImage({ type: 'image/gif', size: 10 }, 'avatar')).toBe('wrong file type');
    expect(checkImage({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'avatar')).toBe('img too big');
  });

  it('checks the type before the size', () => {
    expect(checkImage({ type: 'image/gif', size: 10 * IMAGE_MAX_BYTES }, 'cover')).toBe(
      'Please upload a book cover in PNG or JPG format.',
    );
  });

  it('keeps the browser File itself when it passes', () => {
    const file = new File([new Uint8Array(10)], 'c.png', { type: 'image/png' });
    const r = imageFileSchema<File>('cover').safeParse(file);
    expect(r.success && r.data).toBe(file);
  });

  it.each([
    [{ purpose: 'cover', contentType: 'image/png', size: 1000 }, 'ok', undefined],
    [
      { purpose: 'cover', contentType: 'image/gif', size: 1000 },
      'Please upload a book cover in PNG or JPG format.',
      'contentType',
    ],
    [
      { purpose: 'treatCover', contentType: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 },
      'Please ensure your image is under 1MB.',
      'size',
    ],
    [
      { purpose: 'thankYou', contentType: 'application/pdf', size: 10 },
      'Please upload an image in PNG or JPG format.',
      'contentType',
    ],
    [{ purpose: 'avatar', contentType: 'image/png', size: 5_000_000 }, 'img too big', 'size'],
    [{ purpose: 'avatar', contentType: 'image/png', size: 0 }, 'Please upload the image again.', 'size'],
    [
      { purpose: 'banner', contentType: 'image/png', size: 10 },
      'We could not read this request. Please refresh the page and try again.',
      'purpose',
    ],
  ])('upload request %o -> %s', (input, expected, field) => {
    const r = validate(uploadRequestSchema, input);
    if (expected === 'ok') {
      expect(r.ok).toBe(true);
      return;
    }
    expect(r.ok === false && r.error).toMatchObject({ code: 'VALIDATION', message: expected });
    expect(r.ok === false && field && r.error.fields?.[field]).toBe(expected);
  });
});

describe('contact (section 5)', () => {
  const ok = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
  it.each([
    ['no name', { ...ok, name: '' }, 'Please enter the required fields.'],
    ['no email', { ...ok, email: ' ' }, 'Please enter the required fields.'],
    ['no message', { ...ok, message: undefined }, 'Please enter the required fields.'],
    ['required before format', { ...ok, email: 'nope', message: '' }, 'Please enter the required fields.'],
    ['bad email', { ...ok, email: 'ann@' }, 'Please provide a valid email address.'],
    ['bad phone', { ...ok, phone: 'call me' }, 'Please enter a valid phone number.'],
    ['phone optional', ok, 'ok'],
    ['with phone', { ...ok, phone: '+1 (604) 555-0100' }, 'ok'],
  ])('%s', (_name, input, expected) => {
    expect(first(contactSchema, input)).toBe(expected);
  });
});

describe('accounts (sections 5 and 8)', () => {
  const ok = { email: 'ann@example.com', name: 'Ann', password: 'secret1', acceptTerms: true };
  it.each([
    [
      'no email',
      { ...ok, email: '' },
      'Please fill in all the fields. You can edit them at anytime after creating an account.',
    ],
    [
      'no name',
      { ...ok, name: ' ' },
      'Please fill in all the fields. You can edit them at anytime after creating an account.',
    ],
    [
      'no password',
      { ...ok, password: '' },
      'Please fill in all the fields. You can edit them at anytime after creating an account.',
    ],
    [
      'terms not accepted',
      { ...ok, acceptTerms: false },
      'To proceed with creating an account, please accept our Terms of Service and Privacy Policy.',
    ],
    [
      'terms before email format',
      { ...ok, email: 'x', acceptTerms: false },
      'To proceed with creating an account, please accept our Terms of Service and Privacy Policy.',
    ],
    ['bad email', { ...ok, email: 'ann.example.com' }, 'Please provide a valid email address.'],
    ['short password', { ...ok, password: '12345' }, 'Password must be at least 6 characters.'],
    ['six characters', { ...ok, password: '123456' }, 'ok'],
  ])('sign-up: %s', (_name, input, expected) => {
    expect(first(signUpSchema, input)).toBe(expected);
  });

  it('login, change password, delete account', () => {
    expect(first(loginSchema, { email: 'bad', password: 'x' })).toBe('Please provide a valid email address.');
    expect(first(loginSchema, { email: 'a@b.co', password: '' })).toBe('Please enter your password.');
    expect(
      first(changePasswordSchema, { currentPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toBe('mismatch password');
    expect(
      first(changePasswordSchema, { currentPassword: 'a', newPassword: 'abc', confirmPassword: 'abc' }),
    ).toBe('Password must be at least 6 characters.');
    expect(first(deleteAccountSchema, { password: '' })).toBe('Please enter your password again.');
  });
});

describe('support actions', () => {
  it.each([
    [{ type: 'reopen', reason: 'Stalled for months' }, 'ok'],
    [{ type: 'reopen', reason: ' ' }, 'Please give a reason for this action.'],
    [{ type: 'remove' }, 'Please give a reason for this action.'],
    [{ type: 'correctAddress', reason: 'Typo', shippingAddress: '' }, 'Please fill in the required field.'],
    [
      { type: 'undo', reason: 'x' },
      'Please choose reopen, correct address, remove, dismiss the reports or restore.',
    ],
  ])('%o -> %s', (input, expected) => {
    expect(first(supportActionSchema, input)).toBe(expected);
  });
});

describe('list queries', () => {
  it('defaults to 30, accepts 1..30 from a query string, refuses others', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 30 });
    expect(listQuerySchema.parse({ limit: '12', cursor: 'abc' })).toEqual({ limit: 12, cursor: 'abc' });
    expect(listQuerySchema.parse({ limit: '' })).toEqual({ limit: 30 });
    for (const limit of ['0', '31', '2.5', 'ten']) {
      expect(first(listQuerySchema, { limit })).toBe('Please ask for between 1 and 30 items.');
    }
    expect(meWishlistsQuerySchema.parse({})).toEqual({ limit: 30, role: 'wisher' });
    expect(first(meWishlistsQuerySchema, { role: 'admin' })).not.toBe('ok');
  });

  it('takes the explore filters on the all lists: blank is no filter, anything off the list is refused', () => {
    expect(exploreListQuerySchema.parse({})).toEqual({ limit: 30, open: false, inPerson: false });
    expect(
      exploreListQuerySchema.parse({ type: 'Textbook', destination: '  New York ', open: '1', limit: '12' }),
    ).toEqual({ limit: 12, type: 'Textbook', destination: 'New York', open: true, inPerson: false });
    expect(
      exploreListQuerySchema.parse({ type: '', destination: '', open: '', area: '', inPerson: '' }),
    ).toEqual({ limit: 30, open: false, inPerson: false });
    // In person, in an area of the list (areas.ts).
    expect(exploreListQuerySchema.parse({ area: 'vancouver-kitsilano', inPerson: '1' })).toEqual({
      limit: 30,
      open: false,
      area: 'vancouver-kitsilano',
      inPerson: true,
    });
    for (const input of [
      { type: 'Poetry' },
      { open: 'true' },
      { destination: 'x'.repeat(101) },
      { inPerson: 'yes' },
    ]) {
      expect(first(exploreListQuerySchema, input)).toBe('Please choose a filter from the list.');
    }
    expect(first(exploreListQuerySchema, { area: 'vancouver' })).toBe('Please choose an area from the list.');
  });
});

describe('stored image addresses', () => {
  it.each([
    ['', true],
    ['/images/bookCovers/u1-1700000000.png', true],
    ['https://cdn.example.org/cover.png', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/images/../api/me', false],
  ])('%j accepted: %s', (url, ok) => {
    expect(storedImageURL().safeParse(url).success).toBe(ok);
  });
});

describe('trust: inputs an attacker (or a stray paste) sends', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte-order mark and a direction mark', '\ufeff\u200f'],
    ['control characters', '\u0000\u0007\u001b'],
    ['a word joiner between no-break spaces', '\u00a0\u2060\u00a0'],
    ['Hangul fillers', '\u3164\u115f'],
  ])('refuses a title of only %s, with the missing-title text', (_, title) => {
    expect(first(createWishlistSchema, { ...wish, title })).toBe('Please enter the title of the book.');
    expect(first(createTreatSchema, { title, shippingDestination: 'Canada' })).toBe(
      'Please enter the title of the book.',
    );
  });

  it('keeps a real title with a zero-width joiner or accents in it', () => {
    expect(first(createWishlistSchema, { ...wish, title: 'Les Misérables \u200d' })).toBe('ok');
    expect(first(createWishlistSchema, { ...wish, title: '三体' })).toBe('ok');
  });

  it.each([
    'https://ana:secret@books.example.ca/hobbit',
    'https://books.example.ca@evil.example.com/hobbit',
    'http://user@books.example.ca/',
  ])('refuses a purchase link with a login in it: %s', (purchaseLink) => {
    expect(first(createWishlistSchema, { ...wish, purchaseLink })).toBe(
      'Please enter a link without a user name or password in it.',
    );
  });

  it('still accepts an @ in the path of a link', () => {
    expect(first(createWishlistSchema, { ...wish, purchaseLink: 'https://books.example.ca/@ana/list' })).toBe(
      'ok',
    );
  });

  it.each([1.5, 0.001, 1024.25])('refuses a presign size that is not a whole number of bytes: %s', (size) => {
    expect(first(uploadRequestSchema, { purpose: 'cover', contentType: 'image/png', size })).toBe(
      'We could not read this request. Please refresh the page and try again.',
    );
  });

  it('accepts a whole byte count', () => {
    expect(first(uploadRequestSchema, { purpose: 'cover', contentType: 'image/png', size: 2048 })).toBe('ok');
  });
});

describe('no web address in a title, author or name', () => {
  const wish = {
    title: 'Dune',
    destination: 'Canada',
    purchaseLink: 'https://books.example.ca/dune',
    price: '$20',
    author: 'Frank Herbert',
  };
  it.each([
    ['title', { ...wish, title: 'Dune: ACTION REQUIRED - verify at https://bookwish-verify.example' }],
    ['title', { ...wish, title: 'Dune, see www.dune-deals.ca' }],
    ['author', { ...wish, author: 'Herbert bookwish-verify.example' }],
    ['author', { ...wish, author: 'dune.com/free' }],
  ])('a wish with a link in its %s is refused with the message', (field, body) => {
    const result = createWishlistSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: messages.common.noWebAddress });
  });

  it('a treat with a link in its title is refused', () => {
    const result = createTreatSchema.safeParse({
      title: 'Free books at http://evil.test',
      shippingDestination: 'Canada',
    });
    expect(result.error?.issues[0]?.message).toBe(messages.common.noWebAddress);
  });

  it.each(['Node.js Design Patterns', 'J.R.R. Tolkien', 'Mr. Smith Goes to Washington', 'Vol. 2'])(
    'an ordinary title passes: %s',
    (title) => {
      expect(createWishlistSchema.safeParse({ ...wish, title, author: title }).success).toBe(true);
    },
  );

  it('a display name with a link or of 2,048 characters is refused at sign-up and on change', () => {
    const base = { email: 'a@example.org', password: 'secret1', acceptTerms: true };
    const linked = signUpSchema.safeParse({ ...base, name: 'Herbert (bookwish-verify.example)' });
    expect(linked.error?.issues[0]?.message).toBe(messages.common.noWebAddress);
    const long = signUpSchema.safeParse({ ...base, name: 'x'.repeat(2048) });
    expect(long.error?.issues[0]?.message).toBe(messages.common.tooLong(100));
    expect(profileSchema.safeParse({ displayName: 'see https://x.example' }).error?.issues[0]?.message).toBe(
      messages.common.noWebAddress,
    );
    expect(profileSchema.safeParse({ displayName: 'x'.repeat(2048) }).error?.issues[0]?.message).toBe(
      messages.common.tooLong(100),
    );
  });
});
