import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The store's one way to call another server (catalogue provider, game databases, payment gateway):
 * a time limit per attempt, and retries with exponential backoff that honour Retry-After.
 */

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per attempt, the body's reading included. */
  timeoutMs: number;
  /** How many times it is sent at most; 1 sends it once. */
  attempts: number;
  /** The wait after the first failed attempt; it doubles with each next one. A Retry-After wins. */
  retryDelayMs: number;
  /** Runs before every attempt, retries included; throws to stop (a request budget used up). */
  beforeAttempt?: () => Promise<void>;
  /** An answer to try again besides 429 and 5xx (a success whose body cannot be read, say). */
  retryAlso?: (response: OutboundResponse) => boolean;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

/** No attempt got an answer; the message says why the last one failed, never what was sent. */
export class OutboundHttpError extends Error {
  constructor(
    message: string,
    /** The last attempt ran out of time (otherwise it could not connect or read). */
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The longest wait between attempts, whatever Retry-After asks. */
const MAX_RETRY_DELAY_MS = 30_000;

/** 429 and 5xx are worth another try; any other status is the server's final word. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * How long to wait after failed attempt number `attempt` (1-based): the server's Retry-After
 * (seconds or an HTTP date) when it sends one, otherwise `baseDelayMs` doubled per attempt; never above 30 s.
 */
export function retryDelayMs(attempt: number, baseDelayMs: number, retryAfter: string | null, now = Date.now()): number {
  const value = retryAfter?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_DELAY_MS);
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.min(Math.max(at - now, 0), MAX_RETRY_DELAY_MS);
  }
  return Math.min(baseDelayMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Sends the request, retrying network errors, timeouts, 429, 5xx (and what `retryAlso` names) until
 * `attempts` are used. Answers the last response whatever its status; throws OutboundHttpError only
 * when the last attempt got no answer.
 */
export async function sendOutbound(request: OutboundRequest): Promise<OutboundResponse> {
  for (let attempt = 1; ; attempt++) {
    await request.beforeAttempt?.();
    const last = attempt >= request.attempts;
    let response: OutboundResponse;
    try {
      response = await attemptOnce(request);
    } catch (error) {
      if (last) throw new OutboundHttpError(describeFailure(error, request.timeoutMs), isTimeout(error));
      await sleep(retryDelayMs(attempt, request.retryDelayMs, null));
      continue;
    }
    if (last || !(isRetryableStatus(response.status) || request.retryAlso?.(response))) return response;
    await sleep(retryDelayMs(attempt, request.retryDelayMs, response.headers.get('retry-after')));
  }
}

async function attemptOnce(request: OutboundRequest): Promise<OutboundResponse> {
  const response = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  return { status: response.status, ok: response.ok, headers: response.headers, text: await response.text() };
}

/** The body as JSON; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
