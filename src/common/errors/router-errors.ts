import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { defaultCode, ErrorBody } from './error-body.js';

/** What the router refuses before Nest sees a request: a malformed address (400), or a part of it over 100 characters (414). */
export function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = status === 414 ? 'The address is too long: a part of it is over 100 characters.' : 'The address is not valid: it holds a malformed %-escape.';
  const body: ErrorBody = { status, code: defaultCode(status), message };
  reply.code(status).type('application/json; charset=utf-8').send(body);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The address or the headers of the request are too long.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/** What Node's HTTP parser refuses (headers too large, a request too slow, bytes that are not HTTP), in the common error body. */
export function clientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ status, code: defaultCode(status), message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
