import { Coins, Gamepad2 } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import type { CodeFieldErrors, CodeRewardValues, PickedProduct } from './admin-codes';
import { TextField } from '../../ui/FormField';
import type { RedeemCodeKind } from '#contracts/redeem.contract';
import { ProductPicker } from './ProductPicker';

export interface CodeRewardFieldsProps {
  values: CodeRewardValues;
  errors: CodeFieldErrors;
  onKindChange: (kind: RedeemCodeKind) => void;
  onProductChange: (product: PickedProduct | null) => void;
  onAmountChange: (amount: string) => void;
  productRef?: Ref<HTMLInputElement>;
  amountRef?: Ref<HTMLInputElement>;
}

const KINDS: { value: RedeemCodeKind; label: string; icon: ReactNode }[] = [
  { value: 'product', label: 'Game', icon: <Gamepad2 /> },
  { value: 'credit', label: 'Store credit', icon: <Coins /> },
];

/** What the codes give: a game from the catalogue, or an amount of store credit in euros. */
export function CodeRewardFields({ values, errors, onKindChange, onProductChange, onAmountChange, productRef, amountRef }: CodeRewardFieldsProps) {
  const name = useId();
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium">Each code gives</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {KINDS.map((kind) => (
            <label
              key={kind.value}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors [&_svg]:size-4',
                values.kind === kind.value ? 'border-primary bg-primary/10 text-foreground' : 'border-border text-muted-foreground hover:border-primary/50',
              )}
            >
              <input type="radio" name={name} value={kind.value} checked={values.kind === kind.value} onChange={() => onKindChange(kind.value)} className="size-4 shrink-0 accent-primary" />
              <span aria-hidden="true" className={values.kind === kind.value ? 'text-highlight' : undefined}>
                {kind.icon}
              </span>
              {kind.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === 'product' ? (
        <ProductPicker value={values.product} onChange={onProductChange} error={errors.product} inputRef={productRef} />
      ) : (
        <TextField
          label="Credit per code (€)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5.00"
          value={values.amount}
          onChange={(event) => onAmountChange(event.target.value)}
          error={errors.amount}
          inputRef={amountRef}
          hint="In euros, from €0.01 to €1,000.00."
        />
      )}
    </div>
  );
}
