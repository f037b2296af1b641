import type { FastifyInstance } from 'fastify';

/** Echoes each request's id in `x-request-id`, so a shopper's report can be matched to the logs. */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
