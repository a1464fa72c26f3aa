// Start: the emulators AWS's services are played by (DynamoDB Local, s3rver, cognito-local behind
// our shim, the SES endpoint), the table and the user pool made ready in them.

import path from 'node:path';
import { startCognitoEmulator } from '../cognito-emulator.ts';
import { ensureUserPool, type PoolIds } from '../cognito-provision.ts';
import { startCognitoShim } from '../cognito-shim.ts';
import { ensureTable, localDynamoClient } from '../create-table.ts';
import { startDynamoDbLocal } from '../dynamodb-local.ts';
import type { Mailbox } from '../mailbox.ts';
import { startOpenLibraryLocal } from '../open-library-local.ts';
import { startS3Local } from '../s3-local.ts';
import { startSesLocal } from '../ses-local.ts';
import { mkdir } from './data-dir.ts';

export interface EmulatorsOptions {
  dataDir: string;
  region: string;
  tableName: string;
  imagesBucket: string;
  /** The origins the bucket's CORS allows (the front's, and Vite's dev server). */
  origins: string[];
  ids: PoolIds;
  mailbox: Mailbox;
  quiet?: boolean | undefined;
  /** DynamoDB Local's table in memory, not under dataDir (a stack whose data is thrown away). */
  inMemoryTable?: boolean | undefined;
}

export type Emulators = Awaited<ReturnType<typeof startEmulators>>;

/** Each started emulator's stop goes to `stops` at once, so a failure later stops what did start. */
export async function startEmulators(options: EmulatorsOptions, stops: (() => Promise<void>)[]) {
  const { dataDir, region, mailbox } = options;
  const [dynamo, s3, cognito] = await Promise.all([
    startDynamoDbLocal(
      options.inMemoryTable ? { inMemory: true } : { dbPath: mkdir(path.join(dataDir, 'dynamodb')) },
    ).then((d) => {
      stops.push(d.stop);
      return d;
    }),
    startS3Local({
      directory: path.join(dataDir, 's3'),
      bucket: options.imagesBucket,
      origins: options.origins,
    }).then((s) => {
      stops.push(s.stop);
      return s;
    }),
    startCognitoEmulator({
      dataDir: path.join(dataDir, 'cognito'),
      region,
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
  // Book lookups ask this stand-in, never the internet (open-library-local.ts).
  const openLibrary = await startOpenLibraryLocal();
  stops.push(openLibrary.stop);

  const ddb = localDynamoClient(dynamo.endpoint, region);
  const table = await ensureTable(ddb, options.tableName);
  ddb.destroy();
  await ensureUserPool(cognito, options.ids);
  return { dynamo, s3, cognito, shim, sesLocal, openLibrary, table };
}
