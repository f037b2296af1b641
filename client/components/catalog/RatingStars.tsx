import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { displayRating } from '../../catalog/product-display';

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to the nearest half star, with the number beside them; read out as one phrase. */
export function RatingStars({ rating, size = 'sm', className }: { rating: number | null; size?: 'sm' | 'md'; className?: string }) {
  const value = displayRating(rating);
  const halves = Math.round(value * 2);
  const star = size === 'sm' ? 'size-3.5' : 'size-5';
  return (
    <div role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className={cn('flex items-center gap-1.5', className)}>
      <span className="flex" aria-hidden="true">
        {STARS.map((n) => {
          const fill = halves >= n * 2 ? 'w-full' : halves === n * 2 - 1 ? 'w-1/2' : 'w-0';
          return (
            <span key={n} className={cn('relative', star)}>
              <Star className={cn('absolute inset-0 fill-current text-muted-foreground/35', star)} strokeWidth={0} />
              <span className={cn('absolute inset-y-0 left-0 overflow-hidden text-amber-400', fill)}>
                <Star className={cn('fill-current', star)} strokeWidth={0} />
              </span>
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className={cn('font-semibold tabular-nums', size === 'sm' ? 'text-xs text-muted-foreground' : 'text-sm')}>
        {value.toFixed(1)}
      </span>
    </div>
  );
}
