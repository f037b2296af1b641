import { networkError, toApiError, type ApiError } from './api-error';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const REFRESH_PATH = '/api/auth/token?grant_type=refresh_token';

/**
 * Calls the store's REST API from the browser with the session cookies; a failure comes back as
 * the common error body rather than a thrown error, so forms can show it. An access token that
 * expired while the page was open (they last 15 minutes) is refreshed once and the call repeated.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  const first = await send<T>(method, path, body);
  if (first.ok || first.error.code !== 'token_expired' || path.startsWith('/api/auth/')) return first;
  return (await refreshSession()) ? send<T>(method, path, body) : first;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh cookie for a new session, once for all the calls that found the access
 * token expired at the same moment: a refresh token is single-use.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= send<unknown>('POST', REFRESH_PATH, {})
    .then((result) => result.ok)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send<T>(method: Method, path: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: networkError() };
  }
  const parsed = await readJson(response);
  if (!response.ok) return { ok: false, error: toApiError(response.status, parsed) };
  return { ok: true, status: response.status, data: parsed as T };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}
