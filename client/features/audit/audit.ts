import { ADMIN_PATH } from '../../lib/paths';
import { adminClaimPath } from '../claims/admin-claims';
import { ADMIN_REVIEWS_PATH } from '../reviews/reviews';
import { ADMIN_QUEUES_PATH } from '../import/queues';
import { adminOrderPath } from '../orders/paths';
import { adminProductsHref } from '../admin-products/products';
import type { AuditEntryView } from '#contracts/audit.contract';
import { formatEur, formatZar } from '#server/common/money';

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
  'product.create': 'Product created',
  'product.publish': 'Product published',
  'product.image_upload': 'Product picture uploaded',
  'keys.import': 'Keys added',
  'redeem_codes.generate': 'Redeem codes generated',
  'redeem_codes.import': 'Redeem codes imported',
  'order.complete': 'Order completed',
  'order.approve': 'Held order approved',
  'order.cancel': 'Held order cancelled',
  'order.refund_to_credit': 'Order refunded to store credit (no stock)',
  'order.cancel_pre_order': 'Pre-order cancelled, refunded to store credit',
  'order.refund_line': 'Order line refunded',
  'order.refund_gateway_done': 'PayFast refund marked done',
  'order.extra_payment_refunded': 'Extra payment marked refunded',
  'user.block': 'Account suspended',
  'user.unblock': 'Account suspension lifted',
  'claim.resolve': 'Key claim resolved',
  'review.hide': 'Review hidden',
  'review.unhide': 'Review shown again',
  'queue.retry': 'Queue job retried',
  'queue.pause': 'Queue paused',
  'queue.resume': 'Queue resumed',
  'catalog_sync.request': 'Catalogue sync started',
  'import.request': 'Game import started',
  'import.schedule': 'Import schedule changed',
  'product.restock_set': 'Restock from the wholesaler set',
  'product.restock_removed': 'Restock from the wholesaler stopped',
  'supplier.purchase': 'Keys ordered from the wholesaler',
  'supplier.purchase_received': 'Keys received from the wholesaler',
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
  lowStockThreshold: 'low-stock alert below',
  releaseDate: 'release date',
  ageRating: 'age rating',
  systemRequirements: 'system requirements',
  deliveryKind: 'delivery',
  activationPlatform: 'activation platform',
};

