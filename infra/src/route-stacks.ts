// The route functions in stacks of their own, so no stack nears CloudFormation's limits (500
// resources, 1 MB template): each route costs about ten resources (function, role, policy, log group,
// API route, integration, permission...), and one stack of every route had 483 of 500. A route's stack
// follows from its path alone (ROUTE_GROUPS), never from its place in the table: a route that moved
// between stacks on a deploy would exist twice in the API for a moment, which API Gateway refuses.
// The HTTP API, its stage and CloudFront stay in the stateless stack; these stacks add their routes to
// it (strong cross-stack references to the API, the table, the bucket, the pool and the secrets).

import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Route } from '../../functions/src/routes.ts';
import { RouteFunctions, type RouteFunctionsProps } from './route-functions.ts';

/** The route stacks, by the first path segment after /api/ of the routes each holds. A family not
 * named here goes to `site`. The largest family has room for 20 more routes (route-stacks.test.ts). */
export const ROUTE_GROUPS = {
  members: ['me'],
  support: ['support'],
  wishlists: ['wishlists', 'thanks'],
  treats: ['treats'],
  site: [],
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

/** The stack a route belongs in, from its path: /api/me/... -> members. */
export function routeGroupOf(route: Pick<Route, 'path'>): RouteGroup {
  const family = route.path.split('/')[2] ?? '';
  for (const [group, families] of Object.entries(ROUTE_GROUPS)) {
    if ((families as readonly string[]).includes(family)) return group as RouteGroup;
  }
  return 'site';
}

/** The route table split by stack, in table order within each. */
export function routesByGroup(routes: readonly Route[]): Map<RouteGroup, Route[]> {
  const groups = new Map<RouteGroup, Route[]>();
  for (const route of routes) {
    const group = routeGroupOf(route);
    groups.set(group, [...(groups.get(group) ?? []), route]);
  }
  return groups;
}

/** A route stack's settings: the stack's own, and what its route functions are made from. */
export type RouteStackProps = StackProps & RouteFunctionsProps;

/** One group's route functions and API routes. */
export class RouteStack extends Stack {
  readonly routeFunctions: RouteFunctions;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    // 'Routes', as when every route lived in the stateless stack: the same logical id shapes.
    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      routes: props.routes,
      httpApi: props.httpApi,
      environment: props.environment,
      openLibraryEnvironment: props.openLibraryEnvironment,
      grantTargets: props.grantTargets,
      code: props.code,
      ...(props.mail ? { mail: props.mail } : {}),
    });
  }
}
