// What the calls we sign and send with fetch ourselves (S3's objects, the user pool's reads) share with
// the SDK clients they stand in for: a dropped connection keeps its socket code (the error mapper reads
// `code` to answer 503), and a moment's trouble is tried again as the SDK's standard strategy does.

/** What a service answered when it refused, in the SDK's error shape: the service's error code as the
 * name, the status in `$metadata` (where our code and the error mapper look). */
export class ServiceRefusal extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, message: string, status: number) {
    super(message || name);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }
}

/** fetch's own "fetch failed" hides the socket's code in its cause; the error mapper reads `code`. */
export function networkError(error: unknown, service: string): Error {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (!(error instanceof TypeError) || !cause || typeof cause.code !== 'string') return error as Error;
  return Object.assign(new Error(`${service} could not be reached (${cause.code})`), { code: cause.code });
}

/** A stall or a connection that failed: worth another try whatever the call. */
export function isNetworkTrouble(error: Error): boolean {
  return error.name === 'TimeoutError' || typeof (error as { code?: unknown }).code === 'string';
}

/** Runs `attempt` until it answers, fails for good (`isTransient` says no) or has run `maxAttempts`
 * times; between tries, full jitter on a doubling step, as the SDK's standard strategy waits. */
export async function withRetries<T>(
  maxAttempts: number,
  attempt: () => Promise<T>,
  isTransient: (error: Error) => boolean,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (tries >= maxAttempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** tries));
    }
  }
}
