// Wire: the handlers pointed at the emulators (the environment config.ts reads), and what calls them
// as AWS would: the stream readers (the notifier, the search indexer), the timer sweep, the bucket's
// lifecycle rule, and the front (one origin, like CloudFront).

import { randomBytes } from 'node:crypto';
import {
  EVENT_ITEM_FILTER,
  STATE_ITEM_FILTER,
  type StreamFilter,
} from '@bookwish/shared/storage/stream-filters';
import { systemClock } from '../../app/ports.ts';
import { SWEEP_EVERY_MINUTES } from '../../app/timers.ts';
import { asFunction } from '../../aws/call-recorder.ts';
import { resetCognito } from '../../aws/cognito.ts';
import { resetDynamo } from '../../aws/dynamo.ts';
import { resetS3, s3 as s3Client } from '../../aws/s3.ts';
import { resetSes } from '../../aws/ses.ts';
import { sweepUploads } from '../../aws/sweep-uploads.ts';
import { resetConfig, type StoreTimeouts } from '../../config.ts';
import { emulatorJwks } from '../cognito-jwt.ts';
import type { PoolIds } from '../cognito-provision.ts';
import { startFront } from '../front.ts';
import type { Mailbox } from '../mailbox.ts';
import type { PushService } from '../push-service.ts';
import { sharedCache } from '../shared-cache.ts';
import {
  type StreamHandler,
  type StreamReader,
  startStreamReader,
  toLambdaRecord,
} from '../stream-reader.ts';
import { installTestClock } from '../test-clock.ts';
import { type BundleMode, passesAny } from './bundle-mode.ts';
import { notifySecret, vapidKeysOf } from './data-dir.ts';
import type { Emulators } from './start-emulators.ts';

/** Generous on purpose: at load 40-50 on two cores a healthy DynamoDB Local answer took over 2 s, and
 * production's 3 s limit made the race tests flaky. A stalled emulator still answers (503) in about a
 * minute instead of never. Try production's limits locally with STORE_REQUEST_TIMEOUT_MS=3000 npm start. */
export const LOCAL_STORE_TIMEOUTS: StoreTimeouts = { connectMs: 5_000, requestMs: 30_000, maxAttempts: 2 };

function storeTimeoutEnv(given: StoreTimeouts | undefined): Record<string, string> {
  const env = process.env;
  const t = given ?? {
    connectMs: Number(env.STORE_CONNECT_TIMEOUT_MS || LOCAL_STORE_TIMEOUTS.connectMs),
    requestMs: Number(env.STORE_REQUEST_TIMEOUT_MS || LOCAL_STORE_TIMEOUTS.requestMs),
    maxAttempts: Number(env.STORE_MAX_ATTEMPTS || LOCAL_STORE_TIMEOUTS.maxAttempts),
  };
  return {
    STORE_CONNECT_TIMEOUT_MS: String(t.connectMs),
    STORE_REQUEST_TIMEOUT_MS: String(t.requestMs),
    STORE_MAX_ATTEMPTS: String(t.maxAttempts),
  };
}

export interface HandlerEnvOptions {
  dataDir: string;
  region: string;
  tableName: string;
  imagesBucket: string;
  origin: string;
  ids: PoolIds;
  rateLimitScale?: number | undefined;
  storeTimeouts?: StoreTimeouts | undefined;
}

/** What CloudFront's origin secret is in AWS (http/origin-check.ts): one per process, which the front
 * adds to every API request as CloudFront does, so a handler called any other way is refused. */
const ORIGIN_SECRET = randomBytes(32).toString('base64url');

/** The environment handlers read (config.ts), applied to process.env: they run in this process. */
export function applyHandlerEnv(emulators: Emulators, options: HandlerEnvOptions): Record<string, string> {
  const { origin } = options;
  const env: Record<string, string> = {
    AWS_REGION: options.region,
    TABLE_NAME: options.tableName,
    IMAGES_BUCKET: options.imagesBucket,
    USER_POOL_ID: options.ids.userPoolId,
    USER_POOL_CLIENT_ID: options.ids.userPoolClientId,
    DYNAMODB_ENDPOINT: emulators.dynamo.endpoint,
    S3_ENDPOINT: emulators.s3.endpoint,
    COGNITO_ENDPOINT: emulators.shim.url,
    COGNITO_JWKS: JSON.stringify(emulatorJwks()),
    PUBLIC_ORIGIN: origin,
    ORIGIN_SECRET,
    API_URL: origin,
    BASE_URL: origin,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // Handlers log one JSON line per request; locally the front's short line is enough, so only problems.
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    SES_ENDPOINT: emulators.sesLocal.endpoint,
    OPEN_LIBRARY_URL: emulators.openLibrary.url,
    OPEN_LIBRARY_COVERS_URL: emulators.openLibrary.url,
    NOTIFY_SECRET: notifySecret(options.dataDir),
    VAPID_KEYS: vapidKeysOf(options.dataDir),
    // The stack's own push service (local/push-service.ts): the one place a local device is at.
    PUSH_LOCAL_ENDPOINT: `${origin}/_dev/push/`,
    RATE_LIMIT_SCALE: String(options.rateLimitScale ?? 1),
    ...storeTimeoutEnv(options.storeTimeouts),
  };
  Object.assign(process.env, env);
  resetConfig();
  resetDynamo();
  resetS3();
  resetCognito();
  resetSes();
  return env;
}

/** The table stream's consumers, each an event source mapping in AWS: the construct that declares it
 * in the CDK app, the filter its mapping carries, and its handler. template-twins.test.ts checks the
 * synthesized template has exactly these, with these filters. */
