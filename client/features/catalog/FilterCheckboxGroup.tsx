import * as Checkbox from '@radix-ui/react-checkbox';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import type { FilterOption } from './listing-data';

/** Longer lists show this many options until the shopper asks for all of them. */
const COLLAPSED_COUNT = 6;

interface FilterCheckboxGroupProps {
  legend: string;
  options: readonly FilterOption[];
  selected: string | null;
  /** Called with the option checked or unchecked; one choice at a time is the caller's rule. */
  onToggle: (value: string) => void;
}

/** A group of checkboxes of which at most one is checked, each with the number of games it would show. */
export function FilterCheckboxGroup({ legend, options, selected, onToggle }: FilterCheckboxGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = options.length > COLLAPSED_COUNT + 1;
  const visible = !collapsible || expanded ? options : options.filter((option, index) => index < COLLAPSED_COUNT || option.value === selected);

  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      {options.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No options</p>
      ) : (
        <ul id={`${id}-options`} className="mt-3 space-y-1">
          {visible.map((option) => {
            const checked = option.value === selected;
            const inputId = `${id}-${option.value}`;
            return (
              <li key={option.value} className="flex items-center gap-3 rounded-lg px-2 py-1.5 transition-colors hover:bg-muted/60">
                <Checkbox.Root
                  id={inputId}
                  checked={checked}
                  onCheckedChange={() => onToggle(option.value)}
                  className="grid size-4.5 shrink-0 place-items-center rounded-[5px] border border-muted-foreground/50 bg-background transition-colors hover:border-primary data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
                >
                  <Checkbox.Indicator>
                    <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                  </Checkbox.Indicator>
                </Checkbox.Root>
                <label htmlFor={inputId} className={cn('flex min-w-0 flex-1 cursor-pointer items-center justify-between gap-2 text-sm', option.count === 0 && !checked && 'text-muted-foreground')}>
                  <span className="truncate">{option.label}</span>
                  {option.count !== null && (
                    <>
                      <span aria-hidden="true" className="shrink-0 rounded-full bg-muted px-2 text-xs text-muted-foreground tabular-nums">
                        {option.count}
                      </span>
                      <span className="sr-only">{` (${option.count} ${option.count === 1 ? 'game' : 'games'})`}</span>
                    </>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-highlight hover:bg-muted"
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      )}
    </fieldset>
  );
}
