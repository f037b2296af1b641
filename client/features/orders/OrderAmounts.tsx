import { paymentMethodLabel } from './payment-method';
import type { OrderView } from '#contracts/orders.contract';
import { formatEur, formatZar } from '#server/common/money';

type Amounts = Pick<OrderView, 'subtotalCents' | 'serviceFeeCents' | 'creditAppliedCents' | 'totalCents' | 'totalZarCents' | 'paymentMethod'>;

/**
 * Subtotal, service fee, credit applied (when any) and the total, with the rand amount charged, then
 * how the order is paid: at the gateway, with store credit, or by a redeemed key.
 */
export function OrderAmounts({ order }: { order: Amounts }) {
  return (
    <dl className="space-y-2.5 text-sm">
      <Row label="Subtotal" value={formatEur(order.subtotalCents)} />
      <Row label="Service fee" value={formatEur(order.serviceFeeCents)} />
      {order.creditAppliedCents > 0 && <Row label="Credit applied" value={`−${formatEur(order.creditAppliedCents)}`} valueClassName="text-emerald-700 dark:text-emerald-300" />}
      <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <dt className="text-base font-semibold">Total</dt>
        <dd className="text-right">
          <span className="block text-xl font-bold tabular-nums">{formatEur(order.totalCents)}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground tabular-nums">
            {order.totalZarCents > 0 ? `${formatZar(order.totalZarCents)} charged in ZAR` : 'Nothing charged'}
          </span>
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <dt className="text-muted-foreground">Payment</dt>
        <dd className="font-medium">{paymentMethodLabel(order.paymentMethod)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, valueClassName }: { label: string; value: string; valueClassName?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={`font-medium tabular-nums ${valueClassName ?? ''}`}>{value}</dd>
    </div>
  );
}
