// The whole product on one machine: DynamoDB Local, s3rver, cognito-local behind our shim, and the
// front (one origin, like CloudFront). Used by `npm start`, the vitest global setup and the e2e
// server. Only DynamoDB Local is a child process; everything else runs in this process.
// A start reads as its parts (stack/): start the emulators, wire the handlers and what calls them,
// upgrade the data folder's data, seed the demo.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoreTimeouts } from '../config.ts';
import { freeLowPort, isPortFree } from './free-port.ts';
import { createMailbox, setDevMailbox } from './mailbox.ts';
import { createPushService } from './push-service.ts';
import type { SharedCache } from './shared-cache.ts';
import { startBundleMode } from './stack/bundle-mode.ts';
import { loadPoolIds, lockDataDir } from './stack/data-dir.ts';
import { seedOnce } from './stack/seed-once.ts';
import { startEmulators } from './stack/start-emulators.ts';
import { backfillNewIndexes, backfillRecords } from './stack/upgrade-data.ts';
import { applyHandlerEnv, wireCallers } from './stack/wire.ts';

// Node 20 on these machines: the SDK's "upgrade to Node 22" notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

const REGION = 'ca-central-1';
const TABLE_NAME = 'bookwish';
const IMAGES_BUCKET = 'bookwish-images';

/** A start-up step whose failure says which step it was and what to do, not only the SDK's one line
 * ("socket hang up"): a stalled or stopped database is the usual cause. */
async function startUpStep<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(
      `Start-up stopped while ${what}: the database (DynamoDB Local) did not answer in time (${cause}). ` +
        'Nothing was served. Run `npm start` again; if it stops here again, the database is not ' +
        'answering: check free memory and disk (deleting the data folder starts over, without its data).',
      { cause: error },
    );
  }
}

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
  /** The e2e stack: a browser context's cookies may play a deploy (front/deploy-play.ts). */
  deployPlay?: boolean;
  /** The table in memory rather than in dataDir: for a stack whose data folder is thrown away when it
   * stops (the test and e2e stacks). DynamoDB Local's SQLite then writes no files: 17 % less of its CPU
   * over the Vitest run (119 against 99 CPU-s). `npm start` keeps its data across restarts. */
  inMemoryTable?: boolean;
  /** Every API route and stream consumer from the synthesized bundles, with the template's
   * environment (stack/bundle-mode.ts): what `cdk deploy` uploads. Default: BOOKWISH_BUNDLES=1. */
  bundles?: boolean;
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
  /** The Open Library stand-in (its Books API and covers; GET /_calls counts the calls per ISBN). */
  openLibraryUrl: string;
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

export async function startStack(options: StackOptions): Promise<Stack> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The data folder first: a second `npm start` from the same checkout hits it before the port.
  const releaseLock = lockDataDir(dataDir);
  const port = options.port === 0 ? await freeLowPort() : options.port;
  if (!(await isPortFree(port))) {
    releaseLock();
    throw new Error(`Port ${port} is in use. Stop what runs there or choose another: PORT=8081 npm start`);
  }
  const origin = `http://localhost:${port}`;
  const ids = loadPoolIds(dataDir, REGION);
  const mailbox = createMailbox(path.join(dataDir, 'mailbox.jsonl'));
  setDevMailbox(mailbox);
  const pushService = createPushService(path.join(dataDir, 'pushes.jsonl'));

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
    const names = { region: REGION, tableName: TABLE_NAME, imagesBucket: IMAGES_BUCKET, ids };
    const emulators = await startEmulators(
      {
        ...names,
        dataDir,
        origins: [origin, `http://127.0.0.1:${port}`, ...(options.extraOrigins ?? [])],
        mailbox,
        quiet: options.quiet,
        inMemoryTable: options.inMemoryTable,
      },
      stops,
    );
    const env = applyHandlerEnv(emulators, {
      ...names,
      dataDir,
      origin,
      rateLimitScale: options.rateLimitScale,
      storeTimeouts: options.storeTimeouts,
    });
    const bundles =
      (options.bundles ?? process.env.BOOKWISH_BUNDLES === '1')
        ? await startBundleMode({ dataDir, stackEnv: env, origin })
        : undefined;
    if (bundles) stops.push(bundles.stop);
    await startUpStep('adding the keys of new indexes to the stored posts', () =>
      backfillNewIndexes(emulators.table),
    );
    let seeded = false;
    const wired = await wireCallers(
      emulators,
      {
        ...names,
        port,
        origin,
        mailbox,
        pushService,
        webDist: path.join(REPO_ROOT, 'web', 'dist'),
        extraOrigins: options.extraOrigins,
        quiet: options.quiet,
        visitorCache: options.visitorCache,
        deployPlay: options.deployPlay,
        bundles,
        beforeListening: async () => {
          await startUpStep('upgrading the stored data (member records, giving counts)', () =>
            backfillRecords(dataDir),
          );
          if (options.seed) {
            seeded = await startUpStep('seeding the demo members and posts', () =>
              seedOnce(dataDir, emulators.cognito, ids.userPoolId),
            );
          }
        },
      },
      stops,
    );

    const { dynamo, s3, shim, sesLocal, openLibrary } = emulators;
    return {
      info: {
        url: wired.front.url,
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
        openLibraryUrl: openLibrary.url,
      },
      env,
      seeded,
      died: dynamo.died.then((what) => `DynamoDB Local (the database) ${what}`),
      streams: wired.streams,
      ...(wired.visitorCache ? { visitorCache: wired.visitorCache } : {}),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
