import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import type { ProductCardView, ProductDetailView } from '#contracts/catalog.contract';
import { reviewSummaryOf } from '#contracts/reviews.constants';
import { renderMarkdown } from './markdown.js';

/** A row of the catalogue queries in ProductsRepository. */
export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  discount_percent: number;
  image: string | null;
  platform: string;
  region: string;
  /** The rating imported from RAWG. */
  rating: string | null;
  /** Visible reviews and their stars in all, from the reviews' summary; null before the first review. */
  review_count: number | null;
  star_total: number | null;
  genres: string[];
  stock: number;
  delivery_kind: DeliveryKind;
  activation_platform: ActivationPlatform | null;
  category_slug: string | null;
  category_name: string | null;
  images?: string[];
  description?: string;
  release_date?: string | Date | null;
  created_at?: Date;
  updated_at?: Date;
}

export function toProductCard(row: ProductRow): ProductCardView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    priceCents: row.price_cents,
    originalPriceCents: row.original_price_cents,
    discountPercent: row.discount_percent,
    image: row.image,
    platform: row.platform,
    region: row.region,
    rawgRating: row.rating === null ? null : Number(row.rating),
    reviews: reviewSummaryOf(row.review_count ?? 0, row.star_total ?? 0),
    genres: row.genres,
    category: row.category_slug ? { slug: row.category_slug, name: row.category_name ?? row.category_slug } : null,
    stock: row.stock,
    deliveryKind: row.delivery_kind,
    activationPlatform: row.activation_platform,
  };
}

function isoDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

export function toProductDetail(row: ProductRow): ProductDetailView {
  return {
    ...toProductCard(row),
    images: row.images ?? [],
    description: row.description ?? '',
    // Rendered once when the product is read from Postgres: the cached detail carries it to every page and answer.
    descriptionHtml: renderMarkdown(row.description ?? ''),
    releaseDate: isoDate(row.release_date),
    createdAt: (row.created_at ?? new Date(0)).toISOString(),
    updatedAt: (row.updated_at ?? new Date(0)).toISOString(),
  };
}
