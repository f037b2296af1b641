import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import { isActivationPlatform } from '#contracts/activation-platform.constants';
import { ADMIN_PATH } from '../../lib/paths';
import { isPriceChangePossible, repriceProduct, type ProductPrices } from '#server/catalog/admin/product-pricing';
import { ADMIN_PRODUCT_STATES, MAX_PRICE_CENTS, type AdminProductChange, type AdminProductState } from '#contracts/catalog.constants';
import type { AdminProductView } from '#contracts/catalog.contract';
import { MAX_LOW_STOCK_THRESHOLD } from '#contracts/stock-alerts.constants';
import { formatDecimal, formatEur } from '#server/common/money';

export const ADMIN_PRODUCTS_PATH = `${ADMIN_PATH}/products`;
export const ADMIN_PRODUCTS_API = '/api/admin/products';
export const CATEGORIES_API = '/api/categories';

const MAX_PAGE = 10_000;
const MAX_SEARCH = 200;

/** The admin's product list as its URL states it: a name search (empty for all), a state (drafts, live, hidden or all) and a page from 1. */
export interface AdminProductsQuery {
  search: string;
  state?: AdminProductState;
  page: number;
}

/** Reads `?search=&state=&page=`; a page that is not a whole number from 1 means the first, an unknown state all. */
export function parseAdminProductsQuery(params: Record<string, string | undefined>): AdminProductsQuery {
  const search = (params.search ?? '').trim().slice(0, MAX_SEARCH);
  const page = /^\d{1,5}$/.test(params.page ?? '') ? Number(params.page) : 1;
  const state = ADMIN_PRODUCT_STATES.find((value) => value === params.state) ?? 'all';
  return { search, state, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The list's address; the defaults (no search, all states, page 1) are left out. */
export function adminProductsHref({ search, state = 'all', page }: AdminProductsQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (state !== 'all') params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_PRODUCTS_PATH}?${query}` : ADMIN_PRODUCTS_PATH;
}

/** The API call for the same list. */
export function adminProductsApiPath({ search, state = 'all', page }: AdminProductsQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (state !== 'all') params.set('state', state);
  params.set('page', String(page));
  return `${ADMIN_PRODUCTS_API}?${params.toString()}`;
}

export function adminProductApiPath(productId: string): string {
  return `${ADMIN_PRODUCTS_API}/${encodeURIComponent(productId)}`;
}

export function productKeysApiPath(productId: string): string {
  return `${adminProductApiPath(productId)}/keys`;
}

/**
 * The edit form as typed: the price in euros, the discount in per cent, the category id ('' for none),
 * the low-stock threshold in keys, the delivery kind and the activation platform ('' for none).
 */
export interface EditValues {
  price: string;
  discount: string;
  active: boolean;
  categoryId: string;
  lowStockThreshold: string;
  deliveryKind: DeliveryKind;
  activationPlatform: string;
}

export type EditField = 'price' | 'discount' | 'category' | 'threshold';
export type EditErrors = Partial<Record<EditField, string>>;

/** The fields in the order the form shows them, so that the first one in trouble gets the focus. */
export const EDIT_FIELDS: readonly EditField[] = ['price', 'discount', 'category', 'threshold'];

export function editValuesOf(product: AdminProductView): EditValues {
  return {
    price: formatDecimal(product.priceCents),
    discount: String(product.discountPercent),
    active: product.active,
    categoryId: product.categoryId ?? '',
    lowStockThreshold: String(product.lowStockThreshold),
    deliveryKind: product.deliveryKind,
    activationPlatform: product.activationPlatform ?? '',
  };
}

/** Euros as typed (`45`, `45.5`, `44.99`, `44,99`, `€ 45`) in cents; null for anything else. */
export function parseEuros(text: string): number | null {
  const match = /^€?\s*(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export type CheckedEdit = { ok: true; change: AdminProductChange | null } | { ok: false; errors: EditErrors };

/**
 * The PATCH body of the edit form: only what differs from the product as it was loaded (null when
 * nothing does), or what to fix first. The price typed is what shoppers pay.
 */
export function checkEditForm(product: AdminProductView, values: EditValues): CheckedEdit {
  const errors: EditErrors = {};
  const change: AdminProductChange = {};
  const priceCents = parseEuros(values.price);
  if (!values.price.trim()) errors.price = 'Enter the price in euros, such as 19.99.';
  else if (priceCents === null || priceCents > MAX_PRICE_CENTS) errors.price = `Enter a price in euros from €0.00 to ${formatEur(MAX_PRICE_CENTS)}, such as 19.99.`;
  else if (priceCents !== product.priceCents) change.priceCents = priceCents;

  const discount = /^\d{1,3}$/.test(values.discount.trim()) ? Number(values.discount.trim()) : NaN;
  if (!(discount >= 0 && discount <= 100)) errors.discount = 'Enter a discount from 0 to 100 per cent, without decimals.';
  else if (discount !== product.discountPercent) change.discountPercent = discount;

  if (!errors.price && !errors.discount && !isPriceChangePossible(change)) errors.discount = 'A 100% discount makes the game free: set the price to 0.00, or keep the price as it was.';
  if (values.active !== product.active) change.active = values.active;
  const categoryId = values.categoryId || null;
  if (categoryId !== product.categoryId) change.categoryId = categoryId;
  if (values.deliveryKind !== product.deliveryKind) change.deliveryKind = values.deliveryKind;
  const activationPlatform = isActivationPlatform(values.activationPlatform) ? values.activationPlatform : null;
  if (activationPlatform !== product.activationPlatform) change.activationPlatform = activationPlatform;

  const threshold = /^\d{1,5}$/.test(values.lowStockThreshold.trim()) ? Number(values.lowStockThreshold.trim()) : NaN;
  if (!(threshold >= 0 && threshold <= MAX_LOW_STOCK_THRESHOLD)) errors.threshold = `Enter a whole number of keys from 0 to ${MAX_LOW_STOCK_THRESHOLD.toLocaleString('en')}; 0 turns the alert off.`;
  else if (threshold !== product.lowStockThreshold) change.lowStockThreshold = threshold;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, change: Object.keys(change).length > 0 ? change : null };
}

/** The prices the server will set for this change (the same rule it applies), to show before saving. */
export function previewPrices(product: AdminProductView, change: AdminProductChange | null): ProductPrices {
  return repriceProduct(product, { priceCents: change?.priceCents, discountPercent: change?.discountPercent });
}

/** What shoppers will pay, in words: `€45.00, 25% off €60.00`. */
export function describePrices(prices: ProductPrices): string {
  if (prices.originalPriceCents === null || prices.discountPercent === 0) return formatEur(prices.priceCents);
  return `${formatEur(prices.priceCents)}, ${prices.discountPercent}% off ${formatEur(prices.originalPriceCents)}`;
}

const SOURCE_LABELS: Record<string, string> = {
  local: 'Added here',
  demo: 'Demo catalogue',
  provider: 'Catalogue provider',
  freetogame: 'FreeToGame import',
  rawg: 'RAWG import',
};

/** Where a product comes from, in words. */
export function productSourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? `From ${source}`;
}

/** A server refusal put under the field it names (`priceCents must be …`); null when it names none. */
export function editFieldOfMessage(message: string): EditField | null {
  if (/^priceCents\b|price_discount/i.test(message)) return 'price';
  if (/^discountPercent\b/i.test(message)) return 'discount';
  if (/^lowStockThreshold\b/i.test(message)) return 'threshold';
  if (/^categoryId\b|category/i.test(message)) return 'category';
  return null;
}
