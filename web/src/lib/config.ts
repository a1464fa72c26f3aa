// Runtime settings of the SPA, read once from /config.json (written by the local front or at deploy
// time), so one build runs locally and in AWS. Validated so a broken deploy fails loudly, once.
// zod/mini with zod's English texts (shared's wrapper), for the console's account of a broken config.
import * as z from '@bookwish/shared/domain/schemas/zod';

export const configSchema = z.object({
  /** AWS region of the user pool, e.g. ca-central-1. */
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only locally: the Cognito emulator's endpoint. Absent in AWS. */
  cognitoEndpoint: z.optional(z.url()),
});

export type Config = z.infer<typeof configSchema>;

/** Why the config is missing; for the console (a member is shown our own words, lib/auth-errors.ts). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** false for a config that arrived but is wrong: asking again will not mend it. */
  readonly retryable: boolean;
  constructor(message: string, retryable = true) {
    super(message);
    this.retryable = retryable;
  }
}

/** Tries per use, the waits between them, and one try's time limit: a blip (a 503 while a deploy
 * rolls, a phone between cells) is ridden out within a press; a longer outage fails that press only. */
const WAITS_MS = [500, 1500];
const TRY_LIMIT_MS = 10_000;

let pending: Promise<Config> | undefined;

/** The validated config. Fetched on first use and shared; a failed fetch is retried (with backoff), and
 * a use after a failure fetches it again, so one bad answer never breaks the tab. */
export function loadConfig(
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<Config> {
  pending ??= fetchWithRetries(wait).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchWithRetries(wait: (ms: number) => Promise<void>): Promise<Config> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchConfig();
    } catch (error) {
      const backoff = WAITS_MS[attempt];
      // An invalid config will not mend itself, and offline there is nothing to wait for.
      if (backoff === undefined || (error instanceof ConfigError && !error.retryable) || isOffline()) {
        throw error;
      }
      await wait(backoff);
    }
  }
}

async function fetchConfig(): Promise<Config> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TRY_LIMIT_MS);
  let response: Response;
  try {
    response = await fetch('/config.json', {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
  } catch {
    throw new ConfigError('Could not reach /config.json');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ConfigError(`Could not load /config.json (HTTP ${response.status})`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('/config.json is not JSON');
  }
  const parsed = configSchema.safeParse(body);
  if (!parsed.success) throw new ConfigError(`Invalid /config.json: ${z.prettifyError(parsed.error)}`, false);
  return parsed.data;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
