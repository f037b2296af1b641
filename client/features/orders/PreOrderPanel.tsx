import { CalendarClock } from 'lucide-react';
import type { AdminOrderView } from '#contracts/orders.contract';
import { formatReleaseDate } from '#contracts/pre-order.constants';
import { cancelPreOrderApiPath } from './after-sales';
import { CreditRefundAction } from './CreditRefundAction';
import { OrderSection } from './OrderSection';

/**
 * A paid pre-order waiting for its release day: delivered by itself that day; should the release slip
 * or be called off, the admin cancels it and all it was worth becomes the customer's store credit.
 */
export function PreOrderPanel({ order, onChanged }: { order: AdminOrderView; onChanged: () => void }) {
  const releaseDate = order.preOrderReleaseDate;
  return (
    <OrderSection
      id="pre-order"
      title={releaseDate ? `Paid pre-order: delivered on ${formatReleaseDate(releaseDate)}` : 'Paid pre-order: delivered on its release day'}
      description="On the release day it is delivered and mailed with the keys it holds, or waits for stock like any order."
      aside={<CalendarClock className="size-5 text-highlight" aria-hidden="true" />}
    >
      <p className="text-sm text-pretty">If the release is delayed or called off, cancel the pre-order: the customer gets all it was worth as store credit and a mail saying so.</p>
      <CreditRefundAction
        order={order}
        apiPath={cancelPreOrderApiPath(order.orderNumber)}
        label="Cancel pre-order"
        question={(amount) => `Cancel pre-order ${order.orderNumber} and refund ${amount} to the customer's store credit? Its keys go back on sale.`}
        onChanged={onChanged}
      />
    </OrderSection>
  );
}
