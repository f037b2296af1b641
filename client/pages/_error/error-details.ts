import type { PageContext } from 'vike/types';

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export interface ErrorDetails {
  status: number;
  statusText: string;
  /** The reason given by `throw render(status, reason)`, when there is one. */
  message: string | null;
}

/** What went wrong, from what vike puts on the error page's pageContext; a bare failure is a 500. */
export function getErrorDetails(pageContext: PageContext): ErrorDetails {
  const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  return { status, statusText: STATUS_TEXTS[status] ?? 'Error', message: reasonText(pageContext.abortReason) };
}

function reasonText(reason: unknown): string | null {
  if (typeof reason === 'string' && reason.trim()) return reason;
  if (typeof reason === 'object' && reason !== null && 'message' in reason && typeof reason.message === 'string') return reason.message;
  return null;
}
