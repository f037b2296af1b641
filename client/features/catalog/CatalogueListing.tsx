import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { activeFilterCount, filtersHref, goToPage, isDefaultFilters } from './filter-state';
import { useNavigationPending } from './pending-navigation';
import { buttonStyles } from '../../ui/button-styles';
import { ActiveFilters } from './ActiveFilters';
import { LoadError, NoResults } from './CatalogueMessages';
import { FilterPanel } from './FilterPanel';
import { Pagination } from './Pagination';
import { ProductGrid, ProductGridSkeleton } from './ProductCard';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { useListingNavigation } from './useListingNavigation';
import type { ListingData } from './listing-data';
import { STORE_PAGE_SIZE } from '#contracts/catalog.constants';

interface CatalogueListingProps {
  listing: ListingData;
  /** The listing's own path (`/products`, `/category/xbox`): filters live in its query. */
  basePath: string;
  /** False on a category page, whose category is fixed. */
  showCategories: boolean;
}

/** Search, sort, filters, results and pagination of a listing page; the filter state is the URL's. */
export function CatalogueListing({ listing, basePath, showCategories }: CatalogueListingProps) {
  const { filters, products, total, pages, options, error } = listing;
  const { shown, apply, clear } = useListingNavigation(basePath, filters);
  const pending = useNavigationPending();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const activeCount = activeFilterCount(shown);
  const canClear = !isDefaultFilters(shown);

  // Moving to another page of results closes the mobile filter panel.
  useEffect(() => setPanelOpen(false), [filters.page]);

  return (
    <div className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:max-w-md sm:flex-1">
          <SearchBox action={basePath} filters={shown} onSearch={(search) => apply({ search })} />
        </div>
        <div className="flex items-center gap-3 sm:ml-auto">
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className={buttonStyles({ variant: 'outline', className: 'flex-1 lg:hidden' })}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {activeCount > 0 && (
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground">
                {activeCount}
                <span className="sr-only"> active</span>
              </span>
            )}
            <ChevronDown className={cn('transition-transform', panelOpen && 'rotate-180')} aria-hidden="true" />
          </button>
          <SortSelect value={shown.sort} onChange={(sort) => apply({ sort })} />
        </div>
      </div>

      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-labelledby={`${panelId}-heading`} className="lg:sticky lg:top-24 lg:self-start">
          <div id={panelId} className={cn('max-lg:mb-6 max-lg:rounded-2xl max-lg:border max-lg:border-border max-lg:bg-card max-lg:p-5', !panelOpen && 'max-lg:hidden')}>
            <div className="mb-5 flex items-center justify-between gap-3">
              <h2 id={`${panelId}-heading`} className="text-base font-semibold">
                Filters
              </h2>
              <button
                type="button"
                onClick={clear}
                disabled={!canClear}
                className="rounded-md px-2 py-1 text-sm font-medium text-highlight transition-colors hover:bg-muted disabled:pointer-events-none disabled:text-muted-foreground/60"
              >
                Clear All
              </button>
            </div>
            <FilterPanel filters={shown} options={options} showCategories={showCategories} onChange={apply} />
          </div>
        </aside>

        <section aria-labelledby={`${panelId}-results`} aria-busy={pending} className="min-w-0">
          <h2 id={`${panelId}-results`} className="sr-only">
            Results
          </h2>
          <div className="mb-5 flex min-h-8 flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {pending ? 'Loading games…' : !error && resultSummary(filters.page, total)}
            </p>
            <ActiveFilters filters={shown} options={options} onChange={apply} />
          </div>

          {pending ? (
            <ProductGridSkeleton count={Math.max(products.length, 6)} />
          ) : error ? (
            <LoadError />
          ) : products.length === 0 ? (
            <NoResults onClear={canClear ? clear : undefined} />
          ) : (
            <ProductGrid products={products} />
          )}

          {!error && <Pagination page={filters.page} pages={pages} hrefFor={(page) => filtersHref(basePath, goToPage(filters, page))} />}
        </section>
      </div>
    </div>
  );
}

function resultSummary(page: number, total: number): string {
  if (total === 0) return 'No games match';
  const first = (page - 1) * STORE_PAGE_SIZE + 1;
  const last = Math.min(total, page * STORE_PAGE_SIZE);
  const games = total === 1 ? 'game' : 'games';
  return first === 1 && last === total ? `${total} ${games}` : `Showing ${first}–${last} of ${total} ${games}`;
}
