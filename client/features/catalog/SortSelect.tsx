import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { SORT_OPTIONS } from './filter-state';
import type { ProductSort } from '#contracts/catalog.constants';

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-muted-foreground max-sm:sr-only">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ProductSort)}
          className="h-10 w-full appearance-none rounded-lg border border-border bg-card py-0 pr-9 pl-3 text-sm font-medium text-foreground transition-colors hover:border-primary/50"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      </div>
    </div>
  );
}
