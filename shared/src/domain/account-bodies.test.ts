// The avatar function's zod-free parser of PUT /api/me/avatar, held to the web's schema
// (avatarSchema): the same body, or the same first message and fields, over many bodies.

import { describe, expect, it } from 'vitest';
import { parseAvatarBody } from './account-bodies.ts';
import { holdsTo } from './body-parity.ts';
import { avatarSchema } from './schemas/accounts.ts';

const keys: unknown[] = [
  'avatars/u1-1700000000.png',
  ' avatars/u1-1700000000.png ',
  '\tavatars/u1.webp\n',
  'avatars/u1.jpg',
  'avatars/a_b-c.d.png',
  'Avatars/u1.png',
  'avatars/',
  'avatars',
  'avatars/../secret',
  'avatars/a b.png',
  'avatars/a/b.png',
  'avatars/é.png',
  'avatars/\u200b.png',
  'bookCovers/u1.png',
  'thankYouPhotos/u1.png',
  'bookTreatImages/u1.png',
  '/images/avatars/u1.png',
  'https://evil.example/avatars/u1.png',
  `avatars/${'a'.repeat(488)}.png`,
  `avatars/${'a'.repeat(489)}.png`,
  ` avatars/${'a'.repeat(488)}.png `,
  '',
  ' ',
  '\u200b',
  undefined,
  null,
  0,
  1,
  Number.NaN,
  10n,
  true,
  false,
  [],
  ['avatars/u1.png'],
  {},
  { key: 'avatars/u1.png' },
  new Date(0),
  'constructor',
  '__proto__',
];

const oddBodies: unknown[] = [
  undefined,
  null,
  '',
  'avatars/u1.png',
  3,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  10n,
  false,
  [],
  [{ key: 'avatars/u1.png' }],
  new Date(0),
  new Map([['key', 'avatars/u1.png']]),
  Object.create(null),
  Object.assign(Object.create(null), { key: 'avatars/u1.png' }),
  Object.create({ key: 'avatars/u1.png' }),
  JSON.parse('{"__proto__":{"key":"avatars/u1.png"}}'),
];

function bodies(): unknown[] {
  const all: unknown[] = [{}, ...oddBodies];
  for (const key of keys) {
    all.push({ key }, { key, extra: 'dropped', uid: 'someone-else' }, { picture: key }, { key, Key: key });
  }
  return all;
}

describe('avatar body parsed without zod', () => {
  it('the same body, or the same error and fields, as avatarSchema', () => {
    const { accepted, refused } = holdsTo(avatarSchema, parseAvatarBody, bodies());
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });

  it('reads the key trimmed, and nothing else', () => {
    expect(parseAvatarBody({ key: ' avatars/u1.png ', uid: 'x' })).toStrictEqual({
      ok: true,
      data: { key: 'avatars/u1.png' },
    });
    expect(parseAvatarBody({ key: 'bookCovers/u1.png' })).toStrictEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'Please upload the image again.',
        fields: { key: 'Please upload the image again.' },
      },
    });
  });
});
