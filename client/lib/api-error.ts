/** An API failure as the pages show it: the common error body, or what stands in for it. */
export interface ApiError {
  /** The HTTP status; 0 when no answer arrived. */
  status: number;
  code: string;
  message: string;
  details: string[];
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the store. Check your connection and try again.';
const UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again in a moment.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** Statuses that mean "not now" rather than "not like this": a proxy or the app is down or overloaded. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** The visitor is no longer signed in (signed out elsewhere, or the session expired). */
export function isSessionEnded(error: ApiError): boolean {
  return error.status === 401;
}

export function networkError(): ApiError {
  return { status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, details: [] };
}

/**
 * The error of a failed response from its status and parsed body (null when the body was not JSON).
 * The message is the body's `message`, or `msg`, `error_description` or `error` from other services.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = [record.message, record.msg, record.error_description, record.error].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const code = typeof record.code === 'string' ? record.code : UNAVAILABLE_STATUSES.has(status) ? 'unavailable' : 'error';
  const details = Array.isArray(record.details) ? record.details.filter((item): item is string => typeof item === 'string') : [];
  return { status, code, message: message ?? (UNAVAILABLE_STATUSES.has(status) ? UNAVAILABLE_MESSAGE : GENERIC_MESSAGE), details };
}

/** Which form field a server's validation message is about, and how to name it for people. */
export interface FieldMatcher<F extends string> {
  field: F;
  pattern: RegExp;
  /**
   * The request property the server names at the start of its message: `steamTradeUrl must be …`,
   * or `ageConfirmed: You must be …` before a message that is a sentence of its own.
   */
  property?: string;
  /** What the form calls that property, put in its place. */
  label?: string;
}

export interface SortedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Messages about no field in particular, for the form's own alert. */
  others: string[];
}

/**
 * Puts a `validation_failed` answer's messages under the fields they are about (the first matcher
 * that matches wins); any other error is one message for the whole form.
 */
export function sortApiErrors<F extends string>(error: ApiError, matchers: readonly FieldMatcher<F>[]): SortedErrors<F> {
  const sorted: SortedErrors<F> = { fields: {}, others: [] };
  const messages = error.code === 'validation_failed' && error.details.length > 0 ? error.details : [error.message];
  for (const message of messages) {
    const matcher = error.code === 'validation_failed' ? matchers.find(({ pattern }) => pattern.test(message)) : undefined;
    if (!matcher) {
      sorted.others.push(message);
      continue;
    }
    const text = peopleWords(message, matcher);
    const previous = sorted.fields[matcher.field];
    sorted.fields[matcher.field] = previous ? `${previous} ${text}` : text;
  }
  return sorted;
}

/** A message without the request's property names: the form's label instead, or nothing before a whole sentence. */
function peopleWords<F extends string>(message: string, { property, label }: FieldMatcher<F>): string {
  if (!property) return message;
  if (message.startsWith(`${property}: `)) return message.slice(property.length + 2);
  if (label && message.startsWith(`${property} `)) return `${label}${message.slice(property.length)}`;
  return message;
}
