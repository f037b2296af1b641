import type { FastifyInstance } from 'fastify';
import { runWithLogFields } from './log-context.js';

/**
 * Everything a request runs, down to repositories and queued mail, logs with the request's id. Entered
 * twice: reading a body continues on the socket's callbacks, outside the context the first hook set.
 * Registered before any other hook, so that their lines carry the id too.
 */
export function registerRequestLogContext(fastify: FastifyInstance): void {
  const enter = (request: { id: string }, _reply: unknown, done: () => void) => runWithLogFields({ reqId: request.id }, done);
  fastify.addHook('onRequest', enter);
  fastify.addHook('preValidation', enter);
}
