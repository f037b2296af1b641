import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a scrape may read /metrics, from its Authorization header: throws a 404 when metrics are
 * off (production without METRICS_TOKEN: nothing tells a prober they exist) and a 401 without the
 * right bearer token. Digests compared in constant time, so the answer's timing says nothing of the token.
 */
export function checkMetricsAccess(access: AppConfig['metrics'], authorization: string | undefined): void {
  if (access === 'off') throw new DomainError('not_found', 'not_found', 'Not found.');
  if (access === 'open') return;
  const presented = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  if (!timingSafeEqual(digest(presented), digest(access.token))) {
    throw new DomainError('unauthorized', 'metrics_token_required', 'Scraping /metrics needs the bearer token METRICS_TOKEN.');
  }
}
