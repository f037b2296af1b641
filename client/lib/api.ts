import { networkError, toApiError, type ApiError } from './api-error';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const REFRESH_PATH = '/api/auth/token?grant_type=refresh_token';

/**
 * Calls the store's REST API from the browser with the session cookies; a failure comes back as
 * the common error body rather than a thrown error, so forms can show it. An access token that
 * expired while the page was open (they last 15 minutes) is refreshed and the call repeated once.
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
  refreshing ??= withRefreshBackoff(() => send<unknown>('POST', REFRESH_PATH, {}))
    .then((result) => result.ok)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Waits before each retry of a refresh the auth service could not answer (502, 503, 504): the
 * spec's backoff, 200 ms doubling; four retries, about three seconds in all (the spec names no count).
 */
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [200, 400, 800, 1600];
const UNAVAILABLE = new Set([502, 503, 504]);

/** Runs a refresh, and again after each backoff delay while it answers that the service is unavailable. */
export async function withRefreshBackoff<T>(attempt: () => Promise<ApiResult<T>>, wait = sleep): Promise<ApiResult<T>> {
  let result = await attempt();
  for (const delay of REFRESH_RETRY_DELAYS_MS) {
    if (result.ok || !UNAVAILABLE.has(result.error.status)) break;
    await wait(delay);
    result = await attempt();
  }
  return result;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function send<T>(method: Method, path: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    // A FormData body (a file upload) goes as multipart, with the boundary the browser sets.
    const multipart = body instanceof FormData;
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || multipart ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
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
