import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { filterStateToQuery, MAX_SEARCH_LENGTH, type FilterState } from './filter-state';

/** The results follow the search box this long after the last key press. */
const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  /** The page the form submits to, which also works before the page's script has loaded. */
  action: string;
  filters: FilterState;
  onSearch: (search: string) => void;
}

/** Searches as the shopper types (debounced) or on Enter. */
export function SearchBox({ action, filters, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(filters.search);
  const sent = useRef(filters.search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL (Back, Clear All) unless it is only catching up with what was typed.
  useEffect(() => {
    if (filters.search !== sent.current) {
      clearTimeout(timer.current);
      sent.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string) => {
    clearTimeout(timer.current);
    const search = value.trim();
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search);
  };

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value), SEARCH_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  // Without script, the form carries the other filters along as hidden fields.
  const otherFilters = [...new URLSearchParams(filterStateToQuery({ ...filters, search: '', page: 1 }))];

  return (
    <form role="search" action={action} method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search games
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        id={id}
        type="search"
        name="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search games…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-border bg-card pr-10 pl-9 text-sm text-foreground placeholder:text-muted-foreground transition-colors hover:border-primary/50 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {otherFilters.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            send('');
          }}
          aria-label="Clear search"
          className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
