// How long a handler waits for a store before giving up: a stalled DynamoDB, S3 or Cognito must not
// hold a member's request until Lambda's 10 s timeout (or forever, locally). Each attempt may take
// REQUEST_TIMEOUT_MS; the SDK's standard retry strategy tries MAX_ATTEMPTS times with its short
// backoff, so a dead store fails in about 2 x 2 s + backoff, well inside 5 s. DynamoDB and Cognito
// answer in tens of milliseconds when healthy. Retrying is safe: every write is conditional
// (expectedVersion / attribute_not_exists), so a write that landed but whose answer was lost fails
// its retry instead of writing twice.

/** Time to open the TCP (and TLS) connection. */
export const CONNECTION_TIMEOUT_MS = 1_000;
/** Time for one attempt's answer once connected. */
export const REQUEST_TIMEOUT_MS = 2_000;
export const MAX_ATTEMPTS = 2;

/** Spread into every AWS client's constructor options. */
export const storeTimeouts = {
  maxAttempts: MAX_ATTEMPTS,
  retryMode: 'standard',
  requestHandler: {
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Without it the SDK only logs a warning when the timeout passes and keeps waiting.
    throwOnRequestTimeout: true,
  },
} as const;
