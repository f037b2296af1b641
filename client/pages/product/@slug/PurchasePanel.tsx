import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { stockStatus } from '../../../features/catalog/product-display';
import { AddToCartButton } from '../../../features/catalog/AddToCartButton';
import { PriceTag } from '../../../features/catalog/PriceTag';
import type { ProductCardView } from '#contracts/catalog.contract';
import { preOrderLine } from '#contracts/pre-order.constants';

/** No more than this many copies of one game go into the cart in one click. */
const MAX_QUANTITY = 10;

const stockTone = {
  in: 'bg-emerald-500/10 text-emerald-600 ring-emerald-500/25 dark:text-emerald-300',
  low: 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300',
  out: 'bg-danger/10 text-danger ring-danger/25',
};

const dotTone = { in: 'bg-emerald-500', low: 'bg-amber-500', out: 'bg-danger' };

/**
 * Stock state, quantity and Add to Cart. On a phone the quantity and Add to Cart sit in a bar fixed
 * at the bottom of the screen, with the price, so that buying never starts below the fold.
 */
export function PurchasePanel({ product, preOrderDate }: { product: ProductCardView; preOrderDate: string | null }) {
  // A pre-order sells without stock: its keys come on the release day.
  const status = preOrderDate ? { kind: 'in' as const, label: preOrderLine(preOrderDate) } : stockStatus(product.stock);
  const max = Math.max(1, Math.min(MAX_QUANTITY, preOrderDate ? MAX_QUANTITY : product.stock));
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const set = (value: number) => setQuantity(Math.min(max, Math.max(1, Math.floor(value) || 1)));
  const outOfStock = status.kind === 'out';

  return (
    <div className="space-y-5">
      <p className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1', stockTone[status.kind])}>
        <span className={cn('size-2 rounded-full', dotTone[status.kind])} aria-hidden="true" />
        {status.label}
      </p>
      <div
        data-testid="buy-bar"
        className="flex gap-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-40 max-md:items-center max-md:border-t max-md:border-border max-md:bg-background/95 max-md:px-4 max-md:py-3 max-md:shadow-[0_-8px_24px_rgb(0_0_0/0.12)] max-md:backdrop-blur"
      >
        <PriceTag product={product} className="shrink-0 md:hidden [&_s]:text-xs" />
        {!outOfStock && (
          <div>
            <label htmlFor={quantityId} className="sr-only">
              Quantity
            </label>
            <div className="flex h-12 items-center rounded-lg border border-border bg-card">
              <button
                type="button"
                onClick={() => set(quantity - 1)}
                disabled={quantity <= 1}
                aria-label="Decrease quantity"
                aria-controls={quantityId}
                className="grid h-full w-11 place-items-center rounded-l-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-40"
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                value={quantity}
                onChange={(event) => set(Number(event.target.value))}
                className="h-full w-12 [appearance:textfield] border-x border-border bg-transparent text-center font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
              />
              <button
                type="button"
                onClick={() => set(quantity + 1)}
                disabled={quantity >= max}
                aria-label="Increase quantity"
                aria-controls={quantityId}
                className="grid h-full w-11 place-items-center rounded-r-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-40"
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </div>
          </div>
        )}
        <AddToCartButton product={product} quantity={quantity} size="lg" className="min-w-0 flex-1" preOrder={preOrderDate !== null} />
      </div>
    </div>
  );
}
