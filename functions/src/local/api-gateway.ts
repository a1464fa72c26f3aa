// What API Gateway (HTTP API, payload 2.0) does for the local front: match a request to the route
// table, build the same event a Lambda receives, and turn the handler's result into a response.

import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { type Route, routes } from '../routes.ts';

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
  literals: number;
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  let literals = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      literals++;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names, literals };
}

// Most literal segments first, as API Gateway prefers the most specific route.
const compiled = routes.map(compile).sort((a, b) => b.literals - a.literals);

/** 'no-route': nothing at this path; 'no-method': the path exists with other methods. */
export function matchRoute(method: string, path: string): RouteMatch | 'no-route' | 'no-method' {
  let pathExists = false;
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathExists = true;
    if (c.route.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    c.names.forEach((name, i) => {
      const raw = m[i + 1] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        pathParameters[name] = raw;
      }
    });
    return { route: c.route, pathParameters };
  }
  return pathExists ? 'no-method' : 'no-route';
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|[\w.+-]+\+json)|text\/)/i;

export interface RawRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

/** The API Gateway v2 event for one request (headers lower-cased, repeated ones comma-joined). */
export function buildEvent(request: RawRequest, match: RouteMatch): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies.push(...String(value).split(/;\s*/).filter(Boolean));
      continue;
    }
    headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of request.url.searchParams) {
    query[key] = key in query ? `${query[key]},${value}` : value;
  }
  const now = new Date();
  const routeKey = `${match.route.method} ${match.route.path}`;
  const hasBody = request.body.length > 0;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  return {
    version: '2.0',
    routeKey,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length > 0 ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(hasBody
      ? {
          body: isText ? request.body.toString('utf8') : request.body.toString('base64'),
          isBase64Encoded: !isText,
        }
      : { isBase64Encoded: false }),
  };
}

export { lambdaContext } from './lambda-context.mjs';

export interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/** API Gateway's reading of a Lambda result: a plain value becomes a 200 JSON body. */
export function readResult(result: APIGatewayProxyResultV2): HttpResult {
  if (
    typeof result === 'string' ||
    typeof result !== 'object' ||
    result === null ||
    !('statusCode' in result)
  ) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  const raw = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw),
  };
}
