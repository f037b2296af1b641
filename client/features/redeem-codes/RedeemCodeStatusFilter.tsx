import type { RedeemCodeStatus } from './admin-codes';
import { filterOptionClass } from '../../ui/filter-option-styles';

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
          className={filterOptionClass(value === current)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
