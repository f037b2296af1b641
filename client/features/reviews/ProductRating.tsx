import type { ProductCardView } from '#contracts/catalog.contract';
import { cn } from '../../lib/cn';
import { formatAverage, productRating, rawgRatingLabel, reviewCountLabel, reviewSummaryLabel } from './rating';
import { RatingStars } from './RatingStars';

/**
 * A product's rating where it is listed or shown: the average of its verified-buyer reviews with
 * their count, or a rating imported from RAWG labelled as such; nothing when it has neither.
 */
export function ProductRating({ product, size = 'sm', className }: { product: Pick<ProductCardView, 'reviews' | 'rawgRating'>; size?: 'sm' | 'md'; className?: string }) {
  const rating = productRating(product);
  if (!rating) return null;
  const text = size === 'sm' ? 'text-xs text-muted-foreground' : 'text-sm';
  if (rating.kind === 'rawg') {
    return <p className={cn('font-medium', text, className)}>{rawgRatingLabel(rating.rating)}</p>;
  }
  const label = reviewSummaryLabel(rating);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-0.5', text, className)}>
      <RatingStars value={rating.average} label={`Rated ${formatAverage(rating.average)} out of 5`} size={size} />
      <span className="font-semibold tabular-nums">{size === 'sm' ? formatAverage(rating.average) : label}</span>
      {size === 'sm' && <span>· {reviewCountLabel(rating.count)}</span>}
    </p>
  );
}
