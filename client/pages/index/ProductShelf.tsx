import { ArrowRight } from 'lucide-react';
import type { ProductCardView } from '#contracts/catalog.contract';
import { ProductGrid } from '../../features/catalog/ProductCard';

interface ProductShelfProps {
  id: string;
  title: string;
  text: string;
  products: readonly ProductCardView[];
  moreHref?: string;
  moreLabel?: string;
}

/** A row of games on the home page; a row with no games is left out. */
export function ProductShelf({ id, title, text, products, moreHref, moreLabel }: ProductShelfProps) {
  if (!products.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{text}</p>
        </div>
        {moreHref && (
          <a href={moreHref} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-highlight hover:underline">
            {moreLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
      <ProductGrid products={products} headingLevel={3} className="mt-6 lg:grid-cols-4" />
    </section>
  );
}
