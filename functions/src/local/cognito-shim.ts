// A thin HTTP shim in front of cognito-local speaking Cognito's X-Amz-Target JSON protocol. It fills
// the gaps measured in cognito-local 5.3.0 so the SPA and handlers see Cognito's behaviour:
//   - ResendConfirmationCode, GlobalSignOut and AdminUserGlobalSignOut are missing: implemented here.
//   - the pool's password policy (minimum 6) is not enforced: checked here (InvalidPasswordException).
//   - id tokens lack `name` and `picture`: re-signed here with cognito-local's own key, adding them.
//   - ConfirmSignUp does not set email_verified: set here after a successful confirmation.
//   - the app client's PreventUserExistenceErrors is ignored: unknown emails are masked here, as in AWS.
//   - a wrong password (sign-in, change) is InvalidPasswordException: Cognito says NotAuthorizedException.
//   - AdminListGroupsForUser by email finds the user but none of their groups (it matches the email
//     against the members' user names): the user's own name is used here, as Cognito does.
//   - a refresh resets auth_time to now: Cognito keeps the original sign-in time.
//   - a disabled user (AdminDisableUser: a suspension) still signs in and refreshes: Cognito refuses
//     both with NotAuthorizedException "User is disabled.".
//   - AWS's sign-up triggers (the display name, sent as ValidationData, checked by the profile rules
//     and then stored as `name`) and the app client's write attributes (no `name`: only the server
//     sets it, PUT /api/me/profile afterwards) are applied here.
// Everything else is forwarded untouched.

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { displayNameProblem } from '@bookwish/shared/domain/schemas/accounts';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { attributeValue } from 'cognito-local/lib/services/userPoolService.js';
import type { CognitoEmulator } from './cognito-emulator.ts';
import { decodeJwt, signJwt, verifyJwt } from './cognito-jwt.ts';
import { freeLowPort } from './free-port.ts';

/** The user pool's Lambda triggers the shim plays in-line (signUp and confirmSignUp below), as the CDK
 * app attaches them to the pool (infra/src/sign-up-triggers.ts): template-twins.test.ts checks the
 * synthesized pool has exactly these. */
export const SHIM_TRIGGERS = ['PreSignUp', 'PostConfirmation'] as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';
const MAX_BODY = 1024 * 1024;

/** Calls authorised by an access token: refused once the member signed out everywhere. */
const ACCESS_TOKEN_TARGETS = new Set([
  'GetUser',
  'ChangePassword',
  'DeleteUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'SetUserMFAPreference',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
]);

/** Calls that set a password, and the request field holding it. */
const PASSWORD_FIELDS: Record<string, string> = {
  SignUp: 'Password',
  ChangePassword: 'ProposedPassword',
  ConfirmForgotPassword: 'Password',
  AdminSetUserPassword: 'Password',
  AdminCreateUser: 'TemporaryPassword',
};

/** Calls whose answer may carry tokens. */
const TOKEN_TARGETS = new Set(['InitiateAuth', 'AdminInitiateAuth', 'RespondToAuthChallenge']);

/** Stored on the user record: tokens issued at or before this second are revoked. */
const SIGNED_OUT_AT = 'BookwishSignedOutAt';

class ShimError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Reply {
  status: number;
  body: string;
  contentType: string;
}

const json = (status: number, value: unknown): Reply => ({
  status,
  body: JSON.stringify(value),
  contentType: JSON_TYPE,
});

export interface CognitoShim {
  url: string;
  stop(): Promise<void>;
}

