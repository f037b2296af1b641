import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { adminProductsHref } from './products';
import type { AdminProductState } from '#contracts/catalog.constants';
import { buttonStyles } from '../../ui/button-styles';
import { inputStyles } from '../../ui/FormField';
import { cn } from '../../lib/cn';

/** Searches products by name; the search goes in the address, so a reload or a shared link shows the same list. */
export function ProductSearchForm({ search, state = 'all' }: { search: string; state?: AdminProductState }) {
  const id = useId();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(adminProductsHref({ search: text.trim(), state, page: 1 }));
  };

  return (
    <form role="search" aria-label="Products" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1 space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Search products
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <input
            id={id}
            type="search"
            name="search"
            value={text}
            maxLength={200}
            autoComplete="off"
            placeholder="Part of a name, e.g. witcher"
            onChange={(event) => setText(event.target.value)}
            className={cn(inputStyles, 'pl-9')}
          />
        </div>
      </div>
      <button type="submit" className={buttonStyles({ size: 'lg', className: 'h-11' })}>
        Search
      </button>
      {search && (
        <a href={adminProductsHref({ search: '', state, page: 1 })} className={buttonStyles({ variant: 'ghost', size: 'lg', className: 'h-11' })}>
          <X aria-hidden="true" />
          Clear search
        </a>
      )}
    </form>
  );
}
