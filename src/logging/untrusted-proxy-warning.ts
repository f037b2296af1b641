import type { FastifyInstance } from 'fastify';

/**
 * With TRUST_PROXY off, a store behind a proxy sees every shopper as the proxy's address, so all of
 * them share one rate-limit bucket. Requests that carry `X-Forwarded-For` are the sign: say so once.
 */
export function registerUntrustedProxyWarning(fastify: FastifyInstance): void {
  let warned = false;
  fastify.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'Requests arrive with X-Forwarded-For but TRUST_PROXY is false: every shopper behind the proxy counts as its address for the rate limits. Set TRUST_PROXY to the number of proxies in front (see Configuration in the README).',
    );
  });
}
