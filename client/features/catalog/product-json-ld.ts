import { absoluteUrl } from '../../lib/absolute-url';
import { productHref } from './paths';
import type { ProductDetailView } from '#contracts/catalog.contract';
import { formatDecimal } from '#server/common/money';

/**
 * schema.org Product data for search engines. A rating only from the store's own verified-buyer
 * reviews, when there are some: a rating imported from RAWG is another site's, not one to claim.
 */
export function productJsonLd(product: ProductDetailView, options: { publicUrl: string; url: string }): Record<string, unknown> {
  const images = productImages(product).map((image) => absoluteUrl(options.publicUrl, image));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    url: options.url,
  };
  if (images.length) data.image = images;
  if (product.description) data.description = product.description;
  if (product.category) data.category = product.category.name;
  if (product.releaseDate) data.releaseDate = product.releaseDate;
  if (product.reviews && product.reviews.count > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.reviews.average, reviewCount: product.reviews.count, bestRating: 5, worstRating: 1 };
  }
  data.offers = {
    '@type': 'Offer',
    price: formatDecimal(product.priceCents),
    priceCurrency: 'EUR',
    availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: options.url,
  };
  return data;
}

/** The text of the product page's JSON-LD script; the URL is the slug's even when the page was reached by id. */
export function productJsonLdScript(product: ProductDetailView, publicUrl: string): string {
  return serializeJsonLd(productJsonLd(product, { publicUrl, url: absoluteUrl(publicUrl, productHref(product)) }));
}

/** JSON for an inline `<script>`: `<` is escaped so that no text in the data can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The gallery's pictures: the product's images, or its main image alone; never a duplicate. */
export function productImages(product: Pick<ProductDetailView, 'image' | 'images'>): string[] {
  const all = [...(product.image ? [product.image] : []), ...product.images].filter((image) => typeof image === 'string' && image !== '');
  return [...new Set(all)];
}
