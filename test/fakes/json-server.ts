import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** An answer a test lines up for the next matching request: a status with a JSON body, raw text, or no answer at all. */
export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  /** Sent as is instead of `body` (malformed JSON, say). */
  raw?: string;
  headers?: Record<string, string>;
  /** Holds the request this long before answering (to make the client time out). */
  delayMs?: number;
}

/**
 * A real HTTP server on a free port that answers JSON, the base of the fakes that play public APIs.
 * Tests line up answers for a path with `script()`; otherwise `route()` answers. Every request is logged.
 */
export abstract class FakeJsonServer {
  readonly requests: { path: string; query: URLSearchParams; status: number }[] = [];
  private readonly scripts: { path: string; answers: ScriptedAnswer[] }[] = [];
  private server!: Server;
  url = '';

  /** Listens on `port`, or on a free one when it is 0. */
  protected async listen(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => this.send(req, res, { status: 500, body: { error: error.message } }));
    });
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  /** The next requests to `path` (without its query) get these answers, in order, before the normal ones. */
  script(path: string, ...answers: ScriptedAnswer[]): void {
    this.scripts.push({ path, answers });
  }

  requestsTo(path: string) {
    return this.requests.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  /** The normal answer to a request no script claimed. */
  protected abstract route(path: string, query: URLSearchParams): ScriptedAnswer;

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const script = this.scripts.find((entry) => entry.path === url.pathname && entry.answers.length > 0);
    const answer = script ? (script.answers.shift() as ScriptedAnswer) : this.route(url.pathname, url.searchParams);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    this.send(req, res, answer);
  }

  private send(req: IncomingMessage, res: ServerResponse, answer: ScriptedAnswer): void {
    const url = new URL(req.url ?? '/', this.url);
    const status = answer.status ?? 200;
    this.requests.push({ path: url.pathname, query: url.searchParams, status });
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.raw ?? JSON.stringify(answer.body ?? null));
  }
}
