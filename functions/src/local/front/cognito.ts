// /_cognito/*: the Cognito shim under the same origin (local only), for the calls a browser may make.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FrontOptions } from '../front.ts';
import { proxy } from './http.ts';

/**
 * The Cognito calls a browser may make (amazon-cognito-identity-js, as the SPA uses it): the
 * user-facing API, authorised by the member's own tokens or codes. Admin* and pool management
 * stay reachable only from this machine's processes (the shim's own port), as in AWS they need IAM.
 */
const BROWSER_COGNITO_TARGETS = new Set(
  [
    'SignUp',
    'ConfirmSignUp',
    'ResendConfirmationCode',
    'InitiateAuth',
    'RespondToAuthChallenge',
    'ForgotPassword',
    'ConfirmForgotPassword',
    'ChangePassword',
    'GlobalSignOut',
    'RevokeToken',
    'GetUser',
    'UpdateUserAttributes',
    'DeleteUser',
    'GetUserAttributeVerificationCode',
    'VerifyUserAttribute',
  ].map((operation) => `AWSCognitoIdentityProviderService.${operation}`),
);

export function serveCognito(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: Pick<FrontOptions, 'cognitoShimUrl'>,
): void {
  const target = req.headers['x-amz-target'];
  if (req.method === 'POST' && (typeof target !== 'string' || !BROWSER_COGNITO_TARGETS.has(target))) {
    req.resume();
    const operation = typeof target === 'string' ? target.split('.').pop() : 'this call';
    // Cognito's own error shape, so the SDK shows it as any refused call.
    const body = JSON.stringify({
      __type: 'NotAuthorizedException',
      message: `${operation} is not available from the browser.`,
    });
    res.writeHead(400, {
      'content-type': 'application/x-amz-json-1.1',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
    return;
  }
  const rest = url.pathname.slice('/_cognito'.length) || '/';
  proxy(req, res, `${options.cognitoShimUrl}${rest}${url.search}`, [
    'content-type',
    'x-amz-target',
    'x-amz-user-agent',
    'content-length',
  ]);
}
