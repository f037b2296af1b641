import { ArrowRight } from 'lucide-react';
import { STORE_PATH } from '../../features/catalog/paths';
import { ProductCard } from '../../features/catalog/ProductCard';
import type { ProductCardView } from '#contracts/catalog.contract';

/** The featured games, on the first screen: their covers load at once. */
export function FeaturedGames({ products }: { products: readonly ProductCardView[] }) {
  return (
    <section aria-labelledby="featured-heading">
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          Featured Games
        </h2>
        <a href={STORE_PATH} className="inline-flex items-center gap-1 text-sm font-medium text-highlight hover:underline">
          View all games
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
      {products.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={3} priority />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
          Our featured games are taking a short break. Browse the whole store in the meantime.
        </p>
      )}
    </section>
  );
}
