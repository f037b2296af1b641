import type { FastifyInstance } from 'fastify';

const QUIET = /^\/(health\/|assets\/|@vite|@fs|@id|node_modules|favicon)/;

/** One log line per request, with its id, echoed back in `x-request-id` for support. */
export function registerRequestLogging(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (QUIET.test(request.url) && reply.statusCode < 500) return;
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