function plural(count: unknown, one: string, many = `${one}s`): string {
  const value = typeof count === 'number' ? count : 0;
  return `${value} ${value === 1 ? one : many}`;
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if ((field === 'priceCents' || field === 'originalPriceCents') && typeof value === 'number') return formatEur(value);
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

function euros(value: unknown): string {
  return formatEur(typeof value === 'number' ? value : 0);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function refundLineText(details: Details): string {
  const line = [text(details.productName) ?? 'A line', typeof details.quantity === 'number' ? `× ${details.quantity}` : null].filter(Boolean).join(' ');
  const how = details.method === 'gateway' ? 'to refund at PayFast' : 'as store credit';
  const reason = text(details.reason);
  return `${line}: ${euros(details.amountCents)} ${how}${reason ? ` (“${reason}”)` : ''}`;
}

function claimText(details: Details): string {
  const about = [text(details.productName), text(details.orderNumber) ? `on order ${String(details.orderNumber)}` : null].filter(Boolean).join(' ');
  const outcome =
    details.action === 'replace'
      ? 'key replaced'
      : details.action === 'credit'
        ? `${euros(details.creditCents)} store credit`
        : details.action === 'reject'
          ? `rejected${text(details.reason) ? ` (“${String(details.reason)}”)` : ''}`
          : String(details.action ?? 'resolved');
  return about ? `${about}: ${outcome}` : outcome;
}

function reviewText(details: Details): string {
  const stars = typeof details.stars === 'number' ? `${details.stars}★` : null;
  return [text(details.productName), [stars, text(details.authorName) ? `by ${String(details.authorName)}` : null].filter(Boolean).join(' ')].filter(Boolean).join(': ');
}

function rewardText(details: Details): string {
  if (details.kind === 'credit') return `${formatEur(typeof details.creditCents === 'number' ? details.creditCents : 0)} credit`;
  return typeof details.productName === 'string' ? details.productName : 'a game';
}

/** What the entry's details say, in a line: what changed, or how many of what. */
export function auditDetailsText(entry: Pick<AuditEntryView, 'action' | 'details'>): string {
  const details = entry.details ?? {};
  switch (entry.action) {
    case 'product.update':
    case 'product.publish':
      return [details.productName, changesText(details.changes) || 'no change'].filter(Boolean).join(': ');
    case 'product.create':
      return `${String(details.productName ?? 'A product')}, as a draft`;
    case 'product.image_upload':
      return `${String(details.productName ?? 'A product')}: ${String(details.width ?? '?')} × ${String(details.height ?? '?')} ${String(details.contentType ?? 'image')}`;
    case 'keys.import':
      return `${details.productName ? `${String(details.productName)}: ` : ''}${plural(details.added, 'key')} added, ${plural(details.duplicates, 'duplicate')}, ${details.invalid ?? 0} invalid; stock ${details.stock ?? '?'}`;
    case 'product.restock_set':
      return `${details.productName ? `${String(details.productName)}: ` : ''}below ${plural(details.minStock, 'key')} buy ${details.reorderQuantity ?? '?'}, at most ${euros(details.maxUnitPriceCents)} a key`;
    case 'supplier.purchase':
      return `${details.productName ? `${String(details.productName)}: ` : ''}${plural(details.quantity, 'key')} at ${euros(details.unitPriceCents)} (${euros(details.totalCents)})`;
    case 'supplier.purchase_received':
      return `${plural(details.added, 'key')} added from order ${String(details.supplierOrderId ?? '?')}, ${plural(details.duplicates, 'duplicate')}, ${details.unusable ?? 0} not added; stock ${details.stock ?? '?'}`;
    case 'redeem_codes.generate':
      return `${plural(details.count, 'code')} for ${rewardText(details)}`;
    case 'redeem_codes.import':
      return `${plural(details.added, 'code')} for ${rewardText(details)} added, ${plural(details.duplicates, 'duplicate')}, ${details.invalid ?? 0} invalid`;
    case 'order.complete':
      return 'Manual items done; keys delivered';
    case 'order.approve': {
      const reasons = Array.isArray(details.reasons) ? details.reasons.filter((reason): reason is string => typeof reason === 'string') : [];
      return reasons.length > 0 ? `Held because: ${reasons.join('; ')}` : 'Approved';
    }
    case 'order.cancel':
      return [
        text(details.reason) ? `Reason: ${String(details.reason)}` : null,
        typeof details.creditReturnedCents === 'number' && details.creditReturnedCents > 0 ? `${euros(details.creditReturnedCents)} store credit returned` : null,
        details.blockAccount === true ? 'account suspended' : null,
      ]
        .filter(Boolean)
        .join('; ');
    case 'order.refund_to_credit':
    case 'order.cancel_pre_order':
      return `${euros(details.creditCents)} refunded as store credit`;
    case 'order.refund_line':
      return refundLineText(details);
    case 'order.refund_gateway_done':
      return `${euros(details.amountCents)}${typeof details.amountZarCents === 'number' ? ` (${formatZar(details.amountZarCents)})` : ''} refunded at PayFast`;
    case 'order.extra_payment_refunded':
      return `${typeof details.amountZarCents === 'number' ? formatZar(details.amountZarCents) : 'A payment'}${text(details.providerPaymentId) ? ` (payment ${String(details.providerPaymentId)})` : ''} refunded at PayFast`;
    case 'user.block':
      return text(details.reason) ? `Reason: ${String(details.reason)}` : '';
    case 'user.unblock':
      return 'The customer can sign in again';
    case 'claim.resolve':
      return claimText(details);
    case 'review.hide':
    case 'review.unhide':
      return reviewText(details);
    case 'queue.retry':
      return text(details.job) ? `Job ${String(details.job)}` : '';
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
  if (entry.action === 'claim.resolve') return adminClaimPath(entry.target);
  if (entry.action.startsWith('queue.')) return ADMIN_QUEUES_PATH;
  if (entry.action === 'review.hide' || entry.action === 'review.unhide') return ADMIN_REVIEWS_PATH;
  const name = entry.details?.productName;
  if ((entry.action === 'product.update' || entry.action === 'keys.import') && typeof name === 'string') return adminProductsHref({ search: name, page: 1 });
  return null;
}
