import { usePageContext } from 'vike-react/usePageContext';
import { cn } from '../../lib/cn';
import { discountOf } from './product-display';
import type { ProductCardView } from '#contracts/catalog.contract';
import { chargeOn } from '#server/cart-pricing/charge';
import { formatEur, formatZar } from '#server/common/money';

type Priced = Pick<ProductCardView, 'priceCents' | 'originalPriceCents' | 'discountPercent'>;

/** The price, the original price struck through when the product is discounted, and the service fee beside it. */
export function PriceTag({ product, size = 'md', className }: { product: Priced; size?: 'md' | 'lg'; className?: string }) {
  const discount = discountOf(product);
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">Price: </span>
        <span className={cn('font-bold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-lg')}>{formatEur(product.priceCents)}</span>
        {discount && (
          <s className={cn('text-muted-foreground tabular-nums', size === 'lg' ? 'text-lg' : 'text-sm')}>
            <span className="sr-only">Original price: </span>
            {formatEur(discount.originalPriceCents)}
          </s>
        )}
      </p>
      <FeeLine priceCents={product.priceCents} />
    </div>
  );
}

/**
 * The service fee beside the price and what one key costs with it: the cart's own rule, so the
 * cart shows the same total for one.
 */
function FeeLine({ priceCents }: { priceCents: number }) {
  const charge = chargeOn(priceCents, usePageContext().site.pricing);
  return (
    <p className="text-xs text-muted-foreground tabular-nums">
      + {formatEur(charge.serviceFeeCents)} service fee ={' '}
      <span data-testid="price-with-fee" className="font-semibold text-foreground">
        {formatEur(charge.totalCents)}
      </span>
    </p>
  );
}

/** What PayFast charges in rand for one key, fee included, at the cart's rate. */
export function ZarCharge({ priceCents, className }: { priceCents: number; className?: string }) {
  const charge = chargeOn(priceCents, usePageContext().site.pricing);
  return (
    <p className={cn('text-sm text-muted-foreground tabular-nums', className)}>
      ≈ <span data-testid="price-in-zar">{formatZar(charge.totalZarCents)}</span> charged in ZAR through PayFast, fee included
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
