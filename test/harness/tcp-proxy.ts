import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { listenOnFreePort } from './ports.js';

export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Cuts every connection and refuses new ones, as a server that went away does. */
  close(): Promise<void>;
}

/** Forwards a local port to the host and port of `target` (a URL), until closed. */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(Number(targetPort), hostname);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await listenOnFreePort(server);
  return {
    via: (url) => {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
