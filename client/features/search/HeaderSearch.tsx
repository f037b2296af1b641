import { Gamepad2, LayoutGrid, Search, Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { navigate } from 'vike/client/router';
import { MAX_SEARCH_LENGTH, MIN_SUGGESTION_LENGTH } from '#contracts/catalog.constants';
import { formatEur } from '#server/common/money';
import { cn } from '../../lib/cn';
import { STORE_PATH } from '../catalog/paths';
import { discountOf } from '../catalog/product-display';
import { movedOption, searchResultsHref, suggestionOptions, type SuggestionOption } from './suggestion-options';
import { useSuggestions } from './useSuggestions';

interface HeaderSearchProps {
  /** Called once the shopper has gone somewhere from the search, or pressed Escape in an empty box (the phone's search row closes). */
  onDone?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const GROUPS: { kind: SuggestionOption['kind']; label: string }[] = [
  { kind: 'game', label: 'Games' },
  { kind: 'category', label: 'Categories' },
  { kind: 'platform', label: 'Platforms' },
];

/**
 * The header's search with suggestions as the shopper types: an ARIA 1.2 combobox with a listbox
 * popup. The arrows, Home and End move through the suggestions, Enter opens the one chosen or, with
 * none chosen, the store's results; Escape closes the list, then clears the text. Without scripts
 * the form still submits to the store's results.
 */
export function HeaderSearch({ onDone, inputRef }: HeaderSearchProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const state = useSuggestions(query);
  // The suggestion chosen, with the list it was chosen in: a new list starts with nothing chosen.
  // Derived while rendering, not reset by an effect, which ran after a key pressed as the list
  // appeared and undid the choice.
  const [choice, setChoice] = useState<{ list: typeof state; index: number } | null>(null);
  const active = choice?.list === state ? choice.index : -1;
  const setActive = (index: number) => setChoice({ list: state, index });
  const root = useRef<HTMLFormElement>(null);

  const options = state.status === 'ready' ? suggestionOptions(state.view) : [];
  const typedEnough = query.trim().length >= MIN_SUGGESTION_LENGTH;
  const open = focused && !dismissed && typedEnough && state.status !== 'idle';
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (href: string, keepText = false) => {
    if (!keepText) setQuery('');
    setDismissed(true);
    setActive(-1);
    onDone?.();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) setDismissed(true);
      else if (query) setQuery('');
      else onDone?.();
      setActive(-1);
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0 && options[active]) go(options[active].href);
      else if (query.trim()) go(searchResultsHref(query), true);
      return;
    }
    if ((event.key === 'Home' || event.key === 'End') && !expanded) return;
    const next = movedOption(event.key, active, options.length);
    if (next === null) return;
    event.preventDefault();
    setDismissed(false);
    setActive(next);
  };

  // Keep the chosen suggestion in view when the list scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  return (
    <form
      ref={root}
      role="search"
      aria-label="Search the store"
      action={STORE_PATH}
      method="get"
      className="relative w-full"
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search games
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search games, categories, platforms"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
        }}
        onFocus={() => setFocused(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-border bg-card/80 pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <p role="status" className="sr-only">
        {open && state.status === 'ready' ? (options.length ? `${options.length} suggestions, use the arrow keys to choose` : 'No suggestions') : ''}
      </p>
      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-2 max-h-[min(70vh,32rem)] overflow-y-auto rounded-xl border border-border bg-card text-foreground shadow-2xl',
          !open && 'hidden',
        )}
      >
        {/* Always in the page, so aria-controls names an element that exists. */}
        <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={cn('p-1.5', !expanded && 'hidden')}>
          {GROUPS.map(({ kind, label }) => {
            const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
            if (!members.length) return null;
            return (
              <li key={kind} role="presentation">
                <ul role="group" aria-labelledby={`${id}-${kind}`}>
                  <li role="presentation" id={`${id}-${kind}`} className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {label}
                  </li>
                  {members.map(({ option, index }) => (
                    <li
                      key={option.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      // Keeps the focus in the box, so the list does not close before the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(option.href)}
                      onMouseMove={() => index !== active && setActive(index)}
                      className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm aria-selected:bg-muted"
                    >
                      <OptionContent option={option} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        {open && state.status === 'ready' && !options.length && (
          <p className="px-4 py-3 text-sm text-muted-foreground">No games match “{query.trim()}”. Press Enter to search the whole store.</p>
        )}
        {open && state.status === 'failed' && <p className="px-4 py-3 text-sm text-muted-foreground">Suggestions are unavailable. Press Enter to search.</p>}
        {open && state.status === 'loading' && <p className="px-4 py-3 text-sm text-muted-foreground">Looking…</p>}
      </div>
    </form>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  if (option.kind === 'game') {
    const { game } = option;
    const discount = discountOf(game);
    return (
      <>
        {game.image ? (
          <img src={game.image} alt="" width={36} height={48} loading="lazy" decoding="async" className="h-12 w-9 shrink-0 rounded bg-muted object-contain" />
        ) : (
          <span className="grid h-12 w-9 shrink-0 place-items-center rounded bg-muted">
            <Gamepad2 className="size-4 text-muted-foreground" aria-hidden="true" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{game.name}</span>
          <span className="block text-xs text-muted-foreground">
            {game.platform}
            {game.stock <= 0 && ' · Out of stock'}
          </span>
        </span>
        <span className="shrink-0 text-right tabular-nums">
          <span className="block font-semibold">{formatEur(game.priceCents)}</span>
          {discount && <span className="block text-xs text-emerald-700 dark:text-emerald-400">−{discount.percent}%</span>}
        </span>
      </>
    );
  }
  return <LabelledOption icon={option.kind === 'category' ? <LayoutGrid className="size-4" aria-hidden="true" /> : <Tag className="size-4" aria-hidden="true" />} label={option.label} />;
}

function LabelledOption({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded bg-muted text-muted-foreground">{icon}</span>
      <span className="font-medium">{label}</span>
    </>
  );
}
