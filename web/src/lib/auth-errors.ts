// Cognito's exceptions, in the spec's words (section 8). Where the spec says "the provider's message",
// that is Cognito's message for a member's own doing (a wrong code, too many tries); a failure of the
// service or the way to it (an internal error, a throttle, a proxy's HTML page the SDK cannot read, a
// missing /config.json) is said in our words, never the provider's raw text.

import { serverText, t } from './i18n/i18n.ts';

export type AuthContext = 'login' | 'signup' | 'reset' | 'confirm' | 'password' | 'delete';

interface ProviderError {
  code?: string;
  name?: string;
  message?: string;
}

/** Cognito exceptions whose message speaks to the member about what they did; any other failure
 * (InternalErrorException, TooManyRequestsException, a TypeError from a page that was not Cognito's
 * JSON, a ConfigError) gets our text. */
const MEMBER_FACING = new Set([
  'AliasExistsException',
  'CodeDeliveryFailureException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidParameterException',
  'InvalidPasswordException',
  'LimitExceededException',
  'NotAuthorizedException',
  'PasswordResetRequiredException',
  'TooManyFailedAttemptsException',
  'UserNotConfirmedException',
  'UserNotFoundException',
  'UsernameExistsException',
  // The server's sign-up check: its text is ours, unwrapped below.
  'UserLambdaValidationException',
]);

export function authErrorText(context: AuthContext, error: unknown): string {
  const e = (error ?? {}) as ProviderError;
  const code = e.code ?? e.name ?? '';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('msg.connection.offline');
  if (code === 'TooManyRequestsException') return t('msg.common.tooManyRequests');
  // Cognito did not answer within our time limit (auth-cognito.ts), as an API call can time out.
  if (code === 'TimeLimitExceeded') return t('msg.connection.timedOut');
  // A dropped connection, the service failing, a proxy's page: nothing a member can act on.
  if (!MEMBER_FACING.has(code)) return t('msg.common.unexpected');
  const provider = e.message?.trim() || t('msg.common.unexpected');
  // The server's sign-up check (Cognito's pre-sign-up trigger) refused: Cognito wraps our text as
  // "PreSignUp failed with error <text>."; the member reads our text alone.
  if (code === 'UserLambdaValidationException') {
    return serverText(
      /failed with error (.+?)\.?$/s
        .exec(provider)?.[1]
        ?.trim()
        .replace(/([^.!?])$/, '$1.') ?? provider,
    );
  }
  switch (context) {
    case 'login':
      // Cognito says NotAuthorized for a wrong password; the local emulator says InvalidPassword.
      if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(code)) {
        return t('msg.auth.wrongCredentials');
      }
      if (code === 'InvalidParameterException' && /email|username/i.test(provider))
        return t('msg.auth.validEmail');
      return provider;
    case 'signup':
      if (code === 'UsernameExistsException' || code === 'AliasExistsException')
        return t('msg.auth.emailInUse');
      if (code === 'InvalidPasswordException') return t('msg.auth.passwordMin');
      if (code === 'InvalidParameterException') {
        return /password/i.test(provider) ? t('msg.auth.passwordMin') : t('msg.auth.validEmail');
      }
      return provider;
    case 'reset':
      if (code === 'InvalidParameterException' && /email|username/i.test(provider))
        return t('msg.auth.validEmail');
      if (code === 'InvalidPasswordException') return t('msg.auth.passwordMin');
      return provider;
    case 'delete':
      if (code === 'NotAuthorizedException' || code === 'InvalidPasswordException') {
        return t('msg.auth.deleteWrongPassword');
      }
      return provider;
    case 'password':
      // A wrong current password (the re-authentication before the change) gets the spec's words for a
      // wrong password, as account deletion does; the emulator says InvalidPassword for it, Cognito
      // NotAuthorized. A new password the pool refuses is the spec's minimum. Else the provider's text.
      if (code === 'InvalidPasswordException' && /long enough|policy|length|conform/i.test(provider)) {
        return t('msg.auth.passwordMin');
      }
      if (code === 'NotAuthorizedException' || code === 'InvalidPasswordException') {
        return t('msg.auth.deleteWrongPassword');
      }
      return provider;
    case 'confirm':
      return provider;
  }
}

/** Reset requests for an unknown email succeed silently: the spec's success text already says an
 * unregistered address gets no email, and we do not reveal who has an account. */
export function isUnknownUser(error: unknown): boolean {
  const e = (error ?? {}) as ProviderError;
  return (e.code ?? e.name) === 'UserNotFoundException';
}

export function isUnconfirmed(error: unknown): boolean {
  const e = (error ?? {}) as ProviderError;
  return (e.code ?? e.name) === 'UserNotConfirmedException';
}
