import { AsyncLocalStorage } from 'node:async_hooks';

/** What every line written under a request or a job carries: `reqId`, or `jobId`, `queue` and `job`. */
export type LogFields = Readonly<Record<string, string>>;

const storage = new AsyncLocalStorage<LogFields>();

/** Runs `work` so that every line logged in it, however deep, carries `fields`. */
export function runWithLogFields<T>(fields: LogFields, work: () => T): T {
  return storage.run(fields, work);
}

/** The fields of the request or job running now; a fresh object, since pino merges into what it gets. */
export function currentLogFields(): Record<string, string> {
  return { ...storage.getStore() };
}
