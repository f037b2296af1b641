import { Gamepad2, LoaderCircle, Search, X } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { apiRequest } from '../../lib/api';
import type { PickedProduct } from './admin-codes';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/FormField';
import type { ProductPageView } from '#contracts/catalog.contract';

/** Typing stops for this long before the catalogue is searched. */
const SEARCH_DELAY_MS = 250;
const RESULT_LIMIT = 8;

type Search = { state: 'idle' } | { state: 'searching' } | { state: 'done'; products: PickedProduct[] } | { state: 'failed'; message: string };

interface ProductPickerProps {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Finds a game in the catalogue by name, for the codes to give; the chosen one shows with its key stock. */
export function ProductPicker({ value, onChange, error, inputRef }: ProductPickerProps) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  useEffect(() => {
    const text = query.trim();
    if (!text || value) return setSearch({ state: 'idle' });
    let active = true;
    setSearch({ state: 'searching' });
    const timer = setTimeout(() => {
      void apiRequest<ProductPageView>('GET', `/api/products?${new URLSearchParams({ search: text, limit: String(RESULT_LIMIT) }).toString()}`).then((result) => {
        if (!active) return;
        if (!result.ok) return setSearch({ state: 'failed', message: result.error.message });
        setSearch({ state: 'done', products: result.data.items.map(({ id, name, platform, stock }) => ({ id, name, platform, stock })) });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, value]);

  if (value) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Game</p>
        <div className="flex items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2.5">
          <Gamepad2 className="size-5 shrink-0 text-highlight" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" aria-live="polite">
              {value.name}
            </p>
            <p className="text-xs text-muted-foreground">
              {value.platform} · {value.stock} {value.stock === 1 ? 'key' : 'keys'} in stock
            </p>
          </div>
          <button type="button" onClick={() => onChange(null)} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            <X aria-hidden="true" />
            Change game
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <TextField
        label="Game"
        type="search"
        name="productSearch"
        autoComplete="off"
        placeholder="Search the catalogue by name"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={error}
        inputRef={inputRef}
        hint="Each redeemed code delivers one key of this game from stock."
      />
      <div aria-live="polite" className="mt-2">
        {search.state === 'searching' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Searching…
          </p>
        )}
        {search.state === 'failed' && <p className="text-sm text-danger">Could not search the catalogue: {search.message}</p>}
        {search.state === 'done' &&
          (search.products.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Search className="size-4" aria-hidden="true" />
              No game matches &ldquo;{query.trim()}&rdquo;.
            </p>
          ) : (
            <ul aria-label="Matching games" className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border">
              {search.products.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(product);
                      setQuery('');
                    }}
                    className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left text-sm transition-colors hover:bg-muted focus-visible:bg-muted"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{product.name}</span>
                      <span className="block text-xs text-muted-foreground">{product.platform}</span>
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{product.stock} in stock</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
