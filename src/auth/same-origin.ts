import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './auth-cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestFacts {
  method: string;
  /**
   * The `Host` header the client sent. Never `X-Forwarded-Host`: any client can write that header,
   * so it cannot vouch for the page that sent the request.
   */
  host: string;
  origin?: string;
  referer?: string;
  /** The request carries `Authorization: Bearer` with an access token this store signed and that is still valid. */
  hasOwnBearerToken: boolean;
  cookies: Record<string, string | undefined>;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a request may change state: safe methods always; requests that authenticate with a valid
 * bearer token of ours always (a foreign page cannot attach one: the store allows no CORS, and the
 * token outranks the cookies, so the cookies never act); otherwise the page that sent it, told by
 * `Origin` or else `Referer`, must be on the store's own host. A request that names no page is
 * refused only when it carries session cookies, so non-browser clients work.
 */
export function isSameOriginRequest(request: RequestFacts, trustedHosts: readonly string[] = []): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (request.hasOwnBearerToken) return true;
  const source = request.origin && request.origin !== 'null' ? request.origin : request.referer;
  if (!source) {
    const hasSession = Boolean(request.cookies[ACCESS_TOKEN_COOKIE] || request.cookies[REFRESH_TOKEN_COOKIE]);
    return !hasSession && request.origin !== 'null';
  }
  const host = hostOf(source);
  return host !== null && (host === request.host.toLowerCase() || trustedHosts.includes(host));
}
