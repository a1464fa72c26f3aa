// Every route's Lambda handler that may ask who is calling: the chain of handler-chain.ts with the
// caller's token checked in its place (auth.ts). A route that never asks (public-handler.ts) is built
// without it, so its bundle carries no token verifier.

import { type AuthChecks, auth, type CheckedAuthMode } from './auth.ts';
import { type ApiRequest, type ChainOptions, handlerChain } from './handler-chain.ts';
import type { ApiResponse } from './respond.ts';

export type { ApiRequest };

export interface RouteOptions<M extends CheckedAuthMode> extends ChainOptions {
  auth: M;
  /** Routes where volunteers may do or see more pass the user-pool group check (auth/volunteer-groups). */
  volunteerNow?: AuthChecks['volunteerNow'];
}

export function apiHandler<M extends CheckedAuthMode>(
  options: RouteOptions<M>,
  fn: (request: ApiRequest<M>) => Promise<ApiResponse>,
) {
  const caller = auth(options.auth, undefined, {
    ...(options.volunteerNow ? { volunteerNow: options.volunteerNow } : {}),
    ...(options.oneRead ? { deferSession: true } : {}),
  });
  return handlerChain(options, caller, fn);
}
