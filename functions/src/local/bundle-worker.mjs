// One synthesized function's bundle in a thread of its own, with the environment the template gives
// it (the thread's own process.env: worker_threads' `env`), invoked as Lambda invokes it: the event and
// a context, the handler's result or error posted back. Plain JavaScript: a worker thread has no
// TypeScript loader under Vitest (bundle-runner.ts starts it).

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { lambdaContext } from './lambda-context.mjs';

const { file, exportName, functionName, memoryMb, timeoutMs } = workerData;

const handlerLoaded = import(pathToFileURL(file).href).then((module) => {
  const handler = module[exportName];
  if (typeof handler !== 'function') throw new Error(`${file} exports no function ${exportName}`);
  return handler;
});
// A bundle that fails to load fails each invocation (below), not the thread.
handlerLoaded.catch(() => undefined);

parentPort.on('message', async ({ id, event, requestId }) => {
  try {
    const handler = await handlerLoaded;
    const result = await handler(event, lambdaContext(functionName, requestId, { memoryMb, timeoutMs }));
    parentPort.postMessage({ id, result });
  } catch (error) {
    const failure =
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : { name: 'Error', message: String(error) };
    parentPort.postMessage({ id, error: failure });
  }
});
