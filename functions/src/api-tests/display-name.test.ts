// The display name and a post's title and author reach other members' inboxes, so the server checks
// them: at sign-up (the Cognito shim applies AWS's pre-sign-up trigger), on change (PUT
// /api/me/profile; the app client may not write `name` itself) and on posting. Each refusal has a
// clear message and stores nothing.

import {
  AdminGetUserCommand,
  GetUserCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { cognito } from '../aws/cognito.ts';
import { config } from '../config.ts';
import { call, expectOk, signedUp } from './client.ts';

const LONG = 'x'.repeat(2048);
const LINKED = 'Herbert https://bookwish-verify.example';

async function failure(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  return { name: 'no error', message: '' };
}

async function userExists(email: string): Promise<boolean> {
  const found = await failure(
    cognito().send(new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: email })),
  );
  return found.name === 'no error';
}

describe('sign-up', () => {
  it.each([
    ['2,048 characters', LONG, messages.common.tooLong(100)],
    ['a web address', LINKED, messages.common.noWebAddress],
  ])('a name of %s is refused with its message and no account is made', async (_what, name, message) => {
    const email = `name-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const refused = await failure(
      cognito().send(
        new SignUpCommand({
          ClientId: config().userPoolClientId,
          Username: email,
          Password: 'secret-pass-1',
          ValidationData: [{ Name: 'name', Value: name }],
        }),
      ),
    );
    expect(refused).toEqual({
      name: 'UserLambdaValidationException',
      message: `PreSignUp failed with error ${message}`,
    });
    expect(await userExists(email)).toBe(false);
  });

  it('a name written as an attribute by the app client is refused, as the client may not write it', async () => {
    const email = `attr-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const refused = await failure(
      cognito().send(
        new SignUpCommand({
          ClientId: config().userPoolClientId,
          Username: email,
          Password: 'secret-pass-1',
          UserAttributes: [{ Name: 'name', Value: 'Any Text At All' }],
          ValidationData: [{ Name: 'name', Value: 'Ann' }],
        }),
      ),
    );
    expect(refused.name).toBe('NotAuthorizedException');
    expect(await userExists(email)).toBe(false);
  });
});

describe('changing the display name', () => {
  it('goes through PUT /api/me/profile: refused with its message and unchanged, or set when fine', async () => {
    const ann = await signedUp('Ann Original');
    const access = ann.account?.accessToken ?? '';
    const nameNow = async () =>
      (await cognito().send(new GetUserCommand({ AccessToken: access }))).UserAttributes?.find(
        (a) => a.Name === 'name',
      )?.Value;

    for (const [displayName, message] of [
      [LONG, messages.common.tooLong(100)],
      [LINKED, messages.common.noWebAddress],
      ['   ', messages.auth.displayNameRequired],
    ] as const) {
      const refused = await call('PUT', '/api/me/profile', { token: ann.token, body: { displayName } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect(await nameNow()).toBe('Ann Original');

    // The browser cannot write it past the server.
    const direct = await failure(
      cognito().send(
        new UpdateUserAttributesCommand({
          AccessToken: access,
          UserAttributes: [{ Name: 'name', Value: LINKED }],
        }),
      ),
    );
    expect(direct.name).toBe('NotAuthorizedException');
    expect(await nameNow()).toBe('Ann Original');

    expectOk(
      await call('PUT', '/api/me/profile', { token: ann.token, body: { displayName: ' Ann Renamed ' } }),
      'rename',
    );
    expect(await nameNow()).toBe('Ann Renamed');
  });

  it('a visitor cannot change a name', async () => {
    expect((await call('PUT', '/api/me/profile', { body: { displayName: 'Nobody' } })).status).toBe(401);
  });
});

describe('posting', () => {
  it('a title or author with a web address is refused with its message and nothing is posted', async () => {
    const herbert = await signedUp('Herbert');
    const treat = {
      title: 'Dune: ACTION REQUIRED - verify your account at https://bookwish-verify.example',
      author: 'Frank Herbert',
      shippingDestination: 'Canada',
      types: ['Fiction'],
    };
    const refused = await call('POST', '/api/treats', { token: herbert.token, body: treat });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.common.noWebAddress);
    const byAuthor = await call('POST', '/api/wishlists', {
      token: herbert.token,
      body: {
        title: 'Dune',
        author: 'see www.dune-deals.ca',
        destination: 'Canada',
        purchaseLink: 'https://books.example.ca/dune',
        price: '$20',
      },
    });
    expect(byAuthor.status).toBe(400);
    expect(byAuthor.body.error.message).toBe(messages.common.noWebAddress);
    for (const list of ['/api/me/treats', '/api/me/wishlists']) {
      expect((await call('GET', list, { token: herbert.token })).body.items).toHaveLength(0);
    }
  });
});