export async function startCognitoShim(emulator: CognitoEmulator): Promise<CognitoShim> {
  const { services, ctx } = emulator;

  async function poolForClient(clientId: unknown): Promise<UserPoolService> {
    if (typeof clientId !== 'string')
      throw new ShimError('InvalidParameterException', 'ClientId is required.');
    return services.cognito.getUserPoolForClientId(ctx, clientId);
  }

  /** The pool's minimum length (6 for Bookwish), checked like Cognito does. */
  function checkPassword(pool: UserPoolService, password: unknown): void {
    const min = pool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
    if (typeof password !== 'string' || password.length < min) {
      throw new ShimError(
        'InvalidPasswordException',
        'Password did not conform with policy: Password not long enough',
      );
    }
  }

  async function poolForAccessToken(
    token: unknown,
  ): Promise<{ pool: UserPoolService; user: User; claims: Record<string, unknown> }> {
    const claims = typeof token === 'string' ? verifyJwt(token) : null;
    if (claims?.token_use !== 'access') throw new ShimError('NotAuthorizedException', 'Invalid Access Token');
    const pool = await poolForClient(claims.client_id);
    const user = await pool.getUserByUsername(ctx, String(claims.username ?? claims.sub));
    if (!user) throw new ShimError('NotAuthorizedException', 'Invalid Access Token');
    const signedOutAt = (user as User & { [SIGNED_OUT_AT]?: number })[SIGNED_OUT_AT];
    if (signedOutAt !== undefined && typeof claims.iat === 'number' && claims.iat <= signedOutAt) {
      throw new ShimError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return { pool, user, claims };
  }

  async function resendConfirmationCode(req: Record<string, unknown>): Promise<Reply> {
    const pool = await poolForClient(req.ClientId);
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (!user) throw new ShimError('UserNotFoundException', 'Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED')
      throw new ShimError('InvalidParameterException', 'User is already confirmed.');
    const email = attributeValue('email', user.Attributes);
    if (!email) throw new ShimError('InvalidParameterException', 'User has no email to send a code to.');
    const code = services.otp();
    const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } as const;
    await services.messages.deliver(
      ctx,
      'ResendCode',
      String(req.ClientId),
      pool.options.Id,
      user,
      code,
      undefined,
      details,
    );
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
    return json(200, { CodeDeliveryDetails: { ...details, Destination: maskEmail(email) } });
  }

  async function globalSignOut(req: Record<string, unknown>): Promise<Reply> {
    const { pool, user } = await poolForAccessToken(req.AccessToken);
    const now = Date.now();
    const second = Math.floor(now / 1000);
    await pool.saveUser(ctx, { ...user, RefreshTokens: [], [SIGNED_OUT_AT]: second } as User);
    // Tokens carry whole seconds: wait for the next one so a sign-in right after is not revoked too.
    await new Promise((resolve) => setTimeout(resolve, (second + 1) * 1000 - now + 5));
    return json(200, {});
  }

  /** The API's sign-out everywhere and password change: same effect as GlobalSignOut, by user name. */
  async function adminUserGlobalSignOut(req: Record<string, unknown>): Promise<Reply> {
    if (typeof req.UserPoolId !== 'string')
      throw new ShimError('InvalidParameterException', 'UserPoolId is required.');
    const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (!user) throw new ShimError('UserNotFoundException', 'User does not exist.');
    const second = Math.floor(Date.now() / 1000);
    await pool.saveUser(ctx, { ...user, RefreshTokens: [], [SIGNED_OUT_AT]: second } as User);
    return json(200, {});
  }

  async function adminListGroupsForUser(req: Record<string, unknown>): Promise<Reply> {
    if (typeof req.UserPoolId !== 'string')
      throw new ShimError('InvalidParameterException', 'UserPoolId is required.');
    const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (!user) throw new ShimError('UserNotFoundException', 'User does not exist.');
    const groups = (await pool.listGroups(ctx)).filter((g) => g.members?.includes(user.Username));
    return json(200, {
      Groups: groups.map((g) => ({ GroupName: g.GroupName, UserPoolId: req.UserPoolId })),
    });
  }

  /** The checked display name (ValidationData) becomes the user's `name`, as AWS's pre-sign-up and
   * post-confirmation triggers do (infra/src/sign-up-triggers.ts). */
  async function signUp(req: Record<string, unknown>, forward: () => Promise<Reply>): Promise<Reply> {
    const reply = await forward();
    if (reply.status !== 200) return reply;
    const pool = await poolForClient(req.ClientId);
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (user) {
      const others = user.Attributes.filter((a) => a.Name !== 'name');
      await pool.saveUser(ctx, {
        ...user,
        Attributes: [...others, { Name: 'name', Value: signUpName(req).trim() }],
      });
    }
    return reply;
  }

  async function confirmSignUp(req: Record<string, unknown>, forward: () => Promise<Reply>): Promise<Reply> {
    const reply = await forward();
    if (reply.status !== 200) return reply;
    const pool = await poolForClient(req.ClientId);
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (user) {
      const others = user.Attributes.filter((a) => a.Name !== 'email_verified');
      await pool.saveUser(ctx, {
        ...user,
        Attributes: [...others, { Name: 'email_verified', Value: 'true' }],
      });
    }
    return reply;
  }

  /** Adds the user's standard attributes (name, picture, ...) to the id token, as Cognito does. */
  /** Adds the user's standard attributes (name, picture, ...) to the id token, as Cognito does. After
   * a refresh, both tokens keep the original sign-in's auth_time (cognito-local resets it to now), so
   * "recently re-authenticated" checks mean the same here as in AWS. */
  async function enrichTokens(request: Record<string, unknown>, reply: Reply): Promise<Reply> {
    if (reply.status !== 200) return reply;
    const body = JSON.parse(reply.body) as {
      AuthenticationResult?: { IdToken?: string; AccessToken?: string };
    };
    const idToken = body.AuthenticationResult?.IdToken;
    if (!idToken) return reply;
    const decoded = decodeJwt(idToken);
    if (!decoded) return reply;
    const pool = await poolForClient(decoded.payload.aud);
    const user = await pool.getUserByUsername(
      ctx,
      String(decoded.payload['cognito:username'] ?? decoded.payload.sub),
    );
    if (!user) return reply;
    const extra: Record<string, unknown> = {};
    for (const { Name, Value } of user.Attributes) {
      if (!Name || Value === undefined || Name === 'sub' || Name.startsWith('custom:')) continue;
      extra[Name] = Name.endsWith('_verified') ? Value === 'true' : Value;
    }
    const authTime = originalAuthTime(request);
    if (authTime !== undefined) extra.auth_time = authTime;
    const result = {
      ...body.AuthenticationResult,
      IdToken: signJwt(decoded.header, { ...decoded.payload, ...extra }),
    };
    const access = result.AccessToken ? decodeJwt(result.AccessToken) : null;
    if (access && authTime !== undefined) {
      result.AccessToken = signJwt(access.header, { ...access.payload, auth_time: authTime });
    }
    return json(200, { ...body, AuthenticationResult: result });
  }

  /** The user a sign-in names: USERNAME for a password, the refresh token's user for a refresh. */
  async function signingInUser(request: Record<string, unknown>): Promise<User | null> {
    const pool =
      typeof request.UserPoolId === 'string'
        ? await services.cognito.getUserPool(ctx, request.UserPoolId)
        : await poolForClient(request.ClientId);
    const parameters = (request.AuthParameters ?? {}) as Record<string, unknown>;
    const refresh = parameters.REFRESH_TOKEN;
    const claims = typeof refresh === 'string' ? decodeJwt(refresh)?.payload : undefined;
    const name = claims ? (claims['cognito:username'] ?? claims.username ?? claims.sub) : parameters.USERNAME;
    return typeof name === 'string' ? pool.getUserByUsername(ctx, name) : null;
  }

  /** Cognito refuses every sign-in of a disabled user, a refresh too (cognito-local ignores Enabled). */
  async function refuseDisabled(request: Record<string, unknown>): Promise<void> {
    const user = await signingInUser(request);
    if (user?.Enabled === false) throw new ShimError('NotAuthorizedException', 'User is disabled.');
  }

  /** For a refresh: when the member last typed their password (the refresh token's issue time). */
  function originalAuthTime(request: Record<string, unknown>): number | undefined {
    const flow = request.AuthFlow;
    if (flow !== 'REFRESH_TOKEN_AUTH' && flow !== 'REFRESH_TOKEN') return undefined;
    const parameters = request.AuthParameters as Record<string, unknown> | undefined;
    const token = parameters?.REFRESH_TOKEN;
    const iat = typeof token === 'string' ? decodeJwt(token)?.payload.iat : undefined;
    return typeof iat === 'number' ? iat : undefined;
  }

  async function forwardRaw(req: IncomingMessage, body: Buffer): Promise<Reply> {
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amz-target', 'authorization']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${emulator.url}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    return {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type') ?? JSON_TYPE,
    };
  }

  /** Cognito's answers where cognito-local differs: a wrong password is NotAuthorizedException; and with
   * PreventUserExistenceErrors (set on our app client, as in the CDK stack) an unknown email looks like
   * a wrong password at sign-in, and like a sent code for reset or resend. */
  function matchCognitoErrors(target: string, request: Record<string, unknown>, reply: Reply): Reply {
    const signIn = target === 'InitiateAuth' || target === 'AdminInitiateAuth';
    const checksPassword = signIn || target === 'ChangePassword';
    if (checksPassword && reply.status === 400 && reply.body.includes('"InvalidPasswordException"')) {
      return json(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    if (reply.status !== 400 || !reply.body.includes('UserNotFoundException')) return reply;
    if (signIn) {
      return json(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    if (target === 'ForgotPassword' || target === 'ResendConfirmationCode') {
      const destination = maskEmail(String(request.Username ?? ''));
      return json(200, {
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: destination },
      });
    }
    return reply;
  }

  async function handle(req: IncomingMessage, body: Buffer): Promise<Reply> {
    const forward = () => forwardRaw(req, body);
    const targetHeader = req.headers['x-amz-target'];
    if (req.method !== 'POST' || typeof targetHeader !== 'string') return forward();
    const target = targetHeader.startsWith(TARGET_PREFIX)
      ? targetHeader.slice(TARGET_PREFIX.length)
      : targetHeader;
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      throw new ShimError('SerializationException', 'Request body is not valid JSON.');
    }
    if (ACCESS_TOKEN_TARGETS.has(target) && target !== 'GlobalSignOut')
      await poolForAccessToken(request.AccessToken);
    if (target === 'SignUp' || target === 'UpdateUserAttributes') checkWritableAttributes(request);
    if (target === 'SignUp') checkSignUpName(request);
    const passwordField = PASSWORD_FIELDS[target];
    if (passwordField) {
      const pool =
        target.startsWith('Admin') || request.UserPoolId
          ? await services.cognito.getUserPool(ctx, String(request.UserPoolId))
          : target === 'ChangePassword'
            ? (await poolForAccessToken(request.AccessToken)).pool
            : await poolForClient(request.ClientId);
      checkPassword(pool, request[passwordField]);
    }
    return matchCognitoErrors(target, request, await route(target, request, forward));
  }

  async function route(
    target: string,
    request: Record<string, unknown>,
    forward: () => Promise<Reply>,
  ): Promise<Reply> {
    switch (target) {
      case 'ResendConfirmationCode':
        return resendConfirmationCode(request).catch((error: unknown) => errorReply(error));
      case 'GlobalSignOut':
        return globalSignOut(request);
      case 'AdminListGroupsForUser':
        return adminListGroupsForUser(request).catch((error: unknown) => errorReply(error));
      case 'AdminUserGlobalSignOut':
        return adminUserGlobalSignOut(request).catch((error: unknown) => errorReply(error));
      case 'ConfirmSignUp':
        return confirmSignUp(request, forward);
      case 'SignUp':
        return signUp(request, forward);
      case 'InitiateAuth':
      case 'AdminInitiateAuth':
        await refuseDisabled(request);
        return enrichTokens(request, await forward());
      default:
        return TOKEN_TARGETS.has(target) ? enrichTokens(request, await forward()) : forward();
    }
  }

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    // The SPA calls Cognito from the browser; same-origin through the front, but allow any origin
    // like Cognito does (Vite's dev server, tools).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      handle(req, Buffer.concat(chunks))
        .catch((error: unknown) => {
          const code = error instanceof ShimError ? error.code : (error as { code?: unknown })?.code;
          if (typeof code === 'string') return json(400, { __type: code, message: (error as Error).message });
          return json(500, {
            __type: 'InternalErrorException',
            message: 'Internal error in the Cognito shim.',
          });
        })
        .then((reply) => {
          res.writeHead(reply.status, { 'Content-Type': reply.contentType });
          res.end(reply.body);
        });
    });
  });
  // Idle keep-alive sockets outlive the client's (undici keeps one idle up to the server's hint less a
  // margin), as behind CloudFront: with Node's 5 s default, a client reusing a socket the moment the
  // server closed it got "other side closed" when the machine was busy.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = await freeLowPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The display name a sign-up asks for: in ValidationData, since the app client may not write it. */
