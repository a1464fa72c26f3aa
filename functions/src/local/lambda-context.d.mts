import type { Context } from 'aws-lambda';

export function lambdaContext(
  functionName: string,
  requestId: string,
  limits?: { memoryMb?: number; timeoutMs?: number },
): Context;
