import { isActivationPlatform } from '#contracts/activation-platform.constants';
import { MAX_PRICE_CENTS, PRODUCT_LIMITS, SLUG_PATTERN, type AdminProductChange, type AdminProductFields } from '#contracts/catalog.constants';
import type { AdminProductDetailView } from '#contracts/catalog.contract';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import { MAX_LOW_STOCK_THRESHOLD } from '#contracts/stock-alerts.constants';
import { formatDecimal, formatEur } from '#server/common/money';
import { isPriceChangePossible } from '#server/catalog/admin/product-pricing';
import { ADMIN_PRODUCTS_PATH, parseEuros } from './products';

/** The product page's form as typed: texts, the price in euros, genres separated by commas, '' for none. */
export interface ProductValues {
  name: string;
  slug: string;
  description: string;
  platform: string;
  region: string;
  genres: string;
  releaseDate: string;
  developer: string;
  publisher: string;
  ageRating: string;
  systemRequirements: string;
  price: string;
  discount: string;
  categoryId: string;
  lowStockThreshold: string;
  deliveryKind: DeliveryKind;
  activationPlatform: string;
}

/** The fields in the order the page shows them, so that the first one in trouble gets the focus. */
export const PRODUCT_FIELDS: readonly (keyof ProductValues)[] = [
  'name',
  'slug',
  'platform',
  'region',
  'genres',
  'releaseDate',
  'description',
  'developer',
  'publisher',
  'ageRating',
  'systemRequirements',
  'price',
  'discount',
  'categoryId',
  'deliveryKind',
  'activationPlatform',
  'lowStockThreshold',
];

export const adminProductPagePath = (productId: string) => `${ADMIN_PRODUCTS_PATH}/${encodeURIComponent(productId)}`;
export const NEW_PRODUCT_PATH = `${ADMIN_PRODUCTS_PATH}/new`;

/** The form filled from a product, or empty for a new one. */
export function productValuesOf(product: AdminProductDetailView | null): ProductValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    platform: product?.platform ?? 'PC',
    region: product?.region ?? 'Global',
    genres: product?.genres.join(', ') ?? '',
    releaseDate: product?.releaseDate ?? '',
    developer: product?.developer ?? '',
    publisher: product?.publisher ?? '',
    ageRating: product?.ageRating ?? '',
    systemRequirements: product?.systemRequirements ?? '',
    price: product ? formatDecimal(product.priceCents) : '',
    discount: String(product?.discountPercent ?? 0),
    categoryId: product?.categoryId ?? '',
    lowStockThreshold: String(product?.lowStockThreshold ?? 5),
    deliveryKind: product?.deliveryKind ?? 'key',
    activationPlatform: product?.activationPlatform ?? '',
  };
}

const genresOf = (text: string) => [...new Set(text.split(',').map((genre) => genre.trim()).filter(Boolean))];
const oneLine = (text: string) => !/[\u0000-\u001f\u007f]/.test(text);

function tooLong(label: string, text: string, max: number): string | null {
  return text.trim().length > max ? `${label} can be at most ${max.toLocaleString('en')} characters (now ${text.trim().length.toLocaleString('en')}).` : null;
}

