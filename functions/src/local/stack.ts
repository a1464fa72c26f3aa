// The whole product on one machine: DynamoDB Local, s3rver, cognito-local behind our shim, and the
// front (one origin, like CloudFront). Used by `npm start`, the vitest global setup and the e2e
// server. Only DynamoDB Local is a child process; everything else runs in this process.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { systemClock } from '../app/ports.ts';
import { resetCognito } from '../aws/cognito.ts';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetS3, s3 as s3Client } from '../aws/s3.ts';
import { resetSes } from '../aws/ses.ts';
import { sweepUploads } from '../aws/sweep-uploads.ts';
import { resetConfig, type StoreTimeouts } from '../config.ts';
import { startCognitoEmulator } from './cognito-emulator.ts';
import { emulatorJwks } from './cognito-jwt.ts';
import { ensureUserPool, newPoolIds, type PoolIds } from './cognito-provision.ts';
import { startCognitoShim } from './cognito-shim.ts';
import { ensureTable, localDynamoClient } from './create-table.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { anyFreePort, isPortFree } from './free-port.ts';
import { startFront } from './front.ts';
import { createMailbox, setDevMailbox } from './mailbox.ts';
import { startS3Local } from './s3-local.ts';
import { startSesLocal } from './ses-local.ts';
import { type SharedCache, sharedCache } from './shared-cache.ts';
import { isStateItem, startStreamReader } from './stream-reader.ts';
import { installTestClock } from './test-clock.ts';

// Node 20 on these machines: the SDK's "upgrade to Node 22" notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

const REGION = 'ca-central-1';
const TABLE_NAME = 'bookwish';
const IMAGES_BUCKET = 'bookwish-images';

export interface StackOptions {
  /** Where every emulator keeps its files (.data/ for npm start, a temp dir for tests). */
  dataDir: string;
  /** Front port; 0 picks a free one. */
  port: number;
  /** Seed the demo members and posts if this data directory was never seeded. */
  seed?: boolean;
  /** No request logs (tests). */
  quiet?: boolean;
  /** Extra origins allowed by the bucket's CORS (Vite's dev server). */
  extraOrigins?: string[];
  /** Multiplies the shared RATE_LIMITS. Only test stacks set it (files that create many posts at
   * once); `npm start` never does, so it counts with the same numbers as AWS. */
  rateLimitScale?: number;
  /** How long handlers wait for the emulators; else STORE_* from the environment, else LOCAL_STORE_TIMEOUTS. */
  storeTimeouts?: StoreTimeouts;
  /** Play CloudFront's cache of visitors' public reads (`npm start`, the bench). The shared test
   * stack leaves it off: its files read what they just wrote, as a visitor, at once. */
  visitorCache?: boolean;
}

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

/** What tests and tools need to reach the stack (also provided to vitest workers). */
export interface StackInfo {
  url: string;
  region: string;
  tableName: string;
  imagesBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  dynamodbEndpoint: string;
  /** DynamoDB Local's process group (its java process and wrapper). */
  dynamodbProcessGroup: number;
  s3Endpoint: string;
  cognitoEndpoint: string;
  dataDir: string;
  sesEndpoint: string;
}

export interface Stack {
  info: StackInfo;
  /** The environment handlers read (config.ts), already applied to process.env. */
  env: Record<string, string>;
  /** True when this start seeded the demo data. */
  seeded: boolean;
  /** Resolves with a sentence naming the part that died (an emulator process) while running. */
  died: Promise<string>;
  /** The stream readers (notifier, search indexer) held and let go: the bench counts storage calls
   * process-wide, and pauses them meanwhile. */
  streams: { pause(): Promise<void>; resume(): void };
  /** The front's cache of visitors' reads, when `visitorCache` was asked for. */
  visitorCache?: SharedCache;
  stop(): Promise<void>;
}

