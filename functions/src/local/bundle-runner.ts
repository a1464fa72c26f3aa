// The synthesized functions run as `cdk deploy` uploads them: each function's asset (its esbuild
// bundle) in a worker thread of its own, whose process.env is the environment the template gives that
// function (template-env.ts), so config() and every client read that function's settings and no
// other's. Threads start on a function's first invocation and the least recently used idle one stops
// past `maxThreads` (each holds its bundle and SDK clients: tens of MB).

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { Route } from '../routes.ts';
import type { TemplateFunction } from './cloud-assembly.ts';
import type { RouteInvoker } from './entries.ts';

const WORKER = new URL('./bundle-worker.mjs', import.meta.url);

export interface Invocation {
  /** The function's logical id in its stack. */
  logicalId: string;
  description: string;
  /** The HTTP status an API function answered, when it answered one. */
  statusCode?: number;
  /** The error the handler threw (Lambda would log it; API Gateway answers 500). */
  error?: string;
}

export interface BundleRunner {
  invoke(fn: TemplateFunction, event: unknown): Promise<unknown>;
  /** Every invocation so far, oldest first. */
  readonly invocations: readonly Invocation[];
  stop(): Promise<void>;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<string, Pending>;
  lastUsed: number;
}

/** The bundle file Lambda's Node.js runtime loads for `index.handler`: index.mjs, .js or .cjs. */
export function handlerFile(fn: TemplateFunction): { file: string; exportName: string } {
  const dot = fn.handler.lastIndexOf('.');
  const base = fn.handler.slice(0, dot);
  const exportName = fn.handler.slice(dot + 1);
  for (const extension of ['.mjs', '.js', '.cjs']) {
    const file = path.join(fn.assetDir, `${base}${extension}`);
    if (existsSync(file)) return { file, exportName };
  }
  throw new Error(`${fn.description} (${fn.logicalId}): no ${base}.mjs in its asset ${fn.assetDir}`);
}

export function startBundleRunner(options: {
  /** The environment each function's thread gets. */
  environmentOf: (fn: TemplateFunction) => Record<string, string>;
  maxThreads?: number;
}): BundleRunner {
  const maxThreads = options.maxThreads ?? 8;
  const threads = new Map<string, Thread>();
  const invocations: Invocation[] = [];

  const forget = (key: string, thread: Thread, why: Error) => {
    if (threads.get(key) === thread) threads.delete(key);
    for (const pending of thread.pending.values()) pending.reject(why);
    thread.pending.clear();
  };

  function threadFor(fn: TemplateFunction): Thread {
    const key = `${fn.stack}/${fn.logicalId}`;
    const known = threads.get(key);
    if (known) return known;
    const idle = [...threads.entries()]
      .filter(([, t]) => t.pending.size === 0)
      .sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    for (const [other, thread] of idle.slice(0, Math.max(0, threads.size + 1 - maxThreads))) {
      threads.delete(other);
      void thread.worker.terminate();
    }
    const { file, exportName } = handlerFile(fn);
    const worker = new Worker(WORKER, {
      env: options.environmentOf(fn),
      workerData: {
        file,
        exportName,
        functionName: fn.logicalId,
        memoryMb: fn.memoryMb,
        timeoutMs: fn.timeoutSeconds * 1000,
      },
    });
    // An idle thread never keeps the process alive (a test run ends without stopping the runner).
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), lastUsed: Date.now() };
    worker.on(
      'message',
      (message: {
        id: string;
        result?: unknown;
        error?: { name: string; message: string; stack?: string };
      }) => {
        const pending = thread.pending.get(message.id);
        if (!pending) return;
        thread.pending.delete(message.id);
        if (message.error) {
          const error = new Error(message.error.message);
          error.name = message.error.name;
          if (message.error.stack) error.stack = message.error.stack;
          pending.reject(error);
        } else pending.resolve(message.result);
      },
    );
    worker.on('error', (error) => forget(key, thread, error));
    worker.on('exit', (code) =>
      forget(key, thread, new Error(`${fn.description}: its thread ended (${code})`)),
    );
    threads.set(key, thread);
    return thread;
  }

  return {
    invocations,
    async invoke(fn, event) {
      const thread = threadFor(fn);
      thread.lastUsed = Date.now();
      const id = randomUUID();
      const recorded: Invocation = { logicalId: fn.logicalId, description: fn.description };
      invocations.push(recorded);
      try {
        const result = await new Promise<unknown>((resolve, reject) => {
          thread.pending.set(id, { resolve, reject });
          thread.worker.postMessage({ id, event, requestId: id });
        });
        if (typeof result === 'object' && result !== null && 'statusCode' in result)
          recorded.statusCode = Number(result.statusCode);
        return result;
      } catch (error) {
        recorded.error = error instanceof Error ? error.message : String(error);
        throw error;
      } finally {
        thread.lastUsed = Date.now();
      }
    },
    async stop() {
      const all = [...threads.values()];
      threads.clear();
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}

/** The front's invoker for bundle mode: each route answered by the function the template's HTTP API
 * integrates for its route key, never by the route table's own entry. */
export function bundleRouteInvoker(
  apiRoutes: ReadonlyMap<string, TemplateFunction>,
  runner: BundleRunner,
): RouteInvoker {
  return async (route: Route, event: APIGatewayProxyEventV2) => {
    const key = `${route.method} ${route.path}`;
    const fn = apiRoutes.get(key);
    if (!fn) throw new Error(`The synthesized HTTP API has no route ${key}`);
    return (await runner.invoke(fn, event)) as APIGatewayProxyResultV2;
  };
}
