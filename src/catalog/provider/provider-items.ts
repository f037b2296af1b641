import { slugify } from '../slug.js';
import { regionFromText } from '#contracts/regions.constants';

/** A category as the provider lists it, checked and normalised. */
export interface ProviderCategory {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  parentId: string | null;
}

/** A product as the provider lists it, checked and normalised; money in euro cents. */
export interface ProviderProduct {
  id: string;
  name: string;
  slug: string;
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number;
  image: string | null;
  images: string[];
  description: string;
  categoryId: string | null;
  categoryName: string | null;
  platform: string;
  region: string;
}

/** One item of a provider listing: usable, or skipped with the reason. `id` is known whenever the item had a readable one. */
export type ParsedItem<T> = { ok: true; id: string; value: T } | { ok: false; id: string | null; reason: string };

const MAX_CENTS = 2_147_483_647;

/** Euros to cents, half-up on the decimal value: 19.99 → 1999, 1.005 → 101. */
export function toCents(euros: number): number {
  return Math.round(Number((euros * 100).toPrecision(12)));
}

/**
 * The provider's price is what the shopper pays, already discounted. The list price is recovered as
 * price / (1 − discount/100), rounded to the cent; no discount (or one that rounds away) means no list price.
 */
export function pricesFrom(price: number, discount: number): Pick<ProviderProduct, 'priceCents' | 'originalPriceCents' | 'discountPercent'> {
  const priceCents = toCents(price);
  const discountPercent = Math.round(discount);
  const originalPriceCents = discountPercent > 0 ? toCents(price / (1 - discount / 100)) : null;
  if (originalPriceCents === null || originalPriceCents <= priceCents) return { priceCents, originalPriceCents: null, discountPercent: 0 };
  return { priceCents, originalPriceCents, discountPercent };
}

export function parseProviderCategory(raw: unknown): ParsedItem<ProviderCategory> {
  if (!isRecord(raw)) return { ok: false, id: null, reason: 'not an object' };
  const id = idOf(raw.id);
  if (id === null) return { ok: false, id: null, reason: 'no id' };
  const name = textOf(raw.name, 120);
  if (name === null) return { ok: false, id, reason: 'name missing or longer than 120 characters' };
  const parentId = raw.parent_id === undefined || raw.parent_id === null ? null : idOf(raw.parent_id);
  return {
    ok: true,
    id,
    value: { id, name, slug: slugify(textOf(raw.slug, 200) ?? name), image: imageOf(raw.image), parentId: parentId === id ? null : parentId },
  };
}

export function parseProviderProduct(raw: unknown): ParsedItem<ProviderProduct> {
  if (!isRecord(raw)) return { ok: false, id: null, reason: 'not an object' };
  const id = idOf(raw.id);
  if (id === null) return { ok: false, id: null, reason: 'no id' };
  const skip = (reason: string): ParsedItem<ProviderProduct> => ({ ok: false, id, reason });

  const name = textOf(raw.name, 200);
  if (name === null) return skip('name missing or longer than 200 characters');
  const price = numberOf(raw.price);
  if (price === null || price < 0) return skip('price missing or negative');
  const discount = raw.discount === undefined || raw.discount === null ? 0 : numberOf(raw.discount);
  if (discount === null || discount < 0 || discount >= 100) return skip('discount is not a percentage below 100');
  const prices = pricesFrom(price, discount);
  if (Math.max(prices.priceCents, prices.originalPriceCents ?? 0) > MAX_CENTS) return skip('price too large');
  const platform = textOf(raw.platform, 100);
  if (platform === null) return skip('platform missing');

  const images = Array.isArray(raw.images) ? raw.images.map(imageOf).filter((url): url is string => url !== null) : [];
  const image = imageOf(raw.image) ?? images[0] ?? null;
  return {
    ok: true,
    id,
    value: {
      id,
      name,
      slug: slugify(textOf(raw.slug, 200) ?? name),
      ...prices,
      image,
      images: images.length > 0 ? images : image ? [image] : [],
      description: typeof raw.description === 'string' ? raw.description : '',
      categoryId: raw.category_id === undefined || raw.category_id === null ? null : idOf(raw.category_id),
      categoryName: textOf(raw.category, 120),
      platform,
      // The feed's words for a region, mapped to the store's list (the database refuses any other).
      region: regionFromText(textOf(raw.region, 100)),
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 200) return value.trim();
  return null;
}

function textOf(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length >= 1 && text.length <= maxLength ? text : null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** Only web addresses are kept: the store puts them in `src` attributes. */
function imageOf(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null;
}
