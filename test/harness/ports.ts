import { once } from 'node:events';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Ports handed to child processes come from below the kernel's ephemeral range (32768 and up), so no
 * `listen(0)` or outgoing connection takes one while the child boots, and each is reserved by a file
 * that names the reserving process, so two test processes never pick the same one. An app started on
 * a port another app then took would pass its health check through the other app's answers.
 */
const RESERVED_FIRST = 20_000;
const RESERVED_COUNT = 10_000;
const RESERVATIONS = join(tmpdir(), 'keyshop-test-ports');

/** True when the process that reserved `file` has ended, so its reservation may be taken over. */
function reservationIsStale(file: string): boolean {
  try {
    process.kill(Number(readFileSync(file, 'utf8')), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' || (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Reserves `port` for this process, or answers false when another live process holds it. */
function reserve(port: number): boolean {
  const file = join(RESERVATIONS, String(port));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !reservationIsStale(file)) return false;
      try {
        unlinkSync(file);
      } catch {
        // Another process took the stale reservation over first.
      }
    }
  }
  return false;
}

/** True when nothing listens on `port` of the loopback interface right now. */
export async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  // Not `once(server, 'listening')`: that rejects on 'error', so a busy port would throw, not answer false.
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) {
    server.close();
    await once(server, 'close');
  }
  return listening;
}

/** A free TCP port on the loopback interface, reserved for this process's lifetime (see above). */
export async function freePort(): Promise<number> {
  mkdirSync(RESERVATIONS, { recursive: true });
  for (let tried = 0; tried < 1000; tried += 1) {
    const port = RESERVED_FIRST + Math.floor(Math.random() * RESERVED_COUNT);
    if (reserve(port) && (await canListen(port))) return port;
  }
  throw new Error(`No free port to reserve between ${RESERVED_FIRST} and ${RESERVED_FIRST + RESERVED_COUNT - 1}`);
}

/** Listens `server` on a reserved free port of the loopback interface; answers the port. */
export async function listenOnFreePort(server: Server): Promise<number> {
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return port;
}
