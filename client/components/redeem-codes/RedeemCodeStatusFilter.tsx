import { cn } from '../../lib/cn';
import type { RedeemCodeStatus } from '../../redeem/admin-codes';

const OPTIONS: { value: RedeemCodeStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'unused', label: 'Unused' },
  { value: 'redeemed', label: 'Redeemed' },
];

/** All codes, or the unused or redeemed ones: toggle buttons, so that new codes shown above stay on the page. */
export function RedeemCodeStatusFilter({ current, onChange }: { current: RedeemCodeStatus | null; onChange: (status: RedeemCodeStatus | null) => void }) {
  return (
    <div role="group" aria-label="Filter by status" className="inline-flex flex-wrap gap-1.5 rounded-xl bg-muted/60 p-1">
      {OPTIONS.map(({ value, label }) => (
        <button
          key={label}
          type="button"
          aria-pressed={value === current}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            value === current && 'bg-card text-foreground shadow-sm ring-1 ring-border',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
