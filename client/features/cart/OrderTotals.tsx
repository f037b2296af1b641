import { serviceFeePercent } from '../checkout/service-fee';
import type { CreditPlan } from '../checkout/store-credit';
import { cn } from '../../lib/cn';
import type { CartQuote } from '#contracts/cart.contract';
import { formatEur, formatZar } from '#server/common/money';

interface OrderTotalsProps {
  /** Null while the first quote is on its way: the amounts show as placeholders. */
  quote: CartQuote | null;
  /** The quote is for an earlier state of the cart and a new one is coming. */
  updating?: boolean;
  /** Store credit spent on the order (checkout only): a Store credit line and the amount left to pay. */
  credit?: CreditPlan | null;
  className?: string;
}

/** Subtotal, service fee and total in euro, store credit when used, and the amount in rand that the payment will take. */
export function OrderTotals({ quote, updating = false, credit = null, className }: OrderTotalsProps) {
  const busy = quote === null || updating;
  const items = quote?.itemCount ?? 0;
  const fee = quote ? serviceFeePercent(quote.subtotalCents, quote.serviceFeeCents) : 10;
  const withCredit = quote !== null && credit !== null && credit.appliedCents > 0;
  const dueZarCents = withCredit ? credit.dueZarCents : (quote?.totalZarCents ?? 0);
  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity duration-200', updating && 'opacity-60', className)}>
      <dl className="space-y-3 text-sm">
        <Row label={quote && items > 0 ? `Subtotal (${items} ${items === 1 ? 'item' : 'items'})` : 'Subtotal'} value={quote && formatEur(quote.subtotalCents)} />
        <Row label={`Service fee (${fee}%)`} value={quote && formatEur(quote.serviceFeeCents)} />
        {withCredit ? (
          <>
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
              <dt className="font-medium">Total</dt>
              <dd className="font-semibold tabular-nums">{formatEur(quote.totalCents)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">Store credit</dt>
              <dd className="font-medium text-emerald-700 tabular-nums dark:text-emerald-300">−{formatEur(credit.appliedCents)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
              <dt className="text-base font-semibold">To pay</dt>
              <dd className="text-2xl font-bold tracking-tight tabular-nums">{formatEur(credit.dueCents)}</dd>
            </div>
          </>
        ) : (
          <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
            <dt className="text-base font-semibold">Total</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums">{quote ? formatEur(quote.totalCents) : <Placeholder className="h-7 w-24" />}</dd>
          </div>
        )}
      </dl>
      <p className="mt-1.5 text-right text-sm text-muted-foreground">
        {quote ? (
          withCredit && credit.coversAll ? (
            'Nothing to pay: your store credit covers it all'
          ) : (
            dueZarCents > 0 && (
              <>
                ≈ <span className="font-medium whitespace-nowrap text-foreground/90 tabular-nums">{formatZar(dueZarCents)}</span> charged in ZAR
              </>
            )
          )
        ) : (
          <Placeholder className="ml-auto h-4 w-40" />
        )}
      </p>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value ?? <Placeholder className="h-4 w-16" />}</dd>
    </div>
  );
}

function Placeholder({ className }: { className?: string }) {
  return (
    <span className={cn('inline-block animate-pulse rounded bg-muted align-middle', className)}>
      <span className="sr-only">Loading</span>
    </span>
  );
}
