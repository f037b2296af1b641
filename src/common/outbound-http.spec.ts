import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRetryableStatus, OutboundHttpError, retryDelayMs, sendOutbound } from './outbound-http.js';

describe('outbound HTTP retries', () => {
  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isRetryableStatus)).toBe(false);
  });

  it('backs off exponentially without Retry-After, up to 30 s', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 500, null))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs(10, 500, null)).toBe(30_000);
  });

  it('honours Retry-After in seconds or as a date, up to 30 s', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryDelayMs(1, 500, '2', now)).toBe(2000);
    expect(retryDelayMs(1, 500, 'Thu, 01 Jan 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryDelayMs(1, 500, 'Thu, 01 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryDelayMs(1, 500, '3600', now)).toBe(30_000);
    expect(retryDelayMs(2, 500, 'soon', now)).toBe(1000);
  });
});

describe('sendOutbound', () => {
  /** Answers each request with the next scripted answer; the last one repeats. */
  let answers: { status: number; headers?: Record<string, string>; body?: string; silent?: boolean }[];
  let received: { method?: string; body: string }[];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, body });
        const answer = answers[Math.min(received.length, answers.length) - 1];
        if (answer.silent) return;
        response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (received = []));

  const send = (over: Partial<Parameters<typeof sendOutbound>[0]> = {}) => sendOutbound({ url, timeoutMs: 2000, attempts: 3, retryDelayMs: 1, ...over });

  it('tries a 429 again after its Retry-After, and answers the success with its body', async () => {
    answers = [{ status: 429, headers: { 'retry-after': '0' } }, { status: 200, body: 'fine' }];
    const response = await send({ method: 'POST', body: 'a=1' });
    expect(response).toMatchObject({ status: 200, ok: true, text: 'fine' });
    expect(received).toEqual([{ method: 'POST', body: 'a=1' }, { method: 'POST', body: 'a=1' }]);
  });

  it('answers the last response once the attempts are used, and a final status at once', async () => {
    answers = [{ status: 503, body: 'down' }];
    expect(await send()).toMatchObject({ status: 503, ok: false, text: 'down' });
    expect(received).toHaveLength(3);
    received = [];
    answers = [{ status: 404, body: 'gone' }];
    expect(await send()).toMatchObject({ status: 404, text: 'gone' });
    expect(received).toHaveLength(1);
  });

  it('retries what retryAlso names, and runs beforeAttempt before every attempt', async () => {
    answers = [{ status: 200, body: 'not json' }, { status: 200, body: '{}' }];
    let attempts = 0;
    const response = await send({ retryAlso: (answer) => answer.text !== '{}', beforeAttempt: async () => void attempts++ });
    expect(response.text).toBe('{}');
    expect(attempts).toBe(2);
  });

  it('throws OutboundHttpError when the last attempt gets no answer in time', async () => {
    answers = [{ status: 200, silent: true }];
    const error = await send({ timeoutMs: 100, attempts: 2 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(OutboundHttpError);
    expect([(error as OutboundHttpError).message, (error as OutboundHttpError).timedOut]).toEqual(['no answer within 100 ms', true]);
    expect(received).toHaveLength(2);
  });

  it('names the cause when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await sendOutbound({ url: `http://127.0.0.1:${port}/`, timeoutMs: 1000, attempts: 1, retryDelayMs: 1 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(OutboundHttpError);
    expect([(error as OutboundHttpError).message, (error as OutboundHttpError).timedOut]).toEqual(['ECONNREFUSED', false]);
  });
});
