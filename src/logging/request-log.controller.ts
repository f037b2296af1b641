import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

const QUIET = /^\/(health\/|assets\/|@vite|@fs|@id|node_modules|favicon)/;

/** The fields of a finished request's log line, wherever it was answered. */
export function requestLogLine(reqId: string, method: string, url: string, status: number, elapsedMs: number) {
  return { reqId, method, url: redactUrl(url), status, ms: Math.round(elapsedMs) };
}

/** One log line per finished request instead of two; health checks and assets only when they fail. */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: false });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && reply.statusCode < 500 && QUIET.test(request.url)) return;
    const line = requestLogLine(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}
