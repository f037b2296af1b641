import { once } from 'node:events';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';

/** A real HTTP server on a free port that answers 200 to everything and records each request it gets. */
export class RecordingServer {
  readonly received: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<RecordingServer> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const recorder = new RecordingServer(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    server.on('request', async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      recorder.received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200).end();
    });
    return recorder;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
