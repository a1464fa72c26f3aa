// Tests read the table directly (to count events, to prove nothing was written) through the same
// store code the handlers use, pointed at the stack the global setup started.

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORIGIN_SECRET_HEADER } from '@bookwish/shared/web/edge-cache';
import { inject } from 'vitest';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetSes } from '../aws/ses.ts';
import { resetConfig } from '../config.ts';
import { emulatorJwks } from '../local/cognito-jwt.ts';
import { type Front, type FrontOptions, startFront } from '../local/front.ts';
import { createMailbox } from '../local/mailbox.ts';

/** A port that was free a moment ago and has nothing listening now: a store that does not answer. */
export { anyFreePort as closedPort } from '../local/free-port.ts';

export function useStackEnv(): void {
  const stack = inject('stack');
  Object.assign(process.env, {
    AWS_REGION: stack.region,
    TABLE_NAME: stack.tableName,
    IMAGES_BUCKET: stack.imagesBucket,
    USER_POOL_ID: stack.userPoolId,
    USER_POOL_CLIENT_ID: stack.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    COGNITO_ENDPOINT: stack.cognitoEndpoint,
    COGNITO_JWKS: JSON.stringify(emulatorJwks()),
    // This worker's own fronts add it and its handlers check it, as CloudFront and the API do.
    ORIGIN_SECRET: process.env.ORIGIN_SECRET || randomBytes(32).toString('base64url'),
  });
  resetConfig();
  resetDynamo();
}

/** The headers CloudFront adds to every API request (infra/src/site.ts): a test that calls a handler
 * itself, as API Gateway would behind CloudFront, sends them (http/origin-check.ts refuses a call
 * without the origin secret). */
export function fromCloudFront(): Record<string, string> {
  return { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET ?? '' };
}

/** The stack's tables and pool, and its SES emulator and origin for a file whose own worker sends
 * emails (the notifier called in the test, or the handlers of a front of its own). */
export function useStackMail(): void {
  useStackEnv();
  const stack = inject('stack');
  Object.assign(process.env, { SES_ENDPOINT: stack.sesEndpoint, PUBLIC_ORIGIN: stack.url });
  resetConfig();
  resetSes();
}

/** A front of the calling file's own at the numbers `npm start` and AWS use: the shared test stack
 * raises RATE_LIMITS for the other files (RATE_LIMIT_SCALE). */
export async function startProductionFront(): Promise<Front> {
  useStackEnv();
  const before = {
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL,
  };
  process.env.RATE_LIMIT_SCALE = '1';
  process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
  resetConfig();
  const front = await startOwnFront();
  return {
    ...front,
    // The worker's next file (they share it: vitest.config.ts) gets the shared stack's numbers back.
    stop: async () => {
      await front.stop();
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetConfig();
    },
  };
}

/** A front's settings on the shared stack's emulators, serving the web build in `webDist`, at its own
 * origin (http://localhost:<its port>). */
export function frontOnStack(webDist: string): FrontOptions {
  const stack = inject('stack');
  return {
    port: 0,
    webDist,
    region: stack.region,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    cognitoShimUrl: stack.cognitoEndpoint,
    s3Endpoint: stack.s3Endpoint,
    imagesBucket: stack.imagesBucket,
    mailbox: createMailbox(),
  };
}

/** A second front of the calling file's own, in its worker, on the shared stack's emulators: for a test
 * that needs other settings than the shared front's (its own edge cache, the production rate limits).
 * It serves no built SPA; stopping it also removes its empty web folder. */
export async function startOwnFront(settings: Partial<FrontOptions> = {}): Promise<Front> {
  const webDist = await mkdtemp(path.join(tmpdir(), 'bookwish-own-front-'));
  const front = await startFront({ ...frontOnStack(webDist), origin: inject('stack').url, ...settings });
  return {
    ...front,
    stop: async () => {
      await front.stop();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}
