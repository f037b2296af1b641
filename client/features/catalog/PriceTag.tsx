import { cn } from '../../lib/cn';
import { discountOf } from './product-display';
import type { ProductCardView } from '#contracts/catalog.contract';
import { formatEur } from '#server/common/money';

type Priced = Pick<ProductCardView, 'priceCents' | 'originalPriceCents' | 'discountPercent'>;

/** The price, and the original price struck through when the product is discounted. */
export function PriceTag({ product, size = 'md', className }: { product: Priced; size?: 'md' | 'lg'; className?: string }) {
  const discount = discountOf(product);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="sr-only">Price: </span>
      <span className={cn('font-bold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-lg')}>{formatEur(product.priceCents)}</span>
      {discount && (
        <s className={cn('text-muted-foreground tabular-nums', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Original price: </span>
          {formatEur(discount.originalPriceCents)}
        </s>
      )}
    </p>
  );
}

/** The "-25%" badge of a discounted product; nothing otherwise. */
export function DiscountBadge({ product, className }: { product: Priced; className?: string }) {
  const discount = discountOf(product);
  if (!discount) return null;
  return (
    <span className={cn('inline-flex items-center rounded-md bg-rose-600 px-2 py-0.5 text-xs font-bold text-white shadow-sm tabular-nums', className)}>
      <span aria-hidden="true">-{discount.percent}%</span>
      <span className="sr-only">{discount.percent}% off</span>
    </span>
  );
}
