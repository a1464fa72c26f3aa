// The uploads function's zod-free check of POST /api/uploads, held to the web's schema
// (uploadRequestSchema): the same answer, or the same first message and fields, over many bodies.

import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UPLOAD_PURPOSES } from './constants.ts';
import { validate } from './schemas/errors.ts';
import { uploadRequestSchema } from './schemas/images.ts';
import { parseUploadRequest } from './upload-request.ts';

const ODD = [undefined, null, '', ' ', true, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, [], {}, 'x'];
const purposes = [...UPLOAD_PURPOSES, 'Cover', 'covers', 'profile', ...ODD];
const types = [...IMAGE_TYPES, 'image/gif', 'IMAGE/PNG', 'text/plain', 'image/png ', ...ODD];
const sizes = [
  1,
  2,
  1000,
  IMAGE_MAX_BYTES - 1,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_BYTES + 1,
  2 ** 53,
  2 ** 53 - 1,
  -0,
  '100',
  ...ODD,
];

function bodies(): unknown[] {
  const all: unknown[] = [];
  for (const purpose of purposes) {
    for (const contentType of types) {
      for (const size of sizes) all.push({ purpose, contentType, size });
    }
  }
  // Missing fields, extra fields (dropped), and bodies that are no object at all.
  all.push(
    {},
    { purpose: 'cover' },
    { purpose: 'cover', contentType: 'image/png' },
    { contentType: 'image/png', size: 5 },
  );
  all.push({ purpose: 'avatar', contentType: 'image/webp', size: 9, extra: 'x', uid: 'someone-else' });
  return all;
}

describe('parseUploadRequest', () => {
  it('answers every body as the upload schema does: the request, or the same first message and fields', () => {
    const all = bodies();
    expect(all.length).toBeGreaterThan(4000);
    for (const body of all) {
      expect(parseUploadRequest(body), JSON.stringify(body)).toStrictEqual(
        validate(uploadRequestSchema, body),
      );
    }
  });

  it('passes a good request through with only its three fields', () => {
    expect(
      parseUploadRequest({ purpose: 'cover', contentType: 'image/png', size: 100, key: 'x' }),
    ).toStrictEqual({
      ok: true,
      data: { purpose: 'cover', contentType: 'image/png', size: 100 },
    });
  });
});
