import { ADMIN_PATH } from '../../lib/paths';
import type { BadgeTone } from '../../ui/Badge';
import type { KeyClaimStatus } from '#contracts/claims.constants';
import { KEY_CLAIM_STATUSES, REJECT_REASON_MAX, REJECT_REASON_MIN } from '#contracts/claims.constants';

export { KEY_CLAIM_STATUSES, REJECT_REASON_MAX, REJECT_REASON_MIN };

export const ADMIN_CLAIMS_PATH = `${ADMIN_PATH}/claims`;

/** The admin's page of one claim. */
export function adminClaimPath(id: string): string {
  return `${ADMIN_CLAIMS_PATH}/${encodeURIComponent(id)}`;
}

export function adminClaimApiPath(id: string): string {
  return `/api/admin/claims/${encodeURIComponent(id)}`;
}

export function resolveClaimApiPath(id: string): string {
  return `${adminClaimApiPath(id)}/resolve`;
}

/** The claims list as its URL states it: one status or all (null), and a page from 1. */
export interface AdminClaimsQuery {
  status: KeyClaimStatus | null;
  page: number;
}

const MAX_PAGE = 10_000;

/** Reads `?status=&page=`; an unknown status means all, a page that is not a whole number from 1 means the first. */
export function parseAdminClaimsQuery(search: Record<string, string | undefined>): AdminClaimsQuery {
  const status = KEY_CLAIM_STATUSES.find((value) => value === search.status) ?? null;
  const page = /^\d{1,5}$/.test(search.page ?? '') ? Number(search.page) : 1;
  return { status, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The list's address; the defaults (all, page 1) are left out. */
export function adminClaimsHref({ status, page }: AdminClaimsQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_CLAIMS_PATH}?${query}` : ADMIN_CLAIMS_PATH;
}

export function adminClaimsApiPath({ status, page }: AdminClaimsQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('page', String(page));
  return `/api/admin/claims?${params.toString()}`;
}

const TONES: Record<KeyClaimStatus, BadgeTone> = { open: 'yellow', replaced: 'green', credited: 'blue', rejected: 'red' };

export function claimStatusTone(status: KeyClaimStatus): BadgeTone {
  return TONES[status];
}

/** What is wrong with a rejection's reason, or null when it can be sent. */
export function rejectReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REJECT_REASON_MIN) return `Tell the customer why: at least ${REJECT_REASON_MIN} characters.`;
  if (length > REJECT_REASON_MAX) return `Keep the reason to ${REJECT_REASON_MAX} characters (${length} now).`;
  return null;
}
