import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './auth-cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestFacts {
  method: string;
  /** The host the request was sent to (`Host`, or `X-Forwarded-Host` behind the proxy). */
  host: string;
  origin?: string;
  referer?: string;
  authorization?: string;
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
 * Whether a request may change state: safe methods always; requests with an `Authorization` header
 * (which a foreign page cannot add without CORS, which the store does not allow) always; otherwise the
 * page that sent it, told by `Origin` or else `Referer`, must be on the store's own host. A request
 * that names no page is refused only when it carries session cookies, so non-browser clients work.
 */
export function isSameOriginRequest(request: RequestFacts, trustedHosts: readonly string[] = []): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (request.authorization) return true;
  const source = request.origin && request.origin !== 'null' ? request.origin : request.referer;
  if (!source) {
    const hasSession = Boolean(request.cookies[ACCESS_TOKEN_COOKIE] || request.cookies[REFRESH_TOKEN_COOKIE]);
    return !hasSession && request.origin !== 'null';
  }
  const host = hostOf(source);
  return host !== null && (host === request.host.toLowerCase() || trustedHosts.includes(host));
}
