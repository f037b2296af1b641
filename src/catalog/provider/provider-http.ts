import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderUnreachableError } from './provider.errors.js';

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const ATTEMPTS = 3;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** 429 and 5xx are worth another try; any other status is the provider's final word. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * How long to wait after failed attempt number `attempt` (1-based): the provider's Retry-After
 * (seconds or an HTTP date) when it sends one, otherwise exponential backoff; never above 30 s.
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, now = Date.now()): number {
  const value = retryAfter?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_DELAY_MS);
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.min(Math.max(at - now, 0), MAX_DELAY_MS);
  }
  return Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/**
 * Sends a request to the provider with a time limit per attempt, retrying network errors, timeouts,
 * 5xx and 429 a few times. Answers the last response, whatever its status; throws only when no
 * attempt got an answer. Error messages name the URL and the cause, never the request body.
 */
export async function sendToProvider(request: ProviderRequest, timeoutMs: number): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (attempt >= ATTEMPTS) throw new ProviderUnreachableError(`Could not reach the provider: ${describe(error, timeoutMs)}`);
      await sleep(retryDelayMs(attempt, null));
      continue;
    }
    if (!isRetryableStatus(response.status) || attempt >= ATTEMPTS) return response;
    await response.body?.cancel();
    await sleep(retryDelayMs(attempt, response.headers.get('retry-after')));
  }
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
