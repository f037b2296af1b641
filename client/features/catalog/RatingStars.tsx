import { cn } from '../../lib/cn';
import { displayRating } from './product-display';

// Half-star steps from 0 to 5 stars, as literal classes so that Tailwind generates them.
const FILL = ['w-0', 'w-[10%]', 'w-[20%]', 'w-[30%]', 'w-[40%]', 'w-[50%]', 'w-[60%]', 'w-[70%]', 'w-[80%]', 'w-[90%]', 'w-full'];

/**
 * Five stars filled to the nearest half star, with the number beside them; read out as one phrase.
 * Text stars with a clipped overlay rather than ten icons: the same look for a fraction of the HTML.
 */
export function RatingStars({ rating, size = 'sm', className }: { rating: number | null; size?: 'sm' | 'md'; className?: string }) {
  const value = displayRating(rating);
  const halves = Math.min(Math.max(Math.round(value * 2), 0), 10);
  return (
    <div role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className={cn('flex items-center gap-1.5', className)}>
      <span aria-hidden="true" className={cn('relative leading-none tracking-[0.1em]', size === 'sm' ? 'text-sm' : 'text-xl')}>
        <span className="text-muted-foreground/35">★★★★★</span>
        <span className={cn('absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-400', FILL[halves])}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className={cn('font-semibold tabular-nums', size === 'sm' ? 'text-xs text-muted-foreground' : 'text-sm')}>
        {value.toFixed(1)}
      </span>
    </div>
  );
}
