// The local stack on the synthesized bundles (BOOKWISH_BUNDLES=1 npm start, or startStack's `bundles`):
// the app synthesized as `cdk deploy` takes it, then every API route and both stream consumers run
// from their assets with the template's environment (bundle-runner.ts), the consumers fed only what
// their template mappings' filters match. The timer sweep stays in-process: the test clock
// (POST /_dev/clock) moves this process's clock, which a bundle's thread would not see.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { matchesFilter, type StreamFilter } from '@bookwish/shared/storage/stream-filters';
import { bundleRouteInvoker, startBundleRunner } from '../bundle-runner.ts';
import {
  apiRoutes,
  PRODUCTION_CONTEXT,
  streamMappings,
  synthesizeAssembly,
  templateFunctions,
} from '../cloud-assembly.ts';
import type { RouteInvoker } from '../entries.ts';
import type { StreamHandler } from '../stream-reader.ts';
import { localEnvironment } from '../template-env.ts';

export interface BundleMode {
  invokeRoute: RouteInvoker;
  /** A stream consumer's bundle and its mapping's filters, by the construct that declares it. */
  streamConsumer(construct: string): { handler: StreamHandler; filters: StreamFilter[] };
  stop(): Promise<void>;
}

export async function startBundleMode(options: {
  dataDir: string;
  /** The handler environment of the stack (its emulators, table, bucket, pool and secrets). */
  stackEnv: Record<string, string>;
  origin: string;
}): Promise<BundleMode> {
  const outdir = path.join(options.dataDir, 'cloud-assembly');
  await rm(outdir, { recursive: true, force: true });
  const assembly = await synthesizeAssembly({ outdir, context: PRODUCTION_CONTEXT });
  const functions = templateFunctions(assembly);
  const runner = startBundleRunner({
    environmentOf: (fn) =>
      localEnvironment(assembly, fn, { stackEnv: options.stackEnv, origin: options.origin }),
  });
  const mappings = streamMappings(assembly, functions);
  return {
    invokeRoute: bundleRouteInvoker(apiRoutes(assembly, functions), runner),
    streamConsumer(construct) {
      const mapping = mappings.find(({ fn }) => fn.constructPath.split('/').includes(construct));
      if (!mapping) throw new Error(`The synthesized template has no stream mapping for ${construct}`);
      return {
        handler: (event) => runner.invoke(mapping.fn, event) as ReturnType<StreamHandler>,
        filters: mapping.patterns as StreamFilter[],
      };
    },
    async stop() {
      await runner.stop();
      await rm(outdir, { recursive: true, force: true });
    },
  };
}

/** Whether a Lambda-shaped record passes any of a mapping's filters (Lambda's OR of its filters). */
export const passesAny = (filters: readonly StreamFilter[], record: unknown) =>
  filters.some((filter) => matchesFilter(filter, record));
