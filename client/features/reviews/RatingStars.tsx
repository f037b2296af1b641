import { cn } from '../../lib/cn';

// Half-star steps from 0 to 5 stars, as literal classes so that Tailwind generates them.
const FILL = ['w-0', 'w-[10%]', 'w-[20%]', 'w-[30%]', 'w-[40%]', 'w-[50%]', 'w-[60%]', 'w-[70%]', 'w-[80%]', 'w-[90%]', 'w-full'];

/**
 * Five stars filled to the nearest half star; `label` reads them out as one phrase.
 * Text stars with a clipped overlay rather than ten icons: the same look for a fraction of the HTML.
 */
export function RatingStars({ value, label, size = 'sm', className }: { value: number; label: string; size?: 'sm' | 'md'; className?: string }) {
  const halves = Math.min(Math.max(Math.round(value * 2), 0), 10);
  return (
    <span role="img" aria-label={label} className={cn('relative inline-block leading-none tracking-[0.1em]', size === 'sm' ? 'text-sm' : 'text-xl', className)}>
      <span aria-hidden="true" className="text-muted-foreground/35">
        ★★★★★
      </span>
      <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-400', FILL[halves])}>
        ★★★★★
      </span>
    </span>
  );
}
