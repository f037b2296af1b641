import { Wallet } from 'lucide-react';
import type { CreditPlan } from './store-credit';
import { CheckboxField } from '../../ui/FormField';
import { formatEur } from '#server/common/money';

interface StoreCreditOptionProps {
  balanceCents: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** What the credit does to the current total; null until the cart is priced. */
  plan: CreditPlan | null;
}

/** Use store credit, with the balance; once ticked, how much of it the order takes. */
export function StoreCreditOption({ balanceCents, checked, onCheckedChange, plan }: StoreCreditOptionProps) {
  const applied = checked && plan ? plan.appliedCents : 0;
  return (
    <div className="rounded-xl border border-border bg-muted/30 p-4">
      <CheckboxField
        checked={checked}
        onCheckedChange={onCheckedChange}
        name="useCredit"
        label={
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="inline-flex items-center gap-2 font-medium text-foreground">
              <Wallet className="size-4 text-highlight" aria-hidden="true" />
              Use store credit
            </span>
            <span className="tabular-nums">({formatEur(balanceCents)} available)</span>
          </span>
        }
      />
      {applied > 0 && applied < balanceCents && (
        <p className="mt-2 pl-8 text-xs text-muted-foreground">
          {formatEur(applied)} of your credit goes to this order; {formatEur(balanceCents - applied)} stays for later.
        </p>
      )}
    </div>
  );
}
