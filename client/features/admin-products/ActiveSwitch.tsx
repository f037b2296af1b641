import { useId } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch with its label and a line saying what each state means. */
export function ActiveSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          Active
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {checked ? 'Shown in the store and sold.' : 'Hidden from the store; it cannot be bought.'}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent transition-colors', checked ? 'bg-primary' : 'bg-muted-foreground/40')}
      >
        <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} aria-hidden="true" />
      </button>
    </div>
  );
}
