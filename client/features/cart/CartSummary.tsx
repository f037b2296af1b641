import { ArrowRight, LockKeyhole, RotateCcw } from 'lucide-react';
import { STORE_PATH } from '../catalog/paths';
import { CHECKOUT_PATH } from '../checkout/payment-status';
import { buttonStyles } from '../../ui/button-styles';
import type { CartQuote } from '#contracts/cart.contract';
import { OrderTotals } from './OrderTotals';

interface CartSummaryProps {
  quote: CartQuote | null;
  updating: boolean;
  error: string | null;
  onRetry: () => void;
  canCheckOut: boolean;
  /** Some line cannot be bought as it is: said under the disabled button. */
  hasProblems: boolean;
}

const BLOCKED_HINT_ID = 'checkout-blocked-hint';

/** The Order Summary card: totals from the server's quote, then on to checkout or back to the store. */
export function CartSummary({ quote, updating, error, onRetry, canCheckOut, hasProblems }: CartSummaryProps) {
  const hint = hasProblems ? 'Remove or update the marked items to continue.' : error ? null : !canCheckOut ? 'Checking prices and stock…' : null;
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="order-summary-heading" className="text-lg font-semibold tracking-tight">
        Order Summary
      </h2>
      <OrderTotals quote={quote} updating={updating} className="mt-5" />

      {error && (
        <div role="alert" className="mt-4 rounded-lg bg-danger/10 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/25">
          <p>We could not check the prices just now. {error}</p>
          <button type="button" onClick={onRetry} className="mt-1.5 inline-flex items-center gap-1.5 font-semibold underline underline-offset-2 hover:no-underline">
            <RotateCcw className="size-3.5" aria-hidden="true" />
            Try again
          </button>
        </div>
      )}

      <div className="mt-6 flex flex-col gap-3">
        {canCheckOut ? (
          <a href={CHECKOUT_PATH} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            Proceed to Checkout
            <ArrowRight aria-hidden="true" />
          </a>
        ) : (
          <button type="button" disabled aria-describedby={hint ? BLOCKED_HINT_ID : undefined} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            Proceed to Checkout
            <ArrowRight aria-hidden="true" />
          </button>
        )}
        {hint && !canCheckOut && (
          <p id={BLOCKED_HINT_ID} className="-mt-1 text-center text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <a href={STORE_PATH} className={buttonStyles({ variant: 'outline', size: 'lg', className: 'w-full' })}>
          Continue Shopping
        </a>
      </div>

      <p className="mt-5 flex items-center justify-center gap-2 text-xs text-muted-foreground">
        <LockKeyhole className="size-3.5" aria-hidden="true" />
        Secure payment · Keys delivered instantly
      </p>
    </section>
  );
}
