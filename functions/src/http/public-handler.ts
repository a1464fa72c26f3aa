// The Lambda handler of a route open to everyone that never asks who is calling (the unsubscribe link
// in an email, the lists, search, the thanks wall): the chain of handler-chain.ts without the token check, so its bundle leaves out the JWT
// verifier (aws-jwt-verify) it would never run. The caller is always null.

import { type ApiRequest, type ChainOptions, handlerChain } from './handler-chain.ts';
import type { ApiResponse } from './respond.ts';

export function publicHandler(
  options: ChainOptions,
  fn: (request: ApiRequest<'none'>) => Promise<ApiResponse>,
) {
  return handlerChain(options, undefined, fn);
}
