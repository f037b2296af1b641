/** A product as the wholesaler lists it, read into what the store needs. */
export interface WholesalerProduct {
  productId: string;
  name: string;
  platform: string;
  /** Keys the wholesaler has now. */
  quantity: number;
  /** The price of one key when buying one (the tier that starts at 1), in cents. */
  unitPriceCents: number;
}

export type WholesalerCodeType = 'CODE_TEXT' | 'CODE_IMAGE' | 'PRE_ORDER';

export interface WholesalerCode {
  codeId: string;
  codeType: WholesalerCodeType | 'UNKNOWN';
  /** The text code; null for an image, a pre-order not assigned yet, or a code to fetch by id. */
  code: string | null;
}

export interface WholesalerOrder {
  orderId: string;
  clientOrderId: string | null;
  status: string;
  totalPriceCents: number;
  codes: WholesalerCode[];
}

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
/** The API's prices are decimal amounts; the store counts whole cents. */
const cents = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null);

/** The product, or null when the item lacks an id, a name or a single-key price. */
export function parseWholesalerProduct(raw: unknown): WholesalerProduct | null {
  const item = record(raw);
  if (!item) return null;
  const productId = text(item.productId);
  const name = text(item.name);
  const prices = Array.isArray(item.prices) ? item.prices.map(record).filter((tier) => tier !== null) : [];
  const single = prices.find((tier) => tier.from === 1) ?? prices.sort((a, b) => Number(a.from) - Number(b.from))[0];
  const unitPriceCents = single ? cents(single.value) : null;
  if (!productId || !name || unitPriceCents === null) return null;
  const quantity = typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity > 0 ? item.quantity : 0;
  return { productId: productId.slice(0, 100), name: name.slice(0, 300), platform: (text(item.platform) ?? '').slice(0, 100), quantity, unitPriceCents };
}

/** The order detail, with every code of every product line; null when it is not an order. */
export function parseWholesalerOrder(raw: unknown): WholesalerOrder | null {
  const order = record(raw);
  const orderId = order && text(order.orderId);
  if (!order || !orderId) return null;
  const codes: WholesalerCode[] = [];
  for (const line of Array.isArray(order.products) ? order.products : []) {
    for (const rawCode of Array.isArray(record(line)?.codes) ? (record(line)?.codes as unknown[]) : []) {
      const code = record(rawCode);
      const codeId = code && text(code.codeId);
      if (!code || !codeId) continue;
      const type = code.codeType;
      const codeType = type === 'CODE_TEXT' || type === 'CODE_IMAGE' || type === 'PRE_ORDER' ? type : 'UNKNOWN';
      codes.push({ codeId, codeType, code: codeType === 'CODE_TEXT' ? text(code.code) : null });
    }
  }
  return { orderId, clientOrderId: text(order.clientOrderId), status: text(order.status) ?? '', totalPriceCents: cents(order.totalPrice) ?? 0, codes };
}
