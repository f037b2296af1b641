import { ADMIN_PATH } from '../../lib/paths';
import { MAX_BUY_PRICE_CENTS, MAX_REORDER_QUANTITY, MAX_RESTOCK_MIN_STOCK, type PurchaseStateName } from '#contracts/suppliers.constants';
import type { RestockSettingsFields } from '#contracts/suppliers.contract';
import { formatDecimal, parseDecimal } from '#server/common/money';

export const ADMIN_PURCHASES_PATH = `${ADMIN_PATH}/purchases`;

export const restockApiPath = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}/restock`;
export const supplierProductsApiPath = (search: string) => `/api/admin/suppliers/products?${new URLSearchParams({ search: search.trim().slice(0, 200) }).toString()}`;

/** Reads `?page=`; anything but a whole number from 1 means the first page. */
export function parsePurchasesPage(params: Record<string, string | undefined>): number {
  const page = /^\d{1,5}$/.test(params.page ?? '') ? Number(params.page) : 1;
  return page >= 1 && page <= 10_000 ? page : 1;
}
export const purchasesHref = (page: number) => (page > 1 ? `${ADMIN_PURCHASES_PATH}?page=${page}` : ADMIN_PURCHASES_PATH);
export const purchasesApiPath = (page: number) => `/api/admin/purchases?page=${page}`;

/** The restock form as typed: whole numbers and a price in euros, as text. */
export interface RestockValues {
  supplierProductId: string;
  minStock: string;
  reorderQuantity: string;
  maxUnitPrice: string;
}

export interface RestockBody {
  supplierProductId: string;
  minStock: number;
  reorderQuantity: number;
  maxUnitPriceCents: number;
}

export function restockValuesOf(settings: RestockSettingsFields | null): RestockValues {
  return {
    supplierProductId: settings?.supplierProductId ?? '',
    minStock: settings ? String(settings.minStock) : '5',
    reorderQuantity: settings ? String(settings.reorderQuantity) : '10',
    maxUnitPrice: settings ? formatDecimal(settings.maxUnitPriceCents) : '',
  };
}

const wholeBetween = (text: string, min: number, max: number) => (/^\d{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/** The server's rules, checked before sending: a messages per field, or the body to send. */
export function checkRestockForm(values: RestockValues): { ok: true; body: RestockBody } | { ok: false; errors: Partial<Record<keyof RestockValues, string>> } {
  const errors: Partial<Record<keyof RestockValues, string>> = {};
  const minStock = wholeBetween(values.minStock, 0, MAX_RESTOCK_MIN_STOCK);
  const reorderQuantity = wholeBetween(values.reorderQuantity, 1, MAX_REORDER_QUANTITY);
  const price = parseDecimal(values.maxUnitPrice);
  if (!values.supplierProductId) errors.supplierProductId = "Choose the wholesaler's product this product is bought as.";
  if (minStock === null) errors.minStock = `Enter a whole number of keys from 0 to ${MAX_RESTOCK_MIN_STOCK}.`;
  if (reorderQuantity === null) errors.reorderQuantity = `Enter a whole number of keys from 1 to ${MAX_REORDER_QUANTITY}.`;
  if (price === null || price < 1 || price > MAX_BUY_PRICE_CENTS) errors.maxUnitPrice = `Enter a price in euros from 0.01 to ${formatDecimal(MAX_BUY_PRICE_CENTS)}, e.g. 12.50.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { supplierProductId: values.supplierProductId, minStock: minStock!, reorderQuantity: reorderQuantity!, maxUnitPriceCents: price! } };
}

const STATE_LABELS: Record<PurchaseStateName, string> = {
  placing: 'Ordering',
  ordered: 'Waiting for codes',
  completed: 'Received',
  attention: 'Needs attention',
  refused: 'Refused',
  failed: 'Failed',
};

export const purchaseStateLabel = (state: PurchaseStateName) => STATE_LABELS[state] ?? state;

const REASON_LABELS: Record<string, string> = {
  price_above_max: 'price above the maximum',
  daily_spend_cap: 'daily spend cap reached',
  supplier_out_of_stock: 'the wholesaler has no keys',
  supplier_refused: 'the wholesaler refused the order',
  codes_unusable: 'some codes could not be added',
};

export const purchaseReasonLabel = (reason: string | null) => (reason ? (REASON_LABELS[reason] ?? reason) : null);
