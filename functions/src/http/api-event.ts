// The API Gateway v2 event as our middlewares leave it: the verified caller and the parsed body.

import type { Actor } from '@bookwish/shared/domain/types';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface Caller extends Actor {
  /** Seconds since epoch when the member last typed their password (id token `auth_time`). */
  authTime: number;
  /** Cognito user name (`cognito:username`) for admin calls on the caller's own account. */
  username: string;
  /** Cognito `email` claim: only for the contact form, never logged. */
  email?: string;
}

export interface ApiEvent extends APIGatewayProxyEventV2 {
  /** Set by the auth middleware: the caller, or null for a visitor. */
  caller?: Caller | null;
  /** Set by the JSON body middleware: the parsed object ({} when the body is empty). */
  jsonBody?: Record<string, unknown>;
  /** Set by the auth middleware when the route reads the session record with its post (http/one-read.ts):
   * the token's member and issue second, still to be checked against their revocations. */
  pendingSession?: { uid: string; issuedAt: number } | undefined;
  /** Set by the origin check (http/origin-check.ts): the request carried the origin secret, so it came
   * through CloudFront and its viewer address header is CloudFront's own. */
  throughEdge?: boolean;
  /** Set by a route that made its one read (http/one-read.ts): it checked and counted the request. */
  oneRead?: boolean;
}
