import { useEffect, useState } from 'react';
import type { ProductCardView } from '#contracts/catalog.contract';
import { ProductGrid } from '../catalog/ProductCard';
import { readViewed } from './recently-viewed';

/**
 * The games this browser viewed last (kept in its storage, no account needed), as cards with their
 * current price and stock, fetched once the page has loaded. Nothing shows until there is something to show.
 */
export function RecentlyViewed({ exclude, className }: { exclude?: string; className?: string }) {
  const [products, setProducts] = useState<ProductCardView[]>([]);

  useEffect(() => {
    const slugs = readViewed().filter((slug) => slug !== exclude);
    if (!slugs.length) {
      setProducts([]);
      return;
    }
    const controller = new AbortController();
    fetch(`/api/products/lookup?${new URLSearchParams({ slugs: slugs.join(',') })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ProductCardView[]>) : []))
      .then(setProducts)
      .catch(() => undefined);
    return () => controller.abort();
  }, [exclude]);

  if (!products.length) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <h2 id="recently-viewed-heading" className="text-2xl font-bold tracking-tight">
        Recently viewed
      </h2>
      <ProductGrid products={products.slice(0, 4)} headingLevel={3} className="mt-6 lg:grid-cols-4" />
    </section>
  );
}
