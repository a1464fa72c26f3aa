// `npm start`: the whole product on one origin (default http://localhost:8080, PORT to change), data
// under .data/ (kept across restarts; delete the folder to start over), demo data on first start.
// `npm run dev` (--dev) adds Vite's dev server with hot reload, proxying everything else to the front.
// Ctrl-C or SIGTERM stops every emulator; DynamoDB Local (the only child process) goes with it.

import path from 'node:path';
import { demoAccounts } from './demo-data.ts';
import { DEFAULT_DATA_DIR, REPO_ROOT, type Stack, startStack } from './stack.ts';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const VITE_PORT = Number(process.env.VITE_PORT ?? 5173);

interface DevServer {
  close(): Promise<void>;
}

async function startVite(frontUrl: string): Promise<{ server: DevServer; url: string }> {
  process.env.BOOKWISH_STACK_URL = frontUrl;
  const { createServer } = await import('vite');
  const target = { target: frontUrl, changeOrigin: false };
  const server = await createServer({
    root: path.join(REPO_ROOT, 'web'),
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    server: {
      port: VITE_PORT,
      proxy: {
        '/api': target,
        '/images': target,
        '/config.json': target,
        '/_cognito': target,
        '/_dev': target,
      },
    },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0] ?? `http://localhost:${VITE_PORT}/`;
  return { server, url };
}

function banner(stack: Stack, viteUrl: string | undefined): string {
  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  const lines = [
    '',
    `  Bookwish is running at ${stack.info.url}`,
    ...(viteUrl ? [`  Hot-reloading web app at ${viteUrl}`] : []),
    '',
    '  Demo logins:',
    ...demoAccounts.map(
      (a) => `    ${a.email.padEnd(width)}  ${a.password}  ${a.name}${a.volunteer ? ' (volunteer)' : ''}`,
    ),
    '',
    `  Emails the system would send: ${stack.info.url}/_dev/mailbox?to=EMAIL`,
    `  Data: ${path.relative(process.cwd(), stack.info.dataDir) || '.'}/ (kept across restarts; delete it to start over)`,
    '  Ctrl-C to stop.',
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log('Starting DynamoDB Local, s3rver, cognito-local and the local front...');
  const stack = await startStack({
    dataDir: process.env.BOOKWISH_DATA_DIR ?? DEFAULT_DATA_DIR,
    port,
    seed: true,
    // Visitors' reads are kept a short while, as CloudFront keeps them (functions/src/http/edge-cache.ts).
    visitorCache: true,
    extraOrigins: dev ? [`http://localhost:${VITE_PORT}`] : [],
  });
  if (stack.seeded) console.log('Seeded demo members, wishlists and treats (first start).');
  let vite: { server: DevServer; url: string } | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log('Forcing exit.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await vite?.server.close().catch(() => undefined);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // An emulator dying under a running product would turn every request into an error: say which
  // part stopped and stop the rest, rather than serve half a stack.
  void stack.died.then(async (what) => {
    if (stopping) return;
    console.error(
      `\n${what}.\nBookwish cannot work without it: stopping everything. Run \`npm start\` again.`,
    );
    stopping = true;
    await vite?.server.close().catch(() => undefined);
    await stack.stop();
    process.exit(1);
  });
  if (dev) vite = await startVite(stack.info.url);
  console.log(banner(stack, vite?.url));
  console.log(`  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
