import { useId } from 'react';
import { cn } from '../../lib/cn';
import { productHref } from './paths';
import { AddToCartButton } from './AddToCartButton';
import { DiscountBadge, PriceTag } from './PriceTag';
import { ProductCover } from './ProductCover';
import { ProductRating } from '../reviews/ProductRating';
import { DeliveryKindLine } from '../delivery/DeliveryKindLine';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import type { ProductCardView } from '#contracts/catalog.contract';

interface ProductCardProps {
  product: ProductCardView;
  /** The level of the product name's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** In the first screenful of its page: its cover loads at once (see ProductCover). */
  priority?: boolean;
}

/**
 * A product in a grid. The whole card follows the name's link (one link per card for assistive
 * technology); the Add to Cart button sits above that link.
 */
export function ProductCard({ product, headingLevel = 2, priority = false }: ProductCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outOfStock = product.stock <= 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <div className="relative overflow-hidden">
        <ProductCover src={product.image} slug={product.slug} alt="" priority={priority} className={cn('transition duration-300 group-hover:scale-[1.03]', outOfStock && 'opacity-50 grayscale')} />
        {/* Top right: the covers carry their platform badge top left. */}
        <div className="absolute top-2.5 right-2.5 flex flex-col items-end gap-1.5 sm:top-3 sm:right-3">
          <DiscountBadge product={product} />
          {outOfStock && <span className="rounded-md bg-zinc-900/85 px-2 py-0.5 text-xs font-semibold text-white">Out of stock</span>}
        </div>
        {/* Above the card's link, as the Add to Cart button is. */}
        <WishlistHeart product={product} className="absolute right-2.5 bottom-2.5 z-10 sm:right-3 sm:bottom-3" />
      </div>

      <div className="flex flex-1 flex-col gap-2.5 p-3 sm:p-4">
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <span className="rounded-md bg-muted px-1.5 py-0.5 font-semibold text-foreground/85">{product.platform}</span>
          <span className="sr-only">Region:</span>
          <span>{product.region}</span>
        </p>
        <Heading id={nameId} className="line-clamp-2 text-base leading-snug font-semibold">
          <a href={productHref(product)} className="after:absolute after:inset-0 after:content-[''] hover:text-highlight focus-visible:outline-none">
            {product.name}
          </a>
        </Heading>
        <ProductRating product={product} />
        <DeliveryKindLine kind={product.deliveryKind} />
        <div className="mt-auto pt-1">
          <PriceTag product={product} />
        </div>
        <AddToCartButton product={product} describedBy={nameId} className="relative z-10 w-full max-sm:px-2" />
      </div>
    </article>
  );
}

/** The shape of a card while the next results load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      <div className="aspect-3/4 w-full animate-pulse bg-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-16 animate-pulse rounded bg-muted" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-3.5 w-24 animate-pulse rounded bg-muted" />
        <div className="mt-2 h-6 w-20 animate-pulse rounded bg-muted" />
        <div className="h-10 w-full animate-pulse rounded-lg bg-muted" />
      </div>
    </div>
  );
}

interface ProductGridProps {
  products: readonly ProductCardView[];
  headingLevel?: 2 | 3;
  /** How many cards from the start are in the first screenful (the first row on a wide screen, two on a phone). */
  priorityCount?: number;
  className?: string;
}

/** The grid of cards shared by the store, the category pages and the home page. */
export function ProductGrid({ products, headingLevel, priorityCount = 0, className }: ProductGridProps) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-4', className)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-4', className)}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
