import { Gift, KeyRound } from 'lucide-react';
import { useData } from 'vike-react/useData';
import { AwaitingStockNotice } from '../../../../features/orders/AwaitingStockNotice';
import { HeldForReviewNotice } from '../../../../features/orders/HeldForReviewNotice';
import { PreOrderNotice } from '../../../../features/orders/PreOrderNotice';
import { OrderAmounts } from '../../../../features/orders/OrderAmounts';
import { OrderItems } from '../../../../features/orders/OrderItems';
import { OrderKeys } from '../../../../features/orders/OrderKeys';
import { OrderSection } from '../../../../features/orders/OrderSection';
import { OrderTimeline } from '../../../../features/orders/OrderTimeline';
import { useApiResource } from '../../../../lib/useApiResource';
import { orderApiPath, ORDERS_TAB_HREF } from '../../../../features/orders/paths';
import type { OrderView } from '#contracts/orders.contract';
import type { Data } from './+data';
import { OrderPageFrame } from '../../../../features/orders/OrderPageFrame';
import { DeliveryConsentNote } from '../../../../features/orders/DeliveryConsentNote';
import { ReceiptDownloadLink } from '../../../../features/orders/ReceiptDownloadLink';
import { receiptPath } from '#contracts/receipts.constants';
import { ShippingSection } from '../../../../features/orders/ShippingSection';

export default function Page() {
  const { orderNumber } = useData<Data>();
  const { resource, reload } = useApiResource<OrderView>(orderApiPath(orderNumber));

  return (
    <OrderPageFrame orderNumber={orderNumber} resource={resource} reload={reload} back={{ href: ORDERS_TAB_HREF, label: 'Back to my orders' }} showsHold>
      {(order) => (
        <>
          <AwaitingStockNotice order={order} />
          <HeldForReviewNotice order={order} />
          <PreOrderNotice order={order} />
          <OrderDetails order={order} />
        </>
      )}
    </OrderPageFrame>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <OrderSection id="keys" title="Your keys" description="Reveal a key when you are ready to activate it." aside={<KeyRound className="size-5 text-highlight" aria-hidden="true" />}>
          <OrderKeys order={order} />
        </OrderSection>
        <OrderSection id="items" title="Items">
          <OrderItems items={order.items} />
        </OrderSection>
      </div>
      <div className="grid gap-6">
        <OrderSection id="summary" title="Summary">
          <OrderAmounts order={order} />
          {(order.deliveryConsentAt || order.receiptAvailable) && (
            <div className="mt-5 grid gap-3 border-t border-border pt-4">
              <DeliveryConsentNote consentAt={order.deliveryConsentAt} />
              <ReceiptDownloadLink orderNumber={order.orderNumber} href={receiptPath(order.orderNumber)} available={order.receiptAvailable} />
            </div>
          )}
        </OrderSection>
        <ShippingSection order={order} />
        {order.giftRecipientEmail && (
          <OrderSection id="gift" title="Gift" aside={<Gift className="size-5 text-highlight" aria-hidden="true" />}>
            <p className="text-sm text-muted-foreground">
              Sent as a gift to <span className="font-medium break-all text-foreground">{order.giftRecipientEmail}</span>.
            </p>
          </OrderSection>
        )}
        <OrderSection id="history" title="Status history">
          <OrderTimeline history={order.history} />
        </OrderSection>
      </div>
    </div>
  );
}
