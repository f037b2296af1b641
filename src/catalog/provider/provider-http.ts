import { OutboundHttpError, type OutboundResponse, sendOutbound } from '../../common/outbound-http.js';
import { ProviderUnreachableError } from './provider.errors.js';

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const ATTEMPTS = 3;
const BASE_DELAY_MS = 500;

/**
 * Sends a request to the provider, 3 attempts from 500 ms of backoff. Answers the last response,
 * whatever its status; throws ProviderUnreachableError only when no attempt got an answer. Error
 * messages name the cause, never the request body.
 */
export async function sendToProvider(request: ProviderRequest, timeoutMs: number): Promise<OutboundResponse> {
  try {
    return await sendOutbound({ ...request, timeoutMs, attempts: ATTEMPTS, retryDelayMs: BASE_DELAY_MS });
  } catch (error) {
    if (error instanceof OutboundHttpError) throw new ProviderUnreachableError(`Could not reach the provider: ${error.message}`);
    throw error;
  }
}
