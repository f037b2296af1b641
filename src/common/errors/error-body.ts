import type { InputLimits } from '../../config/app-config.js';

export type { ErrorBody } from '#contracts/error.contract';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  503: 'service_unavailable',
};

export function defaultCode(status: number): string {
  return CODES_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'error');
}

/** The first problems of a list, each cut to length, then how many more there were: an error body stays small whatever the request held. */
export function listedDetails(details: string[], limits: Pick<InputLimits, 'detailsListed' | 'detailMaxLength'>): string[] {
  const cut = (detail: string) => (detail.length > limits.detailMaxLength ? `${detail.slice(0, limits.detailMaxLength - 1)}…` : detail);
  const listed = details.slice(0, limits.detailsListed).map(cut);
  const more = details.length - listed.length;
  return more > 0 ? [...listed, `and ${more} more`] : listed;
}
