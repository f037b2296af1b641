import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiRequest, REFRESH_RETRY_DELAYS_MS, withRefreshBackoff, type ApiResult } from './api';

const failed = (status: number): ApiResult<unknown> => ({ ok: false, error: { status, code: 'x', message: 'x', details: [] } });
const ok: ApiResult<unknown> = { ok: true, status: 200, data: {} };

describe('token refresh backoff', () => {
  it('retries a refresh the auth service could not answer after 200 ms, doubling each time', async () => {
    const answers = [failed(503), failed(502), failed(504), ok];
    const waits: number[] = [];
    const result = await withRefreshBackoff(async () => answers.shift()!, async (ms) => void waits.push(ms));
    expect(result.ok).toBe(true);
    expect(waits).toEqual([200, 400, 800]);
  });

  it('gives up after its last retry', async () => {
    const attempt = jest.fn(async () => failed(503));
    const waits: number[] = [];
    const result = await withRefreshBackoff(attempt, async (ms) => void waits.push(ms));
    expect(result.ok).toBe(false);
    expect(waits).toEqual([200, 400, 800, 1600]);
    expect(attempt).toHaveBeenCalledTimes(REFRESH_RETRY_DELAYS_MS.length + 1);
  });

  it('does not retry a refusal', async () => {
    const attempt = jest.fn(async () => failed(400));
    const waits: number[] = [];
    expect((await withRefreshBackoff(attempt, async (ms) => void waits.push(ms))).ok).toBe(false);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});

describe('apiRequest', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('refreshes an expired access token through the backoff, then repeats the call once', async () => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const answers = [
      json(401, { status: 401, code: 'token_expired', message: 'JWT has expired' }),
      json(503, { status: 503, code: 'unavailable', message: 'busy' }),
      json(200, { access_token: 'new' }),
      json(200, { id: 'me' }),
    ];
    const calls: string[] = [];
    globalThis.fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return answers.shift()!;
    }) as typeof fetch;
    const result = await apiRequest<{ id: string }>('GET', '/api/profile');
    expect(result).toEqual({ ok: true, status: 200, data: { id: 'me' } });
    expect(calls).toEqual(['/api/profile', '/api/auth/token?grant_type=refresh_token', '/api/auth/token?grant_type=refresh_token', '/api/profile']);
  });
});
