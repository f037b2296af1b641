import { useCallback, useEffect, useRef, useState } from 'react';
import { changeFilters, clearFilters, filtersHref, type FilterState } from './filter-state';
import { isNavigationPending, navigateWithPending, useNavigationPending } from './pending-navigation';

export type FilterChange = Partial<Omit<FilterState, 'page'>>;

/**
 * Applies filter changes by navigating to the URL of the new state. Changes made in quick
 * succession build on one another even before the page of the previous one has arrived, and the
 * controls show the chosen state at once (`shown`) while the results load.
 */
export function useListingNavigation(basePath: string, filters: FilterState) {
  const intended = useRef(filters);
  const pending = useNavigationPending();
  const [optimistic, setOptimistic] = useState<FilterState | null>(null);

  useEffect(() => {
    // A page arrived, or Back/Forward: the URL is the truth again, unless a newer change is on its way.
    if (!isNavigationPending()) intended.current = filters;
  }, [filters]);

  useEffect(() => {
    if (!pending) setOptimistic(null);
  }, [pending]);

  const go = useCallback(
    (next: FilterState) => {
      intended.current = next;
      setOptimistic(next);
      void navigateWithPending(filtersHref(basePath, next), { keepScrollPosition: true });
    },
    [basePath],
  );

  const apply = useCallback((change: FilterChange) => go(changeFilters(intended.current, change)), [go]);
  const clear = useCallback(() => go(clearFilters()), [go]);
  return { shown: pending && optimistic ? optimistic : filters, apply, clear };
}
