import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './errors/error-body.js';

const ENCODED_NUL = /%00/i;

/**
 * Refuses an address that holds an encoded NUL character: no path or query of the store has one, and
 * Postgres refuses to compare text holding one, so a page or API lookup would fail instead of finding nothing.
 */
export function registerNulUrlRefusal(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!ENCODED_NUL.test(request.url)) return;
    const body: ErrorBody = { status: 400, code: 'bad_request', message: 'The address must not contain NUL characters (%00).' };
    return reply.code(400).type('application/json; charset=utf-8').send(body);
  });
}
