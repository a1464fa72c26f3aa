// A function's handler in-process, from the same entry the bundler builds it from (route-entries.ts):
// its module imported once, then its `handler` or what its maker returns for the entry's arguments.

import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Entry } from '../route-entries.ts';
import type { Route } from '../routes.ts';
import { lambdaContext } from './api-gateway.ts';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** How the front has a route's function answer an event: the one place a local API call is handed to a
 * function (in-process below, or the synthesized bundle, bundle-runner.ts). */
export type RouteInvoker = (route: Route, event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

const SRC = new URL('../', import.meta.url);
const loaded = new Map<string, Promise<unknown>>();

/** The handler the entry names (cached by entry, so each route's middy chain is made once). */
export function loadEntry<H = ApiHandler>(entry: Entry): Promise<H> {
  const key = JSON.stringify(entry);
  let handler = loaded.get(key);
  if (!handler) {
    handler = import(new URL(entry.module, SRC).href).then((mod: Record<string, unknown>) => {
      const value = mod[entry.export];
      if (typeof value !== 'function') throw new Error(`${entry.module} exports no ${entry.export}`);
      return entry.args ? (value as (...args: unknown[]) => unknown)(...entry.args) : value;
    });
    handler.catch(() => loaded.delete(key));
    loaded.set(key, handler);
  }
  return handler as Promise<H>;
}

/** The route's handler imported from the sources into this process (the local stack's default). */
export const invokeInProcess: RouteInvoker = async (route, event) => {
  const handler = await loadEntry(route.entry);
  return handler(event, lambdaContext(route.handler, event.requestContext.requestId));
};
