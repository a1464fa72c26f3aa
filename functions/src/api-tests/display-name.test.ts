// The display name and a post's title and author reach other members' inboxes, so the server checks
// them: at sign-up (the Cognito shim applies AWS's pre-sign-up trigger), on change (PUT
// /api/me/profile; the app client may not write `name` itself) and on posting; the messages others
// read (a wish's message, a thank-you note) are checked too. Each refusal has a clear message and
// stores nothing; a name that is a name ("Anna.Kim") is not refused.

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
import { call, expectOk, signedUp, wishlistBody } from './client.ts';
import { wishlistAt } from './lifecycles.ts';

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

/** A sign-up as the web client sends it: the display name goes as validation data. What it answers, or
 * "no error"; the account is made only when it is accepted. */
function signUp(
  tag: string,
  name: string,
  more: { UserAttributes?: { Name: string; Value: string }[] } = {},
): { email: string; answer: Promise<{ name: string; message: string }> } {
  const email = `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const answer = failure(
    cognito().send(
      new SignUpCommand({
        ClientId: config().userPoolClientId,
        Username: email,
        Password: 'secret-pass-1',
        ValidationData: [{ Name: 'name', Value: name }],
        ...more,
      }),
    ),
  );
  return { email, answer };
}

describe('sign-up', () => {
  it.each([
    ['2,048 characters', LONG, messages.common.tooLong(100)],
    ['a web address', LINKED, messages.common.noWebAddress],
  ])('a name of %s is refused with its message and no account is made', async (_what, name, message) => {
    const { email, answer } = signUp('name', name);
    const refused = await answer;
    expect(refused).toEqual({
      name: 'UserLambdaValidationException',
      message: `PreSignUp failed with error ${message}`,
    });
    expect(await userExists(email)).toBe(false);
  });

  it.each(['Anna.Kim', 'Sarah.Green', 'Wei.Wang'])('a first.last name is accepted: %s', async (name) => {
    const { email, answer } = signUp('dotted', name);
    const made = await answer;
    expect(made).toEqual({ name: 'no error', message: '' });
    expect(await userExists(email)).toBe(true);
  });

  it('a name written as an attribute by the app client is refused, as the client may not write it', async () => {
    const { email, answer } = signUp('attr', 'Ann', {
      UserAttributes: [{ Name: 'name', Value: 'Any Text At All' }],
    });
    const refused = await answer;
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

    // A name whose parts end in a top-level domain is still a name.
    expectOk(
      await call('PUT', '/api/me/profile', { token: ann.token, body: { displayName: 'Anna.Kim' } }),
      'rename',
    );
    expect(await nameNow()).toBe('Anna.Kim');
    // A look-alike letter does not make an address pass.
    const lookAlike = await call('PUT', '/api/me/profile', {
      token: ann.token,
      body: { displayName: 'Bookwish bookwish.supp\u0585rt' },
    });
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.body.error.message).toBe(messages.common.noWebAddress);
    // A name that is a site, as a member would type it into a browser.
    const site = await call('PUT', '/api/me/profile', {
      token: ann.token,
      body: { displayName: 'Freebooks.help' },
    });
    expect(site.status).toBe(400);
    expect(site.body.error.message).toBe(messages.common.noWebAddress);
    expect(await nameNow()).toBe('Anna.Kim');
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

describe('messages others read', () => {
  it('a wish whose message holds an address is refused with its message and nothing is posted', async () => {
    const wisher = await signedUp('Wendy Wisher');
    const refused = await call('POST', '/api/wishlists', {
      token: wisher.token,
      body: {
        ...wishlistBody('Dune'),
        message: 'Verify your account at https://bookwish-help.support/login',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.common.noWebAddressInMessage);
    expect((await call('GET', '/api/me/wishlists', { token: wisher.token })).body.items).toHaveLength(0);

    const posted = await call('POST', '/api/wishlists', {
      token: wisher.token,
      body: { ...wishlistBody('Dune'), message: 'Thank you!It would mean a lot.Love, Anna.Kim' },
    });
    expectOk(posted, 'a message with lost spaces');
  });

  it('a thank-you note that holds an address is refused and the gift stays open to thank', async () => {
    const wisher = await signedUp('Tess Thanks');
    const giver = await signedUp('Gil Giver');
    const id = await wishlistAt('fulfilled', wisher, giver);
    const refused = await call('POST', `/api/wishlists/${id}/close`, {
      token: wisher.token,
      body: { thankYouNote: 'Thanks! Claim a free book at bookwish\u2022help', onWall: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.common.noWebAddressInMessage);
    expect((await call('GET', `/api/wishlists/${id}`, { token: wisher.token })).body.status).toBe(
      'fulfilled',
    );

    expectOk(
      await call('POST', `/api/wishlists/${id}/close`, {
        token: wisher.token,
        body: { thankYouNote: 'It arrived today.Love it', onWall: true },
      }),
      'a note with a lost space',
    );
  });
});
