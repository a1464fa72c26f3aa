// Free TCP ports on loopback. Every server of the stack (DynamoDB Local, the emulators, the front) takes
// one below 32768: the kernel hands out ephemeral ports from 32768 up, so a port picked there and
// listened on a moment later could be taken by an outgoing connection meanwhile (EADDRINUSE at start,
// seen when many test files ran side by side).

import net from 'node:net';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now (from the ephemeral range): for a port nothing listens on. */
export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Ports this process has handed out: two servers started side by side (the emulators of one stack
 * start at once) could otherwise draw the same free port, each checked before either listens, and the
 * second fail with EADDRINUSE (seen once on a clean clone's run). */
const handedOut = new Set<number>();

/** A free port in [20000, 32000), tried at random so parallel runs rarely collide, never one this
 * process handed out before. */
export async function freeLowPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port below 32768');
}

/** True when the port is free on loopback (used to honour PORT=8080 or explain why not). */
export function isPortFree(port: number): Promise<boolean> {
  return canListen(port);
}
