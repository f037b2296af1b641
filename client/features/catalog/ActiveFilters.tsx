import { X } from 'lucide-react';
import { DEFAULT_FILTERS, PRICE_MAX, PRICE_MIN, type FilterState } from './filter-state';
import type { ListingData } from './listing-data';
import type { FilterChange } from './useListingNavigation';

interface ActiveFiltersProps {
  filters: FilterState;
  options: ListingData['options'];
  onChange: (change: FilterChange) => void;
}

/** One removable chip per filter in use, above the results. */
export function ActiveFilters({ filters, options, onChange }: ActiveFiltersProps) {
  const [min, max] = filters.priceRange;
  const labelOf = (list: { value: string; label: string }[], value: string) => list.find((option) => option.value === value)?.label ?? value;
  const chips: { key: string; label: string; change: FilterChange }[] = [];
  if (filters.search) chips.push({ key: 'search', label: `“${filters.search}”`, change: { search: '' } });
  if (filters.category) chips.push({ key: 'category', label: labelOf(options.categories, filters.category), change: { category: null } });
  if (filters.platform) chips.push({ key: 'platform', label: labelOf(options.platforms, filters.platform), change: { platform: null } });
  if (filters.genre) chips.push({ key: 'genre', label: labelOf(options.genres, filters.genre), change: { genre: null } });
  if (min !== PRICE_MIN || max !== PRICE_MAX) {
    chips.push({ key: 'price', label: `€${min} – ${max >= PRICE_MAX ? `€${PRICE_MAX}+` : `€${max}`}`, change: { priceRange: DEFAULT_FILTERS.priceRange } });
  }
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.change)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary/10 py-1 pr-2 pl-3 text-xs font-medium text-highlight transition-colors hover:border-primary/60 hover:bg-primary/20"
          >
            {chip.label}
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
