import type { AccountLinkView } from '#contracts/account-links.contract';
import { ACCOUNT_LINK_FILTERS, type AccountLinkFilter, type SignalKind } from '#contracts/account-links.constants';
import { ADMIN_PATH } from '../../lib/paths';
import { parsePage } from '../reviews/reviews';

export { ACCOUNT_LINK_FILTERS };

export const ADMIN_ACCOUNT_LINKS_PATH = `${ADMIN_PATH}/account-links`;
export const OPEN_ACCOUNT_LINKS_API = '/api/admin/account-links?status=open&page=1';

/** The admin's list of links as its URL states it: open (the default) or reviewed, and a page from 1. */
export interface AccountLinksQuery {
  status: AccountLinkFilter;
  page: number;
}

export function parseAccountLinksQuery(search: Record<string, string | undefined>): AccountLinksQuery {
  return { status: ACCOUNT_LINK_FILTERS.find((value) => value === search.status) ?? 'open', page: parsePage(search.page) };
}

/** The list's address; the defaults (open, page 1) are left out. */
export function accountLinksHref({ status, page }: AccountLinksQuery): string {
  const params = new URLSearchParams();
  if (status !== 'open') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_ACCOUNT_LINKS_PATH}?${query}` : ADMIN_ACCOUNT_LINKS_PATH;
}

export function accountLinksApiPath({ status, page }: AccountLinksQuery): string {
  return `/api/admin/account-links?status=${status}&page=${page}`;
}

export function dismissLinkApiPath(id: string): string {
  return `/api/admin/account-links/${encodeURIComponent(id)}/dismiss`;
}

export function blockLinkedAccountApiPath(id: string): string {
  return `/api/admin/account-links/${encodeURIComponent(id)}/block`;
}

export function filterLabel(status: AccountLinkFilter): string {
  return status === 'open' ? 'Open' : 'Reviewed';
}

const KIND_LABELS: Record<SignalKind, string> = { name: 'Buyer name', phone: 'Phone', address: 'Shipping address', ip: 'IP address', device: 'Device' };

/** What the two accounts share, as an admin reads it: "Buyer name: thandi mokoena". */
export function sharedLine(signal: { kind: SignalKind; label: string }): string {
  return `${KIND_LABELS[signal.kind]}: ${signal.label}`;
}

/** The reason a suspension of the linked account records: who it is the second account of. */
export function samePersonReason(link: AccountLinkView, blockedUserId: string): string {
  const kept = link.accounts.find((account) => account.userId !== blockedUserId);
  return `One account per person: same person as ${kept?.email ?? 'a linked account'}`.slice(0, 500);
}

/** How the decision on a reviewed link reads. */
export function decisionLine(link: AccountLinkView): string {
  if (link.status === 'open') return 'Open';
  if (link.status === 'dismissed') return 'Different people';
  const blocked = link.accounts.find((account) => account.userId === link.blockedUserId);
  return `Same person: ${blocked?.email ?? 'an account'} blocked`;
}