function loadPoolIds(dataDir: string): PoolIds {
  const file = path.join(dataDir, 'cognito', 'bookwish-ids.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PoolIds;
  const ids = newPoolIds(REGION);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The data folder first: a second `npm start` from the same checkout hits it before the port.
  const releaseLock = lockDataDir(dataDir);
  const port = options.port === 0 ? await anyFreePort() : options.port;
  if (!(await isPortFree(port))) {
    releaseLock();
    throw new Error(`Port ${port} is in use. Stop what runs there or choose another: PORT=8081 npm start`);
  }
  const origin = `http://localhost:${port}`;
  const ids = loadPoolIds(dataDir);
  const mailbox = createMailbox(path.join(dataDir, 'mailbox.jsonl'));
  setDevMailbox(mailbox);

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    // Reverse order: the front first, DynamoDB Local last.
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => console.error('[stack] stop failed:', error));
    }
    setDevMailbox(undefined);
    releaseLock();
  };

  try {
    const [dynamo, s3, cognito] = await Promise.all([
      startDynamoDbLocal({ dbPath: mkdir(path.join(dataDir, 'dynamodb')) }).then((d) => {
        stops.push(d.stop);
        return d;
      }),
      startS3Local({
        directory: path.join(dataDir, 's3'),
        bucket: IMAGES_BUCKET,
        origins: [origin, `http://127.0.0.1:${port}`, ...(options.extraOrigins ?? [])],
      }).then((s) => {
        stops.push(s.stop);
        return s;
      }),
      startCognitoEmulator({
        dataDir: path.join(dataDir, 'cognito'),
        region: REGION,
        mailbox,
        quiet: options.quiet,
      }).then((c) => {
        stops.push(c.stop);
        return c;
      }),
    ]);
    const shim = await startCognitoShim(cognito);
    stops.push(shim.stop);
    const sesLocal = await startSesLocal();
    stops.push(sesLocal.stop);
    mailbox.addSource(sesLocal.mails);

    const ddb = localDynamoClient(dynamo.endpoint, REGION);
    const table = await ensureTable(ddb, TABLE_NAME);
    ddb.destroy();
    await ensureUserPool(cognito, ids);

    const env: Record<string, string> = {
      AWS_REGION: REGION,
      TABLE_NAME,
      IMAGES_BUCKET,
      USER_POOL_ID: ids.userPoolId,
      USER_POOL_CLIENT_ID: ids.userPoolClientId,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      COGNITO_ENDPOINT: shim.url,
      COGNITO_JWKS: JSON.stringify(emulatorJwks()),
      PUBLIC_ORIGIN: origin,
      API_URL: origin,
      BASE_URL: origin,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // Handlers log one JSON line per request; locally the front's short line is enough, so only problems.
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      SES_ENDPOINT: sesLocal.endpoint,
      NOTIFY_SECRET: notifySecret(dataDir),
      RATE_LIMIT_SCALE: String(options.rateLimitScale ?? 1),
      ...storeTimeoutEnv(options.storeTimeouts),
    };
    // Handlers run in this process and read these through config.ts.
    Object.assign(process.env, env);
    resetConfig();
    resetDynamo();
    resetS3();
    resetCognito();
    resetSes();
    if (table.addedIndexes.includes(tableSchema.indexes.inboxByStatus.name)) {
      // A data directory from before the inbox's status filter: its messages get the index key.
      const { backfillInboxStatus } = await import('../store/contact-store.ts');
      await backfillInboxStatus();
    }
    // Before the seed, so the demo's hand-offs are mailed like any other.
    const notifier = await import('../notify/notifier-adapter.ts');
    const reader = await startStreamReader({
      endpoint: dynamo.endpoint,
      region: REGION,
      tableName: TABLE_NAME,
      handler: notifier.handler,
      quiet: options.quiet,
    });
    stops.push(reader.stop);
    // Beside it, as a second event source mapping in AWS: the search index follows every post's STATE.
    const searchIndexer = await import('../search/search-indexer-adapter.ts');
    const indexReader = await startStreamReader({
      endpoint: dynamo.endpoint,
      region: REGION,
      tableName: TABLE_NAME,
      handler: searchIndexer.handler,
      filter: isStateItem,
      quiet: options.quiet,
    });
    stops.push(indexReader.stop);
    const readers = [reader, indexReader];
    const timers = await startTimerSweep();
    stops.push(timers.stop);

    const visitorCache = options.visitorCache ? sharedCache() : undefined;
    const front = await startFront({
      port,
      webDist: path.join(REPO_ROOT, 'web', 'dist'),
      region: REGION,
      userPoolId: ids.userPoolId,
      userPoolClientId: ids.userPoolClientId,
      cognitoShimUrl: shim.url,
      s3Endpoint: s3.endpoint,
      imagesBucket: IMAGES_BUCKET,
      mailbox,
      origin,
      extraOrigins: options.extraOrigins,
      log: !options.quiet,
      devClock: timers.advance,
      ...(visitorCache ? { visitorCache } : {}),
    });
    stops.push(front.stop);
    stops.push(startUploadSweep(IMAGES_BUCKET));

    // Data from before members' records existed (issue 10): recorded once per data folder.
    const recordsMarker = path.join(dataDir, 'member-records.json');
    if (!existsSync(recordsMarker)) {
      const { backfillMemberRecords } = await import('../store/migrations.ts');
      const counted = await backfillMemberRecords();
      writeFileSync(recordsMarker, `${JSON.stringify({ at: new Date().toISOString(), ...counted })}\n`);
    }
    // Data from before an index or a filter existed (hold timers, issue 12; explore filters and book
    // alerts, issue 13): each post gets what it lacks, again whenever the code writes more beside posts
    // than at this data folder's last run.
    const extrasMarker = path.join(dataDir, 'state-extras.json');
    const { STATE_EXTRAS, backfillIndexKeys } = await import('../store/migrations.ts');
    const extrasDone = existsSync(extrasMarker)
      ? ((JSON.parse(readFileSync(extrasMarker, 'utf8')) as { extras?: string[] }).extras ?? [])
      : [];
    if (STATE_EXTRAS.some((name) => !extrasDone.includes(name))) {
      const updated = await backfillIndexKeys();
      writeFileSync(
        extrasMarker,
        `${JSON.stringify({ at: new Date().toISOString(), extras: STATE_EXTRAS, updated })}\n`,
      );
    }

    let seeded = false;
    const seedMarker = path.join(dataDir, 'seeded.json');
    if (options.seed && !existsSync(seedMarker)) {
      const { seedDemo } = await import('./seed.ts');
      const summary = await seedDemo({ cognito, userPoolId: ids.userPoolId });
      writeFileSync(seedMarker, `${JSON.stringify({ at: new Date().toISOString(), ...summary }, null, 2)}\n`);
      seeded = true;
    }

    return {
      info: {
        url: front.url,
        region: REGION,
        tableName: TABLE_NAME,
        imagesBucket: IMAGES_BUCKET,
        userPoolId: ids.userPoolId,
        userPoolClientId: ids.userPoolClientId,
        dynamodbEndpoint: dynamo.endpoint,
        dynamodbProcessGroup: dynamo.processGroup,
        s3Endpoint: s3.endpoint,
        cognitoEndpoint: shim.url,
        dataDir,
        sesEndpoint: sesLocal.endpoint,
      },
      env,
      seeded,
      died: dynamo.died.then((what) => `DynamoDB Local (the database) ${what}`),
      streams: {
        pause: async () => {
          await Promise.all(readers.map((r) => r.pause()));
        },
        resume: () => {
          for (const r of readers) r.resume();
        },
      },
      ...(visitorCache ? { visitorCache } : {}),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** What a second `npm start` on the same data folder says: who holds it and how to run another. */
export function secondStackMessage(pid: number, dataDir: string): string {
  const shown = path.relative(process.cwd(), dataDir) || '.';
  return (
    `Bookwish is already running from this checkout (pid ${pid}, data in ${shown}/). ` +
    'Stop it first (Ctrl-C in its terminal), or run a second one with its own data folder and port: ' +
    'BOOKWISH_DATA_DIR=.data2 PORT=8081 npm start'
  );
}

/** Two stacks on one data directory would corrupt DynamoDB Local's files: refuse the second. */
const lockedHere = new Set<string>();

function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'stack.pid');
  if (lockedHere.has(dataDir)) throw new Error(secondStackMessage(process.pid, dataDir));
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(secondStackMessage(pid, dataDir));
    }
  }
  writeFileSync(file, String(process.pid));
  lockedHere.add(dataDir);
  return () => {
    lockedHere.delete(dataDir);
    rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Signs unsubscribe links; kept with the data so links in earlier mails keep working. */
function notifySecret(dataDir: string): string {
  const file = path.join(dataDir, 'notify-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret);
  return secret;
}

function mkdir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The local twin of the EventBridge rule: the same sweep handler every SWEEP_EVERY_MINUTES, and the
 * test clock that moves the app's clock and sweeps at once (POST /_dev/clock). */
async function startTimerSweep(): Promise<{
  advance: (change: { advanceDays: number } | { reset: true }) => Promise<unknown>;
  stop: () => Promise<void>;
}> {
  const { handler } = await import('../handlers/timers-sweep.ts');
  const { SWEEP_EVERY_MINUTES } = await import('../app/timers.ts');
  const clock = installTestClock();
  const sweep = () =>
    handler().catch((error: unknown) => {
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
