import { LoaderCircle, Wallet } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import type { AdminOrderView, ReviewOutcome } from '#contracts/orders.contract';
import { afterSalesErrorMessage, creditRefundCents } from './after-sales';
import { formatEur } from '#server/common/money';

type Step = 'idle' | 'confirming' | 'busy';

interface CreditRefundActionProps {
  order: AdminOrderView;
  /** The endpoint that closes the order and refunds it to store credit. */
  apiPath: string;
  /** The button that asks for confirmation. */
  label: string;
  /** The question asked before anything happens, with the amount in it. */
  question: (amount: string) => string;
  /** Why the button cannot be pressed yet, or nothing when it can. */
  notYet?: ReactNode;
  onChanged: () => void;
}

/**
 * A button that refunds all an order was worth (credit used included) to the customer's store
 * credit and cancels it, after a question answered on the spot; its keys go back on sale.
 */
export function CreditRefundAction({ order, apiPath, label, question, notYet, onChanged }: CreditRefundActionProps) {
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const hintId = useId();
  const amount = formatEur(creditRefundCents(order));

  const refund = async () => {
    if (step === 'busy') return;
    setStep('busy');
    setError(null);
    const result = await apiRequest<ReviewOutcome>('POST', apiPath, {});
    setStep('idle');
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, 'The order could not be refunded.'));
    toast({ title: 'Refunded to store credit', description: `${formatEur(result.data.creditCents ?? creditRefundCents(order))} went to the customer's store credit; ${order.orderNumber} is cancelled.` });
    onChanged();
  };

  return (
    <>
      {step === 'confirming' || step === 'busy' ? (
        <div role="group" aria-labelledby={`${hintId}-confirm`} className="mt-5 rounded-xl border border-primary/30 bg-primary/5 p-4">
          <p id={`${hintId}-confirm`} className="text-sm font-medium">
            {question(amount)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              autoFocus
              onClick={() => void refund()}
              aria-disabled={step === 'busy' || undefined}
              className={buttonStyles({ size: 'sm', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
            >
              {step === 'busy' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Wallet aria-hidden="true" />}
              {step === 'busy' ? 'Refunding...' : `Yes, refund ${amount}`}
            </button>
            <button type="button" onClick={() => setStep('idle')} disabled={step === 'busy'} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="button"
            onClick={() => setStep('confirming')}
            disabled={Boolean(notYet)}
            aria-describedby={notYet ? hintId : undefined}
            className={buttonStyles({ variant: 'outline' })}
          >
            <Wallet aria-hidden="true" />
            {label}
          </button>
          {notYet && (
            <p id={hintId} className="text-sm text-muted-foreground">
              {notYet}
            </p>
          )}
        </div>
      )}
      <div className="mt-3">
        <FormAlert>{error}</FormAlert>
      </div>
    </>
  );
}
