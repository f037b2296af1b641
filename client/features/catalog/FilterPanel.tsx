import { toggleChoice, type FilterState } from './filter-state';
import type { ListingData } from './listing-data';
import { FilterCheckboxGroup } from './FilterCheckboxGroup';
import { PriceRangeFilter } from './PriceRangeFilter';
import type { FilterChange } from './useListingNavigation';

interface FilterPanelProps {
  filters: FilterState;
  options: ListingData['options'];
  /** False on a category page, whose category is fixed. */
  showCategories: boolean;
  onChange: (change: FilterChange) => void;
}

/** The filter groups of a listing: category, platform, genre and price. */
export function FilterPanel({ filters, options, showCategories, onChange }: FilterPanelProps) {
  return (
    <div className="space-y-7">
      {showCategories && (
        <FilterCheckboxGroup legend="Category" options={options.categories} selected={filters.category} onToggle={(value) => onChange({ category: toggleChoice(filters.category, value) })} />
      )}
      <FilterCheckboxGroup legend="Platform" options={options.platforms} selected={filters.platform} onToggle={(value) => onChange({ platform: toggleChoice(filters.platform, value) })} />
      <FilterCheckboxGroup legend="Genre" options={options.genres} selected={filters.genre} onToggle={(value) => onChange({ genre: toggleChoice(filters.genre, value) })} />
      <PriceRangeFilter value={filters.priceRange} onChange={(priceRange) => onChange({ priceRange })} />
    </div>
  );
}
