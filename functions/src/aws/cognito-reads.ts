// The user pool's reads (is this user still in a group? which member has this email? what is this
// member's address, is the account still there?), as AWS JSON requests signed by the SDK's own
// SignatureV4 and sent with fetch, as the S3 calls are (s3-objects.ts). The Cognito client registers
// every one of the pool's operations and its endpoint rules at load, about 33 KB of the cold start of
// each function that only reads the pool (the post detail, the volunteers' routes, unsubscribe), for
// reads whose request is one target header and a JSON body. Answers keep the SDK's error shape:
// the exception's name, the status in `$metadata`; time limits and attempts are every client's
// (clientOptions), and every call only reads, so a retry never changes anything. The pool's writes
// (name, picture, deletion, sign-out, suspension) keep the client (cognito.ts).

import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider, HttpRequest } from '@smithy/types';
import { type ClientOptions, clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { recordUserPool } from './call-recorder.ts';
import { isNetworkTrouble, networkError, ServiceRefusal, withRetries } from './fetch-retries.ts';

/** What the user pool answered when it refused. */
export class UserPoolError extends ServiceRefusal {}

/** The operations read here, with what each answers (the fields we use). */
interface Reads {
  AdminGetUser: {
    input: { UserPoolId: string; Username: string };
    output: {
      Username?: string;
      UserAttributes?: { Name?: string; Value?: string }[];
      /** Epoch seconds in AWS JSON. */
      UserCreateDate?: number | string;
    };
  };
  AdminListGroupsForUser: {
    input: { UserPoolId: string; Username: string; Limit?: number };
    output: { Groups?: { GroupName?: string }[] };
  };
  ListUsers: {
    input: { UserPoolId: string; Filter?: string; Limit?: number };
    output: { Users?: { Username?: string; Attributes?: { Name?: string; Value?: string }[] }[] };
  };
}
export type ReadOperation = keyof Reads;

/** Refusals that mean a moment's trouble, as the SDK's retry strategy classes them. */
const TRANSIENT_NAMES = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'InternalErrorException',
]);

/** One signer per region and key, made once per warm function. */
const signers = new Map<string, SignatureV4>();

function signer(options: ClientOptions): SignatureV4 {
  const id = `${options.region} ${options.credentials?.accessKeyId ?? 'role'}`;
  let found = signers.get(id);
  if (!found) {
    // In Lambda the role's keys, from the environment, as the SDK clients take them.
    const credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider =
      options.credentials ?? defaultProvider();
    found = new SignatureV4({ credentials, region: options.region, service: 'cognito-idp', sha256: Sha256 });
    signers.set(id, found);
  }
  return found;
}

/** The pool's endpoint: the emulator's locally, else the region's own (what the SDK's rules give). */
function endpointOf(options: ClientOptions): URL {
  return new URL(options.endpoint ?? `https://cognito-idp.${options.region}.amazonaws.com/`);
}

/** The signed request for one read, as it goes on the wire. */
export async function signedRead<O extends ReadOperation>(
  operation: O,
  input: Reads[O]['input'],
  options: ClientOptions,
  signingDate?: Date,
): Promise<{ url: URL; request: HttpRequest }> {
  const url = endpointOf(options);
  const request: HttpRequest = {
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(input),
  };
  const signed = (await signer(options).sign(request, signingDate ? { signingDate } : {})) as HttpRequest;
  return { url, request: signed };
}

/** The exception's name as AWS JSON gives it: the error-type header, else the body's __type, without
 * its namespace (before '#') or its documentation link (after ':'). */
async function refusal(response: Response): Promise<UserPoolError> {
  const text = await response.text().catch(() => '');
  let body: { __type?: unknown; message?: unknown; Message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const raw =
    response.headers.get('x-amzn-errortype') ?? (typeof body.__type === 'string' ? body.__type : '');
  const name = raw.split(':')[0]?.split('#').at(-1) || `UserPoolStatus${response.status}`;
  const message = typeof body.message === 'string' ? body.message : String(body.Message ?? '');
  return new UserPoolError(name, message, response.status);
}

function isTransient(error: Error): boolean {
  if (error instanceof UserPoolError) {
    return error.$metadata.httpStatusCode >= 500 || TRANSIENT_NAMES.has(error.name);
  }
  return isNetworkTrouble(error);
}

/** One read of the user pool, signed afresh for each attempt. */
export async function readUserPool<O extends ReadOperation>(
  operation: O,
  input: Reads[O]['input'],
  options = clientOptions('cognito'),
): Promise<Reads[O]['output']> {
  const { storeTimeouts } = config();
  recordUserPool(operation, input);
  return withRetries(
    options.maxAttempts,
    async () => {
      const { url, request } = await signedRead(operation, input, options);
      const { host: _host, ...headers } = request.headers;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: request.body as string,
        signal: AbortSignal.timeout(storeTimeouts.connectMs + storeTimeouts.requestMs),
      }).catch((error: unknown) => {
        throw networkError(error, 'The user pool');
      });
      if (!response.ok) throw await refusal(response);
      return (await response.json()) as Reads[O]['output'];
    },
    isTransient,
  );
}
