import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';

interface QuantityStepperProps {
  /** The product, to name the group and its buttons for screen readers. */
  name: string;
  quantity: number;
  /** The plus button stops here; 0 when no more can be had. */
  max: number;
  onChange: (quantity: number) => void;
  className?: string;
}

/**
 * Minus and plus around the quantity. Minus stops at 1 (Remove takes the line away); plus stops at
 * the most one order may hold, or the keys left. The quantity is announced as it changes.
 */
export function QuantityStepper({ name, quantity, max, onChange, className }: QuantityStepperProps) {
  const buttonClass =
    'grid size-9 place-items-center text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-35 [&_svg]:size-4';
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className={cn('inline-flex h-9 items-center rounded-lg border border-border bg-card', className)}>
      <button type="button" onClick={() => onChange(quantity - 1)} disabled={quantity <= 1} aria-label="Decrease quantity" className={cn(buttonClass, 'rounded-l-lg')}>
        <Minus aria-hidden="true" />
      </button>
      <output aria-live="polite" aria-label="Quantity" className="grid h-full min-w-10 place-items-center border-x border-border px-1 text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button type="button" onClick={() => onChange(quantity + 1)} disabled={quantity >= max} aria-label="Increase quantity" className={cn(buttonClass, 'rounded-r-lg')}>
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
