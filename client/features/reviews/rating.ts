import type { ProductCardView } from '#contracts/catalog.contract';
import type { ReviewSummaryView } from '#contracts/reviews.contract';
import { formatCount } from '../../lib/format-count';

/** What a product shows of ratings: the store's reviews, else a rating imported from RAWG, else nothing. */
export type ProductRatingDisplay = { kind: 'reviews'; average: number; count: number } | { kind: 'rawg'; rating: number } | null;

export function productRating(product: Pick<ProductCardView, 'reviews' | 'rawgRating'>): ProductRatingDisplay {
  if (product.reviews && product.reviews.count > 0) return { kind: 'reviews', average: product.reviews.average, count: product.reviews.count };
  if (typeof product.rawgRating === 'number' && product.rawgRating > 0) return { kind: 'rawg', rating: product.rawgRating };
  return null;
}

/** An average as the store prints it: one decimal, within 0 to 5. */
export function formatAverage(average: number): string {
  return (Math.round(Math.min(5, Math.max(0, average)) * 10) / 10).toFixed(1);
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 review' : `${formatCount(count)} reviews`;
}

/** "4.3 out of 5 · 12 reviews" */
export function reviewSummaryLabel(summary: Pick<ReviewSummaryView, 'average' | 'count'>): string {
  return `${formatAverage(summary.average)} out of 5 · ${reviewCountLabel(summary.count)}`;
}

/** "RAWG rating 4.2/5": another site's players' rating, never mixed with the store's reviews. */
export function rawgRatingLabel(rating: number): string {
  return `RAWG rating ${formatAverage(rating)}/5`;
}

/** "5 stars", "1 star" */
export function starsLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}
