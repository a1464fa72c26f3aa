import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { authErrorText, isUnconfirmed, isUnknownUser } from './auth-errors.ts';

const err = (code: string, message = 'provider says no') => ({ code, message });

describe('authErrorText: Cognito errors in the spec words (section 8)', () => {
  it('a wrong password or unknown email at login is the one credentials text', () => {
    expect(authErrorText('login', err('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      messages.auth.wrongCredentials,
    );
    expect(authErrorText('login', err('UserNotFoundException'))).toBe(messages.auth.wrongCredentials);
  });

  it('sign-up: email in use, invalid email, weak password', () => {
    expect(authErrorText('signup', err('UsernameExistsException'))).toBe(messages.auth.emailInUse);
    expect(authErrorText('signup', err('InvalidParameterException', 'Invalid email address format.'))).toBe(
      messages.auth.validEmail,
    );
    expect(authErrorText('signup', err('InvalidPasswordException', 'Password not long enough'))).toBe(
      messages.auth.passwordMin,
    );
  });

  it("sign-up refused by the server's name check: our text alone, without Cognito's wrapping", () => {
    for (const text of [messages.common.noWebAddress, messages.common.tooLong(100)]) {
      expect(
        authErrorText('signup', err('UserLambdaValidationException', `PreSignUp failed with error ${text}`)),
      ).toBe(text);
      // AWS adds a final full stop after our text.
      expect(
        authErrorText('signup', err('UserLambdaValidationException', `PreSignUp failed with error ${text}.`)),
      ).toBe(text);
    }
  });

  it('password change with a wrong current password: the spec words, never the provider text', () => {
    expect(authErrorText('password', err('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      messages.auth.deleteWrongPassword,
    );
    expect(authErrorText('password', err('InvalidPasswordException', 'Invalid password'))).toBe(
      messages.auth.deleteWrongPassword,
    );
    expect(
      authErrorText('password', err('InvalidPasswordException', 'Password did not conform with policy')),
    ).toBe(messages.auth.passwordMin);
  });

  it('delete account with a wrong password has its own text', () => {
    expect(authErrorText('delete', err('NotAuthorizedException'))).toBe(messages.auth.deleteWrongPassword);
  });

  it('anything else is the provider message, and a lost connection the generic text', () => {
    expect(authErrorText('login', err('LimitExceededException', 'Attempt limit exceeded'))).toBe(
      'Attempt limit exceeded',
    );
    expect(authErrorText('reset', new TypeError('Failed to fetch'))).toBe(messages.common.unexpected);
  });

  it("a failing service or the way to it is said in our words, never the provider's raw text", () => {
    expect(authErrorText('login', err('InternalErrorException', 'Internal server error'))).toBe(
      messages.common.unexpected,
    );
    expect(authErrorText('login', err('TooManyRequestsException', 'Rate exceeded'))).toBe(
      messages.common.tooManyRequests,
    );
    // The SDK reading a proxy's 502 HTML page as if it were Cognito's JSON.
    const proxyPage = new TypeError("Cannot read properties of undefined (reading 'split')");
    expect(authErrorText('login', proxyPage)).toBe(messages.common.unexpected);
    expect(authErrorText('password', proxyPage)).toBe(messages.common.unexpected);
    const noConfig = Object.assign(new Error('Could not load /config.json (HTTP 503)'), {
      name: 'ConfigError',
    });
    expect(authErrorText('login', noConfig)).toBe(messages.common.unexpected);
  });

  it('recognises the unconfirmed and unknown-user cases the flows branch on', () => {
    expect(isUnconfirmed(err('UserNotConfirmedException'))).toBe(true);
    expect(isUnconfirmed(err('NotAuthorizedException'))).toBe(false);
    expect(isUnknownUser(err('UserNotFoundException'))).toBe(true);
  });
});

describe('authErrorText: the local emulator', () => {
  it('reports a wrong password as InvalidPasswordException; at login that is the credentials text', () => {
    expect(authErrorText('login', err('InvalidPasswordException', 'Invalid password'))).toBe(
      messages.auth.wrongCredentials,
    );
    expect(authErrorText('delete', err('InvalidPasswordException', 'Invalid password'))).toBe(
      messages.auth.deleteWrongPassword,
    );
  });
});
