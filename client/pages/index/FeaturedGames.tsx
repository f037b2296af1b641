import { ArrowRight } from 'lucide-react';
import { STORE_PATH } from '../../features/catalog/paths';
import { ProductGrid } from '../../features/catalog/ProductCard';
import { buttonStyles } from '../../ui/button-styles';
import type { ProductCardView } from '#contracts/catalog.contract';

export function FeaturedGames({ products }: { products: readonly ProductCardView[] }) {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Featured Games
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">The games everyone is playing right now, at prices worth a look.</p>
        </div>
        <a href={STORE_PATH} className={buttonStyles({ variant: 'outline', className: 'self-start sm:self-auto' })}>
          View all games
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
      {products.length > 0 ? (
        <ProductGrid products={products} headingLevel={3} className="mt-10 lg:grid-cols-4" />
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
          Our featured games are taking a short break. Browse the whole store in the meantime.
        </p>
      )}
    </section>
  );
}
