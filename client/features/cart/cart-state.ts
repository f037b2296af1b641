import { readStoredArray } from '../../lib/stored-array';

/**
 * The cart's rules as pure functions over an immutable list of lines, so they can be tested alone.
 * Prices here are only for display: the server quotes the real amounts at checkout.
 */

/** localStorage key of the saved cart. */
export const CART_STORAGE_KEY = 'cart';

export interface CartProduct {
  id: string;
  name: string;
  /** Unit price in EUR cents. */
  priceCents: number;
  image?: string;
  platform?: string;
  category?: string;
  slug?: string;
  /** Where the key activates (Global, Europe, …); shown on the cart line. */
  region?: string;
  /** The shopper was warned the key may not activate where they are and added it anyway; recorded on the order. */
  regionWarningShown?: boolean;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export type CartLines = readonly CartLine[];

/** Adds to the line of the same product, or appends a new line; a non-positive quantity changes nothing. */
export function addItem(lines: CartLines, product: CartProduct, quantity = 1): CartLine[] {
  const amount = Math.floor(quantity);
  if (!(amount > 0)) return [...lines];
  const index = lines.findIndex((line) => line.product.id === product.id);
  if (index === -1) return [...lines, { product, quantity: amount }];
  // The newer product snapshot wins, so a changed name or price shows up; a warning once shown stays recorded.
  const warned = product.regionWarningShown || lines[index].product.regionWarningShown;
  return lines.map((line, i) => (i === index ? { product: warned ? { ...product, regionWarningShown: true } : product, quantity: line.quantity + amount } : line));
}

/** Sets a line's quantity; zero or less removes the line. */
export function updateQuantity(lines: CartLines, productId: string, quantity: number): CartLine[] {
  const amount = Math.floor(quantity);
  if (!(amount > 0)) return removeItem(lines, productId);
  return lines.map((line) => (line.product.id === productId ? { ...line, quantity: amount } : line));
}

export function removeItem(lines: CartLines, productId: string): CartLine[] {
  return lines.filter((line) => line.product.id !== productId);
}

/** Number of items in the cart: the sum of the quantities (the header badge). */
export function totalQuantity(lines: CartLines): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of unit price × quantity, in cents. */
export function subtotalCents(lines: CartLines): number {
  return lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
}

/**
 * Reads a saved cart. Storage is outside our control (old versions, other scripts, hand edits), so
 * anything malformed is dropped line by line rather than failing, and repeated products are merged.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  const data = readStoredArray(raw);
  let lines: CartLine[] = [];
  for (const entry of data) {
    const line = toCartLine(entry);
    if (line) lines = addItem(lines, line.product, line.quantity);
  }
  return lines;
}

export function serializeCart(lines: CartLines): string {
  return JSON.stringify(lines);
}

function toCartLine(entry: unknown): CartLine | null {
  if (!isRecord(entry) || !isRecord(entry.product)) return null;
  const { product, quantity } = entry;
  if (typeof product.id !== 'string' || product.id === '' || typeof product.name !== 'string') return null;
  if (!Number.isSafeInteger(product.priceCents) || (product.priceCents as number) < 0) return null;
  if (!Number.isSafeInteger(quantity) || (quantity as number) <= 0) return null;
  const cartProduct: CartProduct = { id: product.id, name: product.name, priceCents: product.priceCents as number };
  for (const key of ['image', 'platform', 'category', 'slug', 'region'] as const) {
    const value = product[key];
    if (typeof value === 'string') cartProduct[key] = value;
  }
  if (product.regionWarningShown === true) cartProduct.regionWarningShown = true;
  return { product: cartProduct, quantity: quantity as number };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
