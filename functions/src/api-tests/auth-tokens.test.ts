// The handlers' own token checks (the emulator checks nothing): only an unexpired id token signed by
// the pool's key, for our app client and issuer, is a member. Everything else is a 401 with the same
// plain message, and a refused transition writes nothing.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, type Member, signedUp, wishlistBody } from './client.ts';
import { emulatorSigned, idClaims, strangerSigned, tampered, unsigned } from './forged-tokens.ts';

let real: Member;
let wishlistId: string;

beforeAll(async () => {
  real = await signedUp('Tara Token');
  const owner = await signedUp('Owen Owner');
  wishlistId = expectOk(
    await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody() }),
    'create',
  ).body.id;
});

const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

const badTokens: { name: string; token: () => string }[] = [
  {
    name: 'expired',
    token: () => emulatorSigned(idClaims(real.uid, { iat: hourAgo() - 60, exp: hourAgo() })),
  },
  {
    name: 'from another issuer',
    token: () =>
      emulatorSigned(
        idClaims(real.uid, { iss: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Someone0' }),
      ),
  },
  {
    name: 'for another client',
    token: () => emulatorSigned(idClaims(real.uid, { aud: 'another-app-client-id' })),
  },
  { name: 'an access token', token: () => emulatorSigned(idClaims(real.uid, { token_use: 'access' })) },
  {
    name: 'tampered (joined the volunteers)',
    token: () => tampered(real.token, { 'cognito:groups': ['volunteers'] }),
  },
  { name: 'tampered (another member)', token: () => tampered(real.token, { sub: crypto.randomUUID() }) },
  { name: 'alg none', token: () => unsigned(idClaims(real.uid)) },
  { name: 'signed with a stranger key', token: () => strangerSigned(idClaims(real.uid)) },
  { name: 'not a JWT', token: () => 'not-a-token' },
];

describe('tokens', () => {
  it('a token from a real sign-in is a member', async () => {
    const mine = await call('GET', '/api/me/wishlists', { token: real.token });
    expect(mine.status).toBe(200);
    const detail = await call('GET', `/api/wishlists/${wishlistId}`, { token: real.token });
    expect(detail.body.viewer).toBe('member');
  });

  it('a well-formed token with the right claims is accepted (the control for the cases below)', async () => {
    const answer = await call('GET', '/api/me/wishlists', { token: emulatorSigned(idClaims(real.uid)) });
    expect(answer.status).toBe(200);
  });

  it.each(badTokens)(
    'a token $name is a 401 on member routes, public reads and transitions',
    async ({ token }) => {
      const t = token();
      for (const [method, path] of [
        ['GET', '/api/me/wishlists'],
        ['GET', `/api/wishlists/${wishlistId}`],
        ['POST', `/api/wishlists/${wishlistId}/offer`],
        ['POST', '/api/uploads'],
      ] as const) {
        const answer = await call(method, path, { token: t, body: method === 'POST' ? {} : undefined });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body).toEqual({
          error: { code: 'UNAUTHENTICATED', message: messages.common.signInRequired },
        });
      }
      const after = await call('GET', `/api/wishlists/${wishlistId}`);
      expect(after.body.status).toBe('posted');
      expect(after.body.version).toBe(1);
    },
  );

  it('a visitor is told to sign in before offering, in the spec words', async () => {
    const answer = await call('POST', `/api/wishlists/${wishlistId}/offer`, { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('Please sign in before offering to buy a book.');
  });
});
