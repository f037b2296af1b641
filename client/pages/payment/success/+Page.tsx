import { CircleCheck, House, Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { apiRequest } from '../../../lib/api';
import { MY_ORDERS_HREF, orderApiPath, orderNumberParam, paymentOutcome, paymentPendingHref } from '../../../features/checkout/payment-status';
import { forgetSavedCheckout } from '../../../features/checkout/saved-checkout-storage';
import { PaymentStatusCard } from '../../../features/checkout/PaymentStatusCard';
import { buttonStyles } from '../../../ui/button-styles';
import type { OrderView } from '#contracts/orders.contract';
import { formatEur, formatZar } from '#server/common/money';

export default function Page() {
  const { urlParsed, user } = usePageContext();
  const orderNumber = orderNumberParam(urlParsed.search.order);
  const [order, setOrder] = useState<OrderView | null>(null);

  useEffect(() => {
    // Paid: the cart kept in case the payment was cancelled is of no more use.
    forgetSavedCheckout();
    if (!orderNumber || !user) return;
    let active = true;
    void apiRequest<OrderView>('GET', orderApiPath(orderNumber)).then((result) => {
      if (!active || !result.ok) return;
      // Not paid after all (an address typed or kept from earlier): the pending page follows it.
      if (paymentOutcome(result.data.status) !== 'paid') void navigate(paymentPendingHref(orderNumber), { overwriteLastHistoryEntry: true });
      else setOrder(result.data);
    });
    return () => {
      active = false;
    };
  }, [orderNumber, user]);

  const items = order?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  // A gift's keys go to the recipient's e-mail (older answers do not say).
  const recipient = (order as (OrderView & { giftRecipientEmail?: string | null }) | null)?.giftRecipientEmail ?? null;

  return (
    <PaymentStatusCard
      tone="success"
      icon={<CircleCheck aria-hidden="true" />}
      title="Payment Successful"
      orderNumber={orderNumber}
      actions={
        <>
          <a href={MY_ORDERS_HREF} className={buttonStyles({ size: 'lg' })}>
            <Package aria-hidden="true" />
            View My Orders
          </a>
          <a href="/" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
            <House aria-hidden="true" />
            Back to Home
          </a>
        </>
      }
    >
      {recipient ? (
        <p>
          Thank you for your order! The keys are on their way by e-mail to <span className="font-medium break-all text-foreground">{recipient}</span>, and
          your order is in your account.
        </p>
      ) : (
        <p>Thank you for your order! Your keys are on their way by e-mail and are waiting for you in your account.</p>
      )}
      {order && (
        <dl className="mx-auto mt-6 grid max-w-xs grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-muted/50 px-5 py-4 text-left text-sm">
          <dt>Items</dt>
          <dd className="text-right font-medium text-foreground tabular-nums">{items}</dd>
          <dt>Total</dt>
          <dd className="text-right font-semibold text-foreground tabular-nums">{formatEur(order.totalCents)}</dd>
          <dt>Paid</dt>
          <dd className="text-right font-medium whitespace-nowrap text-foreground tabular-nums">{formatZar(order.totalZarCents)}</dd>
        </dl>
      )}
    </PaymentStatusCard>
  );
}
