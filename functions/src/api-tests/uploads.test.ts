// Images: /api/uploads signs a PUT pinned to the content type and length; a form may then refer to
// the key only if it is the caller's own upload, exists, is at most 1 MB and starts with PNG or JPEG
// bytes. The emulator checks no signature, so the refusals below are our handlers' own.

import { messages } from '@bookwish/shared/domain/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../local/test-helpers.ts';
import { baseUrl, call, expectOk, type Member, signedUp, wishlistBody } from './client.ts';

// Real (decodable) pictures: attach processes them with sharp (see images.test.ts for the pipeline).
let PNG: Buffer;
let JPEG: Buffer;

let ana: Member;
let ben: Member;

beforeAll(async () => {
  const picture = sharp({ create: { width: 40, height: 60, channels: 3, background: '#4a7' } });
  PNG = await picture.clone().png().toBuffer();
  JPEG = await picture.clone().jpeg().toBuffer();
  ana = await signedUp('Ana Uploader');
  ben = await signedUp('Ben Uploader');
});

async function ticket(who: Member, purpose: string, contentType: string, size: number) {
  return call('POST', '/api/uploads', { token: who.token, body: { purpose, contentType, size } });
}

async function upload(
  who: Member,
  purpose: string,
  bytes: Buffer,
  contentType = 'image/png',
  declared = bytes.length,
) {
  const t = expectOk(await ticket(who, purpose, contentType, declared), 'ticket');
  const put = await fetch(t.body.uploadUrl, {
    method: 'PUT',
    headers: { ...t.body.headers },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return t.body.key as string;
}

async function myWishlistCount(who: Member): Promise<number> {
  return (await call('GET', '/api/me/wishlists?role=wisher', { token: who.token })).body.items.length;
}

describe('upload tickets', () => {
  it('sign the content type and the content length, expire in 5 minutes, and use our key', async () => {
    const t = await ticket(ana, 'cover', 'image/png', 1234);
    expect(t.status).toBe(200);
    const url = new URL(t.body.uploadUrl);
    const signed = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    // No checksum of an empty body baked into the URL (the browser's bytes would fail it).
    expect(url.search).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);
    expect(t.body.key).toMatch(new RegExp(`^bookCovers/${ana.uid}-\\d+-[a-z0-9]+\\.png$`));
    expect(t.body.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it.each([
    { purpose: 'cover', contentType: 'image/gif', size: 100, message: messages.wishlist.coverType },
    { purpose: 'cover', contentType: 'image/png', size: 1_048_577, message: messages.wishlist.coverTooBig },
    { purpose: 'thankYou', contentType: 'text/plain', size: 100, message: messages.post.thankYouPhotoType },
    { purpose: 'avatar', contentType: 'image/webp', size: 100, message: messages.auth.avatarType },
    { purpose: 'avatar', contentType: 'image/jpeg', size: 2_000_000, message: messages.auth.avatarTooBig },
  ])('refuse $contentType of $size bytes for $purpose', async ({ purpose, contentType, size, message }) => {
    const t = await ticket(ana, purpose, contentType, size);
    expect(t.status).toBe(400);
    expect(t.body.error.message).toBe(message);
  });
});

describe('forms that refer to an uploaded image', () => {
  it('accept the caller own PNG cover and serve its processed WebP under /images/', async () => {
    const key = await upload(ana, 'cover', PNG);
    const created = await call('POST', '/api/wishlists', {
      token: ana.token,
      body: { ...wishlistBody(), coverKey: key },
    });
    expect(created.status).toBe(201);
    expect(created.body.coverURL).toMatch(/^\/images\/processed\/bookCovers\/[0-9a-f-]{36}\/w40\.webp$/);
    const served = await fetch(`${baseUrl()}${created.body.coverURL}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    {
      name: 'a key of another member',
      key: () => upload(ben, 'cover', PNG),
      message: messages.post.invalidImage,
    },
    {
      name: 'a key with nothing uploaded',
      key: async () => expectOk(await ticket(ana, 'cover', 'image/png', 100), 'ticket').body.key as string,
      message: messages.post.invalidImage,
    },
    {
      // s3rver ignores signatures, so this is what a client bypassing the signed length could do.
      name: 'an object over 1 MB',
      key: () => upload(ana, 'cover', Buffer.concat([PNG, Buffer.alloc(1_048_577)]), 'image/png', 1000),
      message: messages.wishlist.coverTooBig,
    },
    {
      name: 'a text file named .png',
      key: () => upload(ana, 'cover', Buffer.from('just some text, not an image at all')),
      message: messages.wishlist.coverType,
    },
    {
      name: 'a key for another purpose (avatar)',
      key: () => upload(ana, 'avatar', PNG),
      message: messages.post.invalidImage,
    },
  ])('refuse $name and create nothing', async ({ key, message }) => {
    const coverKey = await key();
    const before = await myWishlistCount(ana);
    const answer = await call('POST', '/api/wishlists', {
      token: ana.token,
      body: { ...wishlistBody(), coverKey },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'VALIDATION', message, fields: { coverKey: message } });
    expect(await myWishlistCount(ana)).toBe(before);
  });

  it('closes a treat with a JPEG thank-you photo, and refuses a text file as one', async () => {
    const [treater, requester] = [ben, ana];
    const id: string = expectOk(
      await call('POST', '/api/treats', {
        token: treater.token,
        body: { title: 'Holes', shippingDestination: 'Canada' },
      }),
      'treat',
    ).body.id;
    expectOk(
      await call('POST', `/api/treats/${id}/request`, {
        token: requester.token,
        body: { shippingAddress: '5 Elm St', requestMessage: 'Please' },
      }),
      'request',
    );
    expectOk(await call('POST', `/api/treats/${id}/ship`, { token: treater.token, body: {} }), 'ship');
    const text = await upload(requester, 'thankYou', Buffer.from('hello'));
    const refused = await call('POST', `/api/treats/${id}/close`, {
      token: requester.token,
      body: { thankYouNote: 'Thanks', thankYouPhotoKey: text },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.post.thankYouPhotoType);
    const photo = await upload(requester, 'thankYou', JPEG, 'image/jpeg');
    const closed = await call('POST', `/api/treats/${id}/close`, {
      token: requester.token,
      body: { thankYouNote: 'Thanks', thankYouPhotoKey: photo },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.thankYouPhotoURL).toMatch(/^\/images\/processed\/thankYouPhotos\/.+\.webp$/);
  });

  it('sets the avatar as the Cognito picture, and refuses a text file with "wrong file type"', async () => {
    const text = await upload(ana, 'avatar', Buffer.from('not an image'));
    const refused = await call('PUT', '/api/me/avatar', { token: ana.token, body: { key: text } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('wrong file type');
    const key = await upload(ana, 'avatar', PNG);
    const set = await call('PUT', '/api/me/avatar', { token: ana.token, body: { key } });
    expect(set.status).toBe(200);
    expect(set.body.picture).toMatch(/^\/images\/processed\/avatars\/.+\/avatar-40\.webp$/);
    // The next sign-in carries the new picture in the id token.
    const account = ana.account;
    if (!account) throw new Error('signed-up member expected');
    const fresh = await login(account.email, account.password);
    const claims = JSON.parse(Buffer.from(fresh.idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims.picture).toBe(set.body.picture);
  });
});