/** What to fix before saving, in words, field by field: the server's limits, checked before it is asked. */
export function checkProductForm(values: ProductValues): Partial<Record<keyof ProductValues, string | null>> {
  const price = parseEuros(values.price);
  const discount = /^\d{1,3}$/.test(values.discount.trim()) ? Number(values.discount.trim()) : NaN;
  const threshold = /^\d{1,5}$/.test(values.lowStockThreshold.trim()) ? Number(values.lowStockThreshold.trim()) : NaN;
  const genres = genresOf(values.genres);
  const slug = values.slug.trim();
  return {
    name: !values.name.trim() ? 'Enter the product’s name, as shoppers will see it.' : tooLong('The name', values.name, PRODUCT_LIMITS.name) ?? (oneLine(values.name) ? null : 'The name must be on one line.'),
    slug:
      slug && !SLUG_PATTERN.test(slug)
        ? 'Use lower-case letters and digits in words joined by single hyphens, like "stardew-valley"; or leave it empty to make one from the name.'
        : tooLong('The address', slug, PRODUCT_LIMITS.slug),
    platform: !values.platform.trim() ? 'Enter the platform, such as PC or PlayStation.' : tooLong('The platform', values.platform, PRODUCT_LIMITS.platform),
    region: !values.region.trim() ? 'Enter the region the key works in, such as Global or Europe.' : tooLong('The region', values.region, PRODUCT_LIMITS.region),
    genres:
      genres.length > PRODUCT_LIMITS.genres
        ? `List at most ${PRODUCT_LIMITS.genres} genres.`
        : genres.find((genre) => genre.length > PRODUCT_LIMITS.genre)
          ? `Each genre can be at most ${PRODUCT_LIMITS.genre} characters.`
          : null,
    releaseDate: values.releaseDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.releaseDate) ? 'Enter the release date as a date, such as 2016-02-26, or leave it empty.' : null,
    description: tooLong('The description', values.description, PRODUCT_LIMITS.description),
    developer: tooLong('The developer', values.developer, PRODUCT_LIMITS.developer),
    publisher: tooLong('The publisher', values.publisher, PRODUCT_LIMITS.publisher),
    ageRating: tooLong('The age rating', values.ageRating, PRODUCT_LIMITS.ageRating),
    systemRequirements: tooLong('The system requirements', values.systemRequirements, PRODUCT_LIMITS.systemRequirements),
    price: !values.price.trim()
      ? 'Enter the price in euros, such as 19.99.'
      : price === null || price > MAX_PRICE_CENTS
        ? `Enter a price in euros from €0.00 to ${formatEur(MAX_PRICE_CENTS)}, such as 19.99.`
        : null,
    discount: !(discount >= 0 && discount <= 100)
      ? 'Enter a discount from 0 to 100 per cent, without decimals.'
      : price !== null && !isPriceChangePossible({ priceCents: price, discountPercent: discount })
        ? 'A 100% discount makes the game free: set the price to 0.00.'
        : null,
    lowStockThreshold: !(threshold >= 0 && threshold <= MAX_LOW_STOCK_THRESHOLD) ? `Enter a whole number of keys from 0 to ${MAX_LOW_STOCK_THRESHOLD.toLocaleString('en')}; 0 turns the alert off.` : null,
  };
}

const orNull = (text: string) => text.trim() || null;

/** The body of `POST /api/admin/products` from a checked form; the price typed is what shoppers pay. */
export function createBodyOf(values: ProductValues): AdminProductFields {
  return {
    name: values.name.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    description: values.description,
    platform: values.platform.trim(),
    region: values.region.trim(),
    genres: genresOf(values.genres),
    releaseDate: orNull(values.releaseDate),
    developer: orNull(values.developer),
    publisher: orNull(values.publisher),
    ageRating: orNull(values.ageRating),
    systemRequirements: orNull(values.systemRequirements),
    categoryId: orNull(values.categoryId),
    priceCents: parseEuros(values.price) as number,
    discountPercent: Number(values.discount.trim()),
    deliveryKind: values.deliveryKind,
    activationPlatform: isActivationPlatform(values.activationPlatform) ? values.activationPlatform : null,
    lowStockThreshold: Number(values.lowStockThreshold.trim()),
  };
}

/**
 * The PATCH body of a checked form: only what differs from the product as loaded (null when nothing
 * does). Price and discount go together whenever either moved, so that what is typed is what shoppers pay;
 * a draft whose price was never set sends it, which sets it.
 */
export function changeOf(product: AdminProductDetailView, values: ProductValues): AdminProductChange | null {
  const wanted = createBodyOf(values);
  const change: AdminProductChange = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const texts = ['name', 'description', 'platform', 'region', 'genres', 'releaseDate', 'developer', 'publisher', 'ageRating', 'systemRequirements', 'categoryId', 'deliveryKind', 'activationPlatform', 'lowStockThreshold'] as const;
  for (const field of texts) if (!same(wanted[field], product[field])) Object.assign(change, { [field]: wanted[field] });
  if (wanted.slug && wanted.slug !== product.slug) change.slug = wanted.slug;
  if (!product.priceSet || wanted.priceCents !== product.priceCents || wanted.discountPercent !== product.discountPercent) {
    change.priceCents = wanted.priceCents;
    change.discountPercent = wanted.discountPercent;
  }
  return Object.keys(change).length > 0 ? change : null;
}

const FIELD_OF_PROPERTY: Record<string, keyof ProductValues> = {
  priceCents: 'price',
  discountPercent: 'discount',
  genres: 'genres',
  'each genre': 'genres',
};

/** The form field a server refusal names (`slug must be …`, `priceCents must be …`, `slug_taken`); null when none. */
export function productFieldOfRefusal(code: string, message: string): keyof ProductValues | null {
  if (code === 'slug_taken') return 'slug';
  if (code === 'category_not_found') return 'categoryId';
  if (code === 'price_discount_mismatch') return 'discount';
  const property = /^(each genre|[a-zA-Z]+)\b/.exec(message)?.[1] ?? '';
  if (FIELD_OF_PROPERTY[property]) return FIELD_OF_PROPERTY[property];
  return (PRODUCT_FIELDS as readonly string[]).includes(property) ? (property as keyof ProductValues) : null;
}
