import { ADMIN_PATH } from '../account/paths';
import { formatEuros } from '../catalog/format';
import { adminOrderPath } from '../orders/paths';
import { adminProductsHref } from './products';
import type { AuditEntryView } from '../../src/audit/audit.views';

export const ADMIN_AUDIT_PATH = `${ADMIN_PATH}/audit`;

const MAX_PAGE = 10_000;

/** Reads `?page=`; anything but a whole number from 1 means the first page. */
export function parseAuditPage(params: Record<string, string | undefined>): number {
  const page = /^\d{1,5}$/.test(params.page ?? '') ? Number(params.page) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function auditHref(page: number): string {
  return page > 1 ? `${ADMIN_AUDIT_PATH}?page=${page}` : ADMIN_AUDIT_PATH;
}

export function auditApiPath(page: number): string {
  return `/api/admin/audit?page=${page}`;
}

const ACTION_LABELS: Record<string, string> = {
  'product.update': 'Product edited',
  'keys.import': 'Keys added',
  'redeem_codes.generate': 'Redeem codes generated',
  'redeem_codes.import': 'Redeem codes imported',
  'order.complete': 'Order completed',
  'catalog_sync.request': 'Catalogue sync started',
  'import.request': 'Game import started',
  'import.schedule': 'Import schedule changed',
};

/** An action in words; one this page does not know yet is shown as recorded. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

type Details = Record<string, unknown>;

const FIELD_LABELS: Record<string, string> = {
  priceCents: 'price',
  originalPriceCents: 'list price',
  discountPercent: 'discount',
  active: 'active',
  categoryId: 'category',
};

function plural(count: unknown, one: string, many = `${one}s`): string {
  const value = typeof count === 'number' ? count : 0;
  return `${value} ${value === 1 ? one : many}`;
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if ((field === 'priceCents' || field === 'originalPriceCents') && typeof value === 'number') return formatEuros(value);
  if (field === 'discountPercent') return `${String(value)}%`;
  if (field === 'active') return value ? 'yes' : 'no';
  if (field === 'categoryId') return 'changed';
  return String(value);
}

function changesText(changes: unknown): string {
  if (!changes || typeof changes !== 'object') return '';
  return Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>)
    .map(([field, { from, to }]) => (field === 'categoryId' ? `category ${to === null ? 'removed' : 'changed'}` : `${FIELD_LABELS[field] ?? field} ${valueText(field, from)} → ${valueText(field, to)}`))
    .join(', ');
}

function rewardText(details: Details): string {
  if (details.kind === 'credit') return `${formatEuros(typeof details.creditCents === 'number' ? details.creditCents : 0)} credit`;
  return typeof details.productName === 'string' ? details.productName : 'a game';
}

/** What the entry's details say, in a line: what changed, or how many of what. */
export function auditDetailsText(entry: Pick<AuditEntryView, 'action' | 'details'>): string {
  const details = entry.details ?? {};
  switch (entry.action) {
    case 'product.update':
      return [details.productName, changesText(details.changes) || 'no change'].filter(Boolean).join(': ');
    case 'keys.import':
      return `${details.productName ? `${String(details.productName)}: ` : ''}${plural(details.added, 'key')} added, ${plural(details.duplicates, 'duplicate')}, ${details.invalid ?? 0} invalid; stock ${details.stock ?? '?'}`;
    case 'redeem_codes.generate':
      return `${plural(details.count, 'code')} for ${rewardText(details)}`;
    case 'redeem_codes.import':
      return `${plural(details.added, 'code')} for ${rewardText(details)} added, ${plural(details.duplicates, 'duplicate')}, ${details.invalid ?? 0} invalid`;
    case 'order.complete':
      return 'Manual items done; keys delivered';
    default:
      return Object.entries(details)
        .filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join(', ');
  }
}

/** Where the entry's target can be seen, when the console has a page for it. */
export function auditTargetHref(entry: Pick<AuditEntryView, 'action' | 'target' | 'details'>): string | null {
  if (!entry.target) return null;
  if (entry.action.startsWith('order.')) return adminOrderPath(entry.target);
  const name = entry.details?.productName;
  if ((entry.action === 'product.update' || entry.action === 'keys.import') && typeof name === 'string') return adminProductsHref({ search: name, page: 1 });
  return null;
}
