import { once } from 'node:events';
import type { Server } from 'node:net';
import { createServer } from 'node:net';

/** The ports these tests' own servers and apps use, apart from other suites running on the machine. */
const FIRST = 3400;
const LAST = 3499;
let next = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));

/** Listens `server` on the next free port of the range on the loopback interface; answers the port. */
export async function listenInRange(server: Server): Promise<number> {
  for (let tried = 0; tried <= LAST - FIRST; tried += 1) {
    const port = next;
    next = next === LAST ? FIRST : next + 1;
    server.listen(port, '127.0.0.1');
    const outcome = await Promise.race([once(server, 'listening').then(() => 'ok'), once(server, 'error').then(() => 'busy')]);
    if (outcome === 'ok') return port;
  }
  throw new Error(`No free port between ${FIRST} and ${LAST}`);
}

/** A port of the range that was free a moment ago, for a child process to listen on. */
export async function freePortInRange(): Promise<number> {
  const probe = createServer();
  const port = await listenInRange(probe);
  probe.close();
  await once(probe, 'close');
  return port;
}
