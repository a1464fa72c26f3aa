// The context Lambda hands a handler, as the local stack gives it: the API's in-process handlers
// (api-gateway.ts) and a synthesized bundle in its worker thread (bundle-worker.mjs) get the same one.
// Plain JavaScript so that the worker thread, which has no TypeScript loader, can import it too.

/**
 * @param {string} functionName
 * @param {string} requestId
 * @param {{ memoryMb?: number, timeoutMs?: number }} [limits] the template's, where it gives them
 */
export function lambdaContext(functionName, requestId, { memoryMb = 512, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
