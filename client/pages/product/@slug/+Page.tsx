import { Globe, ShieldCheck } from 'lucide-react';
import { ProductDescription } from '../../../features/catalog/ProductDescription';
import { useEffect, type ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { changeFilters, DEFAULT_FILTERS, filtersHref } from '../../../features/catalog/filter-state';
import { formatDate } from '../../../features/catalog/format';
import { categoryHref, productHref, STORE_PATH } from '../../../features/catalog/paths';
import { discountOf } from '../../../features/catalog/product-display';
import { productImages, productJsonLdScript } from '../../../features/catalog/product-json-ld';
import { Breadcrumbs, type Crumb } from '../../../features/catalog/Breadcrumbs';
import { DiscountBadge, PriceTag, ZarCharge } from '../../../features/catalog/PriceTag';
import { ProductGrid } from '../../../features/catalog/ProductCard';
import { ProductRating } from '../../../features/reviews/ProductRating';
import { ProductReviews } from '../../../features/reviews/ProductReviews';
import type { Data } from './+data';
import { ProductGallery } from './ProductGallery';
import { useJsonLdScript } from './product-json-ld-script';
import { PurchasePanel } from './PurchasePanel';
import { ProductDeliveryNotes } from '../../../features/delivery/ProductDeliveryNotes';
import { WishlistHeart } from '../../../features/wishlist/WishlistHeart';
import { RegionsDetail } from '../../../features/regions/RegionsDetail';
import { formatEur } from '#server/common/money';
import { preOrderDateOf } from '#contracts/pre-order.constants';
import { RecentlyViewed } from '../../../features/recently-viewed/RecentlyViewed';
import { rememberViewed } from '../../../features/recently-viewed/recently-viewed';

export default function Page() {
  const { product, related, reviews, reviewStanding, restockExpected } = useData<Data>();
  const preOrderDate = preOrderDateOf(product.releaseDate);
  const { site } = usePageContext();
  useJsonLdScript(productJsonLdScript(product, site.publicUrl));
  useEffect(() => rememberViewed(product.slug), [product.slug]);
  const discount = discountOf(product);
  const releaseDate = product.releaseDate ? formatDate(product.releaseDate) : null;
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Games', href: STORE_PATH },
    ...(product.category ? [{ label: product.category.name, href: categoryHref(product.category) }] : []),
    { label: product.name },
  ];

  return (
    // On a phone, room at the bottom for the buy bar.
    <div className="mx-auto max-w-7xl px-4 py-8 max-md:pb-28 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={crumbs} />

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div className="mx-auto w-full max-w-md md:max-w-none">
          <ProductGallery key={product.id} name={product.name} slug={product.slug} images={productImages(product)} />
        </div>

        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-md bg-primary/15 px-2 py-0.5 font-semibold text-highlight">{product.platform}</span>
            <span className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-0.5 text-muted-foreground">
              <Globe className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Region: </span>
              {product.region}
            </span>
          </p>
          <div className="mt-3 flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{product.name}</h1>
            <WishlistHeart product={product} className="mt-1 size-10 shrink-0" />
          </div>
          <ProductRating product={product} size="md" className="mt-3" />

          <div className="mt-6 rounded-2xl border border-border bg-card p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <PriceTag product={product} size="lg" />
              <DiscountBadge product={product} className="text-sm" />
            </div>
            {discount && <p className="mt-1 text-sm font-medium text-emerald-600 dark:text-emerald-400">You save {formatEur(discount.originalPriceCents - product.priceCents)}</p>}
            <ZarCharge priceCents={product.priceCents} className="mt-1" />
            <div className="mt-5">
              <PurchasePanel key={product.id} product={product} preOrderDate={preOrderDate} />
            </div>
            <ul className="mt-6 grid gap-2 border-t border-border pt-5 text-sm text-muted-foreground sm:grid-cols-2">
              <ProductDeliveryNotes product={product} availability={{ preOrderDate, restockExpected }} />
              <li className="flex items-center gap-2">
                <ShieldCheck className="size-4 text-emerald-500" aria-hidden="true" />
                Secure payment
              </li>
            </ul>
          </div>

          <dl className="mt-8 grid grid-cols-[auto_minmax(0,1fr)] gap-x-8 gap-y-3 text-sm">
            <Detail term="Platform">{product.platform}</Detail>
            <Detail term="Region">{product.region}</Detail>
            <Detail term="Works in">
              <RegionsDetail region={product.region} />
            </Detail>
            {product.category && (
              <Detail term="Category">
                <a href={categoryHref(product.category)} className="font-medium text-highlight hover:underline">
                  {product.category.name}
                </a>
              </Detail>
            )}
            {product.genres.length > 0 && (
              <Detail term={product.genres.length === 1 ? 'Genre' : 'Genres'}>
                <ul className="flex flex-wrap gap-1.5">
                  {product.genres.map((genre) => (
                    <li key={genre}>
                      <a
                        href={filtersHref(STORE_PATH, changeFilters(DEFAULT_FILTERS, { genre }))}
                        className="inline-block rounded-full border border-border px-2.5 py-0.5 text-xs font-medium transition-colors hover:border-primary/50 hover:text-highlight"
                      >
                        {genre}
                      </a>
                    </li>
                  ))}
                </ul>
              </Detail>
            )}
            {releaseDate && (
              <Detail term="Release date">
                <time dateTime={product.releaseDate ?? undefined}>{releaseDate}</time>
              </Detail>
            )}
          </dl>

          {product.description && (
            <section aria-labelledby="about-heading" className="mt-10">
              <h2 id="about-heading" className="text-xl font-semibold">
                About this game
              </h2>
              <ProductDescription html={product.descriptionHtml} />
            </section>
          )}
        </div>
      </div>

      <ProductReviews product={product} productPath={productHref(product)} reviews={reviews} standing={reviewStanding} />

      {related.length > 0 && product.category && (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-border pt-12">
          <div className="flex items-end justify-between gap-4">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              More {product.category.name}
            </h2>
            <a href={categoryHref(product.category)} className="text-sm font-medium text-highlight hover:underline">
              See all
            </a>
          </div>
          <ProductGrid products={related} headingLevel={3} className="mt-6" />
        </section>
      )}

      <RecentlyViewed key={product.slug} exclude={product.slug} className="mt-16 border-t border-border pt-12" />
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
