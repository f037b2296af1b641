/** Postgres error classes that mean the server is away or refusing connections, not that the query was wrong. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
  '55000', // the database does not accept connections now (ALLOW_CONNECTIONS false)
]);

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|is not currently accepting connections|the database system is (starting up|shutting down)/i;

/** Whether an error says that the database cannot be reached right now (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, driverError } = error as { code?: string; driverError?: { code?: string; message?: string } };
  const codes = [code, driverError?.code].filter((value): value is string => typeof value === 'string');
  if (codes.some((value) => UNAVAILABLE_SQLSTATES.has(value) || NETWORK_CODES.has(value))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message) || UNAVAILABLE_MESSAGES.test(driverError?.message ?? '');
}
