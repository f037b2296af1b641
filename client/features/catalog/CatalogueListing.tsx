import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
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
import { formatCount } from '../../lib/format-count';

/** The cards of the first screenful: their covers are the listing's largest paint. */
const FIRST_SCREEN_CARDS = 4;

interface CatalogueListingProps {
  listing: ListingData;
  /** The listing's own path (`/products`, `/category/xbox`): filters live in its query. */
  basePath: string;
  /** False on a category page, whose category is fixed. */
  showCategories: boolean;
  /** False where the order is fixed (the deals: largest discount first). */
  sortable?: boolean;
}

/** Search, sort, filters, results and pagination of a listing page; the filter state is the URL's. */
export function CatalogueListing({ listing, basePath, showCategories, sortable = true }: CatalogueListingProps) {
  const { filters, products, total, totalCapped, pages, options, error } = listing;
  const { shown, apply, clear } = useListingNavigation(basePath, filters);
  const pending = useNavigationPending();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const activeCount = activeFilterCount(shown);
  const canClear = !isDefaultFilters(shown);

  // Moving to another page of results closes the filter drawer.
  useEffect(() => setPanelOpen(false), [filters.page]);

  return (
    <div className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:max-w-md sm:flex-1">
          <SearchBox action={basePath} filters={shown} onSearch={(search) => apply({ search })} />
        </div>
        <div className="flex items-center gap-3 sm:ml-auto">
          <Dialog.Root open={panelOpen} onOpenChange={setPanelOpen}>
            <Dialog.Trigger className={buttonStyles({ variant: 'outline', className: 'flex-1 lg:hidden' })}>
              <SlidersHorizontal aria-hidden="true" />
              Filters
              {activeCount > 0 && (
                <span className="grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground">
                  {activeCount}
                  <span className="sr-only"> active</span>
                </span>
              )}
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col border-r border-border bg-background text-foreground shadow-2xl lg:hidden"
              >
                <div className="flex-1 overflow-y-auto p-5">
                  <FiltersHeading title={<Dialog.Title className="text-base font-semibold">Filters</Dialog.Title>} canClear={canClear} onClear={clear}>
                    <Dialog.Close aria-label="Close filters" className={buttonStyles({ variant: 'ghost', size: 'icon' })}>
                      <X aria-hidden="true" />
                    </Dialog.Close>
                  </FiltersHeading>
                  <FilterPanel filters={shown} options={options} showCategories={showCategories} onChange={apply} />
                </div>
                <div className="border-t border-border p-4">
                  <Dialog.Close className={buttonStyles({ className: 'w-full' })}>Show results</Dialog.Close>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          {sortable && <SortSelect value={shown.sort} onChange={(sort) => apply({ sort })} />}
        </div>
      </div>

      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        {/* Small screens open the filters in the drawer above instead. */}
        <aside aria-labelledby={`${panelId}-heading`} className="max-lg:hidden lg:sticky lg:top-24 lg:self-start">
          <FiltersHeading
            title={
              <h2 id={`${panelId}-heading`} className="text-base font-semibold">
                Filters
              </h2>
            }
            canClear={canClear}
            onClear={clear}
          />
          <FilterPanel filters={shown} options={options} showCategories={showCategories} onChange={apply} />
        </aside>

        <section aria-labelledby={`${panelId}-results`} aria-busy={pending} className="min-w-0">
          <h2 id={`${panelId}-results`} className="sr-only">
            Results
          </h2>
          <div className="mb-5 flex min-h-8 flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {pending ? 'Loading games…' : !error && resultSummary(filters.page, total, totalCapped)}
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
            <ProductGrid products={products} priorityCount={FIRST_SCREEN_CARDS} />
          )}

          {!error && <Pagination page={filters.page} pages={pages} hrefFor={(page) => filtersHref(basePath, goToPage(filters, page))} />}
        </section>
      </div>
    </div>
  );
}

/** The filters' title and Clear All, with room for the drawer's close button. */
function FiltersHeading({ title, canClear, onClear, children }: { title: ReactNode; canClear: boolean; onClear: () => void; children?: ReactNode }) {
  return (
    <div className="mb-5 flex items-center justify-between gap-3">
      {title}
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className="rounded-md px-2 py-1 text-sm font-medium text-highlight transition-colors hover:bg-muted disabled:pointer-events-none disabled:text-muted-foreground/60"
        >
          Clear All
        </button>
        {children}
      </div>
    </div>
  );
}

function resultSummary(page: number, total: number, totalCapped: boolean): string {
  if (total === 0) return 'No games match';
  const first = (page - 1) * STORE_PAGE_SIZE + 1;
  const last = Math.min(total, page * STORE_PAGE_SIZE);
  const games = total === 1 && !totalCapped ? 'game' : 'games';
  const count = totalCapped ? `${formatCount(total)}+` : formatCount(total);
  return first === 1 && last === total && !totalCapped ? `${count} ${games}` : `Showing ${first}–${last} of ${count} ${games}`;
}
