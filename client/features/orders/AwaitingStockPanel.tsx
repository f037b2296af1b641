import { Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from './history';
import type { AdminOrderView } from '#contracts/orders.contract';
import { refundToCreditApiPath, stockRefundState } from './after-sales';
import { CreditRefundAction } from './CreditRefundAction';
import { OrderSection } from './OrderSection';

/** The longest wait a browser timer takes (about 24 days); a later date is checked again on the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A paid order short of keys: it takes new keys by itself as they are added (oldest payment first),
 * and after a while the admin may refund it to store credit instead, all it was worth.
 */
export function AwaitingStockPanel({ order, onChanged }: { order: AdminOrderView & { awaitingStockSince: string }; onChanged: () => void }) {
  const [now, setNow] = useState(() => new Date());
  const state = stockRefundState(order, now);
  const openFrom = state.kind === 'not-yet' ? state.from : null;

  // The button comes alive at the moment the refund is allowed, should the page stay open until then.
  useEffect(() => {
    if (!openFrom) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Date.parse(openFrom) - Date.now() + 1000, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [openFrom]);

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
      <CreditRefundAction
        order={order}
        apiPath={refundToCreditApiPath(order.orderNumber)}
        label="Refund to store credit"
        question={(amount) => `Refund ${amount} to the customer's store credit and cancel ${order.orderNumber}? Its keys go back on sale.`}
        notYet={
          openFrom ? (
            <>
              Possible from <time dateTime={openFrom}>{formatDateTime(openFrom)}</time>.
            </>
          ) : undefined
        }
        onChanged={onChanged}
      />
    </OrderSection>
  );
}