function signUpName(request: Record<string, unknown>): string {
  const data = Array.isArray(request.ValidationData) ? request.ValidationData : [];
  const value = data.find((a: { Name?: unknown }) => a?.Name === 'name')?.Value;
  return typeof value === 'string' ? value : '';
}

/** The pre-sign-up trigger's check, with Cognito's wording around our text. */
function checkSignUpName(request: Record<string, unknown>): void {
  const problem = displayNameProblem(signUpName(request));
  if (problem) throw new ShimError('UserLambdaValidationException', `PreSignUp failed with error ${problem}`);
}

/** The app client may not write `name` (its write attributes exclude it), as in AWS. */
function checkWritableAttributes(request: Record<string, unknown>): void {
  const attributes = Array.isArray(request.UserAttributes) ? request.UserAttributes : [];
  if (attributes.some((a: { Name?: unknown }) => a?.Name === 'name')) {
    throw new ShimError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
}

/** Cognito's error shape for our own refusals and cognito-local's errors alike. */
function errorReply(error: unknown): Reply {
  const code = error instanceof ShimError ? error.code : (error as { code?: unknown })?.code;
  if (typeof code === 'string') return json(400, { __type: code, message: (error as Error).message });
  return json(500, { __type: 'InternalErrorException', message: 'Internal error in the Cognito shim.' });
}

/** Cognito shows where a code went without revealing the address: t***@e***. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
