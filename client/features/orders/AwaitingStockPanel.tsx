import { Hourglass, LoaderCircle, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from './history';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import type { AdminOrderView } from '#contracts/orders.contract';
import type { ReviewOutcome } from '#contracts/orders.contract';
import { afterSalesErrorMessage, refundToCreditApiPath, stockRefundCents, stockRefundState } from './after-sales';
import { OrderSection } from './OrderSection';
import { formatEur } from '#server/common/money';

type Step = 'idle' | 'confirming' | 'busy';

/** The longest wait a browser timer takes (about 24 days); a later date is checked again on the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A paid order short of keys: it takes new keys by itself as they are added (oldest payment first),
 * and after a while the admin may refund it to store credit instead, all it was worth.
 */
export function AwaitingStockPanel({ order, onChanged }: { order: AdminOrderView & { awaitingStockSince: string }; onChanged: () => void }) {
  const [now, setNow] = useState(() => new Date());
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const hintId = useId();
  const state = stockRefundState(order, now);
  const amount = formatEur(stockRefundCents(order));
  const openFrom = state.kind === 'not-yet' ? state.from : null;

  // The button comes alive at the moment the refund is allowed, should the page stay open until then.
  useEffect(() => {
    if (!openFrom) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Date.parse(openFrom) - Date.now() + 1000, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [openFrom]);

  const refund = async () => {
    if (step === 'busy') return;
    setStep('busy');
    setError(null);
    const result = await apiRequest<ReviewOutcome>('POST', refundToCreditApiPath(order.orderNumber), {});
    setStep('idle');
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, 'The order could not be refunded.'));
    toast({ title: 'Refunded to store credit', description: `${formatEur(result.data.creditCents ?? stockRefundCents(order))} went to the customer's store credit; ${order.orderNumber} is cancelled.` });
    onChanged();
  };

  return (
    <OrderSection
      id="awaiting-stock"
      title={`Paid, waiting for stock since ${formatDateTime(order.awaitingStockSince)}`}
      description="Some of its keys were not in stock when it was paid."
      aside={<Hourglass className="size-5 text-amber-600 dark:text-amber-300" aria-hidden="true" />}
      className="border-amber-500/60 ring-1 ring-amber-500/40"
    >
      <p className="text-sm text-pretty">
        Keys added to these games go to this order automatically, oldest paid order first, and it is delivered as soon as it has them all. The customer has been told the keys will follow.
      </p>
      {step === 'confirming' || step === 'busy' ? (
        <div role="group" aria-labelledby={`${hintId}-confirm`} className="mt-5 rounded-xl border border-primary/30 bg-primary/5 p-4">
          <p id={`${hintId}-confirm`} className="text-sm font-medium">
            Refund {amount} to the customer&apos;s store credit and cancel {order.orderNumber}? Its keys go back on sale.
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
            disabled={state.kind === 'not-yet'}
            aria-describedby={state.kind === 'not-yet' ? hintId : undefined}
            className={buttonStyles({ variant: 'outline' })}
          >
            <Wallet aria-hidden="true" />
            Refund to store credit
          </button>
          {state.kind === 'not-yet' && (
            <p id={hintId} className="text-sm text-muted-foreground">
              Possible from <time dateTime={state.from}>{formatDateTime(state.from)}</time>.
            </p>
          )}
        </div>
      )}
      <div className="mt-3">
        <FormAlert>{error}</FormAlert>
      </div>
    </OrderSection>
  );
}
