import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** What sees each request before Fastify. */
export interface RequestFront {
  /** Answers the request itself, or returns false to leave it to Fastify. */
  answer(request: http.IncomingMessage, response: http.ServerResponse): boolean;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify builds by default, with its timeouts, that gives
 * each request to `front()` first (the front is read per request, as it is built after the app).
 */
export function serverWithFront(front: () => RequestFront | undefined): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      if (!front()?.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
