import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the hop'th address of a request's chain (0: the socket's peer) is a proxy to believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a rule on the hops of `X-Forwarded-For`: `false` believes none, `true` every one, a
 * number the nearest N, a list the proxies it names. Fastify's `request.ip` and the cached replies,
 * which answer before Fastify, read the client's address by this one rule.
 */
export function proxyTrust(trustProxy: boolean | number | string[]): ProxyTrust | false {
  if (trustProxy === false) return false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/** The client's address as Fastify's `request.ip` gives it under the same trust. */
export function clientAddressReader(trust: ProxyTrust | false): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  return (request) => proxyAddr(request, trust);
}
