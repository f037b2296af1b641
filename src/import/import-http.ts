import { setTimeout as sleep } from 'node:timers/promises';
import { isRetryableStatus, retryDelayMs } from '../catalog/provider/provider-http.js';

/** A source that could not be read: the message says which and why, for the admin. */
export class ImportSourceError extends Error {}

export interface JsonRequest {
  /** 'FreeToGame' or 'RAWG', for messages. */
  source: string;
  url: string;
  /** The URL as it may be shown: without the API key. */
  shownUrl: string;
  timeoutMs: number;
  /** The first wait before a retry; it doubles with each attempt (a 429's Retry-After wins). */
  retryDelayMs: number;
  /** Runs before every attempt, retries included; throws to stop (a request budget used up). */
  beforeAttempt?: () => Promise<void>;
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

export const IMPORT_ATTEMPTS = 4;

/**
 * GETs JSON from a game database. Network errors, timeouts, 429, 5xx and a success whose body is
 * not JSON are tried again (4 attempts, with backoff), then reported; any other status is answered
 * to the caller with its body, which decides what it means (a 404 past the last page, say).
 */
export async function getJson(request: JsonRequest): Promise<JsonResponse> {
  let problem = '';
  for (let attempt = 1; attempt <= IMPORT_ATTEMPTS; attempt++) {
    await request.beforeAttempt?.();
    let retryAfter: string | null = null;
    try {
      const response = await fetch(request.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(request.timeoutMs) });
      const text = await response.text();
      if (isRetryableStatus(response.status)) {
        problem = response.status === 429 ? 'too many requests (429)' : `server error ${response.status}`;
        retryAfter = response.headers.get('retry-after');
      } else {
        const body = parseJson(text);
        if (body !== undefined) return { status: response.status, body };
        if (!response.ok) return { status: response.status, body: null };
        problem = 'an answer that is not JSON';
      }
    } catch (error) {
      problem = error instanceof DOMException && error.name === 'TimeoutError' ? `no answer within ${request.timeoutMs} ms` : networkCause(error);
    }
    if (attempt < IMPORT_ATTEMPTS) await sleep(retryAfter ? retryDelayMs(attempt, retryAfter) : request.retryDelayMs * 2 ** (attempt - 1));
  }
  throw new ImportSourceError(`${request.source} (${request.shownUrl}) failed after ${IMPORT_ATTEMPTS} attempts: ${problem}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `could not connect (${cause?.code ?? cause?.message ?? (error as Error).message})`;
}
