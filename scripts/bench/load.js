// One autocannon load of a URL with the bench's settings, reduced to the figures the bench reports.
import autocannon from 'autocannon';

function positive(name, fallback, zeroAllowed = false) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zeroAllowed)) {
    throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number, not "${raw}"`);
  }
  return value;
}

export const loadSettings = {
  connections: positive('BENCH_CONNECTIONS', 50),
  duration: positive('BENCH_DURATION', 10),
  warmup: positive('BENCH_WARMUP', 2, true),
  pipelining: positive('BENCH_PIPELINING', 1),
};

/** Starts loading; `done` resolves to the figures, `stop()` ends an open-ended load early. */
export function startLoad(baseUrl, target, { duration = loadSettings.duration, requests } = {}) {
  // A line may load with fewer connections than the bench's, where fewer people use it at once (the admin's lists).
  const connections = target.connections ?? loadSettings.connections;
  const instance = autocannon({
    url: new URL(target.path, baseUrl).toString(),
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests,
    connections,
    duration,
    pipelining: loadSettings.pipelining,
    warmup: loadSettings.warmup > 0 ? { connections, duration: loadSettings.warmup } : undefined,
  });
  const done = new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject)).then((result) => ({
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyMs: { average: result.latency.average, p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
    durationSeconds: result.duration,
  }));
  return { done, stop: () => instance.stop() };
}

export function load(baseUrl, target) {
  return startLoad(baseUrl, target).done;
}

/** The q-quantile of a list of numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
