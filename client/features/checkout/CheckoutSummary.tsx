import { ArrowLeft, CircleAlert, LockKeyhole, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CartLineView } from './cart-quote';
import { CART_PATH } from './payment-status';
import type { CreditPlan } from './store-credit';
import type { CartQuote } from '#contracts/cart.contract';
import { OrderTotals } from '../cart/OrderTotals';
import { ProductCover } from '../catalog/ProductCover';
import { formatEur } from '#server/common/money';

interface CheckoutSummaryProps {
  lines: readonly CartLineView[];
  quote: CartQuote | null;
  updating: boolean;
  /** Why the cart could not be priced just now; null otherwise. */
  error: string | null;
  onRetry: () => void;
  /** The Use store credit choice, above the totals; none without a balance. */
  creditOption?: ReactNode;
  /** What the chosen store credit does to the total. */
  credit?: CreditPlan | null;
  /** The Place Order button. */
  action: ReactNode;
}

/** The checkout's Order Summary: what is bought, store credit, the totals from the server, and Place Order. */
export function CheckoutSummary({ lines, quote, updating, error, onRetry, creditOption, credit = null, action }: CheckoutSummaryProps) {
  const problems = lines.filter((line) => line.issue !== null);
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-heading" className="text-lg font-semibold tracking-tight">
          Order Summary
        </h2>
        <a href={CART_PATH} className="inline-flex items-center gap-1 rounded text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-3.5" aria-hidden="true" />
          Edit cart
        </a>
      </div>

      <ul className="mt-5 space-y-4" aria-label="Items">
        {lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-3">
            <div className="relative w-11 shrink-0 overflow-hidden rounded-md ring-1 ring-border">
              <ProductCover src={line.image} alt="" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{line.name}</p>
              <p className="text-xs text-muted-foreground">
                {line.platform && <span>{line.platform} · </span>}
                Qty {line.quantity}
              </p>
              {line.issue && (
                <p className="mt-0.5 flex items-center gap-1 text-xs font-medium text-danger">
                  <CircleAlert className="size-3.5" aria-hidden="true" />
                  {line.issue.label}
                </p>
              )}
            </div>
            <p className="text-sm font-semibold tabular-nums">
              {line.lineTotalCents !== null ? formatEur(line.lineTotalCents) : <span className="text-muted-foreground">—</span>}
            </p>
          </li>
        ))}
      </ul>

      {creditOption && <div className="mt-6 border-t border-border pt-5">{creditOption}</div>}

      <OrderTotals quote={quote} updating={updating} credit={credit} className="mt-6 border-t border-border pt-5" />

      {error && (
        <div role="alert" className="mt-5 rounded-lg bg-danger/10 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/25">
          <p>We could not check the prices just now. {error}</p>
          <button type="button" onClick={onRetry} className="mt-1.5 inline-flex items-center gap-1.5 font-semibold underline underline-offset-2 hover:no-underline">
            <RotateCcw className="size-3.5" aria-hidden="true" />
            Try again
          </button>
        </div>
      )}

      {problems.length > 0 && (
        <div role="alert" className="mt-5 flex items-start gap-2.5 rounded-lg bg-danger/10 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/25">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Some items can&apos;t be bought as they are.{' '}
            <a href={CART_PATH} className="font-semibold underline underline-offset-2 hover:no-underline">
              Review your cart
            </a>
          </p>
        </div>
      )}

      <div className="mt-6">{action}</div>
      <p className="mt-4 flex items-start gap-2 text-xs text-pretty text-muted-foreground">
        <LockKeyhole className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        {credit?.coversAll
          ? 'Your store credit covers this order: no payment is needed. Keys are delivered by e-mail and in your account right away.'
          : "You'll pay in rand on our payment partner's secure page. Keys are delivered by e-mail and in your account once the payment is confirmed."}
      </p>
    </section>
  );
}
