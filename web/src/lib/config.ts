// Runtime settings of the SPA, read once from /config.json (written by the local front or at deploy
// time), so one build runs locally and in AWS. Validated so a broken deploy fails loudly, once.
import * as z from 'zod';

export const configSchema = z.object({
  /** AWS region of the user pool, e.g. ca-central-1. */
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only locally: the Cognito emulator's endpoint. Absent in AWS. */
  cognitoEndpoint: z.url().optional(),
});

export type Config = z.infer<typeof configSchema>;

let pending: Promise<Config> | undefined;

/** The validated config. Fetched on first use and shared; a failed fetch is retried on the next call. */
export function loadConfig(): Promise<Config> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchConfig(): Promise<Config> {
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const parsed = configSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Invalid /config.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
