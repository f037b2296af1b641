import { OutboundHttpError, parseJson, sendOutbound } from '../common/outbound-http.js';

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
  let problem: string;
  try {
    const response = await sendOutbound({
      url: request.url,
      headers: { accept: 'application/json' },
      timeoutMs: request.timeoutMs,
      attempts: IMPORT_ATTEMPTS,
      retryDelayMs: request.retryDelayMs,
      beforeAttempt: request.beforeAttempt,
      retryAlso: (answer) => answer.ok && parseJson(answer.text) === undefined,
    });
    const body = parseJson(response.text);
    if (response.status === 429) problem = 'too many requests (429)';
    else if (response.status >= 500) problem = `server error ${response.status}`;
    else if (body !== undefined) return { status: response.status, body };
    else if (!response.ok) return { status: response.status, body: null };
    else problem = 'an answer that is not JSON';
  } catch (error) {
    if (!(error instanceof OutboundHttpError)) throw error;
    problem = error.timedOut ? error.message : `could not connect (${error.message})`;
  }
  throw new ImportSourceError(`${request.source} (${request.shownUrl}) failed after ${IMPORT_ATTEMPTS} attempts: ${problem}`);
}