export const STREAM_CONSUMERS: readonly {
  construct: string;
  /** The handler's name in the route table's build (the AWS-call recorder's name for it). */
  functionName: string;
  filter: StreamFilter;
  load: () => Promise<{ handler: StreamHandler }>;
}[] = [
  {
    construct: 'Notifier',
    functionName: 'notify-stream',
    filter: EVENT_ITEM_FILTER,
    load: () => import('../../notify/notifier-adapter.ts'),
  },
  // Beside it, the search index follows every post's STATE.
  {
    construct: 'SearchIndexer',
    functionName: 'search-index-stream',
    filter: STATE_ITEM_FILTER,
    load: () => import('../../search/search-indexer-adapter.ts'),
  },
];

/** What runs on a clock: the construct that declares its EventBridge rule, and how often. The sweep
 * is the only one played locally (startTimerSweep below). */
export const LOCAL_SCHEDULES: readonly { construct: string; everyMinutes: number }[] = [
  { construct: 'Timers', everyMinutes: SWEEP_EVERY_MINUTES },
];

export interface WireOptions {
  port: number;
  origin: string;
  region: string;
  tableName: string;
  imagesBucket: string;
  ids: PoolIds;
  mailbox: Mailbox;
  pushService: PushService;
  webDist: string;
  extraOrigins?: string[] | undefined;
  quiet?: boolean | undefined;
  visitorCache?: boolean | undefined;
  deployPlay?: boolean | undefined;
  /** The start-up work (data upgrades, the demo seed): done after the stream readers and the timer
   * sweep start (so the seed's hand-offs are mailed) and before the front listens, so nothing is
   * answered from half-upgraded or half-seeded data. */
  beforeListening?: () => Promise<void>;
  /** Routes and stream consumers run from the synthesized bundles (bundle-mode.ts). */
  bundles?: BundleMode | undefined;
}

/** Starts what calls the handlers; each part's stop goes to `stops` as it starts. */
export async function wireCallers(
  emulators: Emulators,
  options: WireOptions,
  stops: (() => Promise<void>)[],
) {
  const { dynamo } = emulators;
  // Before the seed, so the demo's hand-offs are mailed like any other.
  const readers: StreamReader[] = [];
  for (const consumer of STREAM_CONSUMERS) {
    // In bundle mode, the template's function and its mapping's filters.
    const played = options.bundles?.streamConsumer(consumer.construct);
    const handler = played?.handler ?? (await consumer.load()).handler;
    const filters = played?.filters ?? [consumer.filter];
    const reader = await startStreamReader({
      endpoint: dynamo.endpoint,
      region: options.region,
      tableName: options.tableName,
      handler,
      functionName: consumer.functionName,
      filter: (record) => passesAny(filters, toLambdaRecord(record, '', '')),
      quiet: options.quiet,
    });
    stops.push(reader.stop);
    readers.push(reader);
  }
  const timers = await startTimerSweep();
  stops.push(timers.stop);

  await options.beforeListening?.();
  const visitorCache = options.visitorCache ? sharedCache() : undefined;
  const front = await startFront({
    port: options.port,
    webDist: options.webDist,
    region: options.region,
    userPoolId: options.ids.userPoolId,
    userPoolClientId: options.ids.userPoolClientId,
    cognitoShimUrl: emulators.shim.url,
    s3Endpoint: emulators.s3.endpoint,
    imagesBucket: options.imagesBucket,
    mailbox: options.mailbox,
    pushService: options.pushService,
    origin: options.origin,
    extraOrigins: options.extraOrigins,
    log: !options.quiet,
    devClock: timers.advance,
    ...(visitorCache ? { visitorCache } : {}),
    ...(options.deployPlay ? { deployPlay: true } : {}),
    ...(options.bundles ? { invokeRoute: options.bundles.invokeRoute } : {}),
  });
  stops.push(front.stop);
  stops.push(startUploadSweep(options.imagesBucket));
  return {
    front,
    visitorCache,
    streams: {
      pause: async () => {
        await Promise.all(readers.map((r) => r.pause()));
      },
      resume: () => {
        for (const r of readers) r.resume();
      },
    },
  };
}

/** The local twin of the EventBridge rule: the same sweep handler every SWEEP_EVERY_MINUTES, and the
 * test clock that moves the app's clock and sweeps at once (POST /_dev/clock). */
async function startTimerSweep(): Promise<{
  advance: (change: { advanceDays: number } | { reset: true }) => Promise<unknown>;
  stop: () => Promise<void>;
}> {
  const { handler } = await import('../../handlers/timers-sweep.ts');
  const clock = installTestClock();
  const sweep = () =>
    asFunction('timers-sweep', handler).catch((error: unknown) => {
      console.error('[stack] timer sweep failed:', error);
      return { failed: String(error) };
    });
  const timer = setInterval(sweep, SWEEP_EVERY_MINUTES * 60 * 1000);
  timer.unref();
  return {
    async advance(change) {
      if ('reset' in change) {
        clock.reset();
        return { now: new Date(systemClock.now()).toISOString(), offsetDays: 0 };
      }
      clock.advance(change.advanceDays);
      const swept = await sweep();
      return {
        now: new Date(systemClock.now()).toISOString(),
        offsetDays: clock.offsetDays(),
        swept,
      };
    },
    async stop() {
      clearInterval(timer);
      clock.uninstall();
    },
  };
}

/** The local twin of the bucket's lifecycle rule: old unattached uploads go at start and hourly. */
function startUploadSweep(bucket: string): () => Promise<void> {
  const sweep = () => {
    sweepUploads(s3Client(), bucket, Date.now()).catch((error: unknown) => {
      console.error('[stack] upload sweep failed:', error);
    });
  };
  sweep();
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  return async () => clearInterval(timer);
}
