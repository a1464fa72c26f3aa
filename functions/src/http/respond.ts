// JSON responses. Bodies may hold private fields for the parties, so nothing is cached on the way.

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number };

export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export function json(statusCode: number, body: unknown): ApiResponse {
  return { statusCode, headers: { ...JSON_HEADERS }, body: JSON.stringify(body) };
}

export function noContent(): ApiResponse {
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}
