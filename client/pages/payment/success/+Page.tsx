import { CircleCheck, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { orderNumberParam, paymentPendingHref, paymentSuccessHref } from '../../../features/checkout/payment-status';
import { forgetSavedCheckout } from '../../../features/checkout/saved-checkout-storage';
import { OrderNotFoundCard, OrdersAndHome, PaymentCancelledCard, SignInAgainCard } from '../../../features/checkout/PaymentOutcomeCards';
import { PaymentStatusCard } from '../../../features/checkout/PaymentStatusCard';
import { useOrderStatus } from '../../../features/checkout/useOrderStatus';
import type { OrderView } from '#contracts/orders.contract';
import { formatEur, formatZar } from '#server/common/money';

const NOT_FOUND = 'We could not find that order. If you ordered with another account, sign in with that one: your orders and their status are in your account.';

/**
 * Says what became of the shopper's own order, as its real status tells: paid, held for review or
 * cancelled; one still unpaid goes to the pending page. Nothing is claimed before the order is read,
 * and nothing is said about an order that is not the shopper's.
 */
export default function Page() {
  const { urlParsed } = usePageContext();
  const orderNumber = orderNumberParam(urlParsed.search.order);
  const { watch } = useOrderStatus(orderNumber);
  const unpaid = watch.state === 'waiting' && watch.order !== null;

  useEffect(() => {
    if (orderNumber && unpaid) void navigate(paymentPendingHref(orderNumber), { overwriteLastHistoryEntry: true });
  }, [orderNumber, unpaid]);

  if (!orderNumber) return <OrderNotFoundCard orderNumber={null}>{NOT_FOUND}</OrderNotFoundCard>;

  switch (watch.state) {
    case 'paid':
      return watch.order.heldForReview ? <HeldForReview order={watch.order} /> : <PaymentSuccessful order={watch.order} />;
    case 'cancelled':
      return <PaymentCancelledCard orderNumber={orderNumber} />;
    case 'not-found':
      return <OrderNotFoundCard orderNumber={orderNumber}>{NOT_FOUND}</OrderNotFoundCard>;
    case 'signed-out':
      return <SignInAgainCard orderNumber={orderNumber} returnTo={paymentSuccessHref(orderNumber)} />;
    default:
      return (
        <PaymentStatusCard tone="progress" icon={<LoaderCircle className="animate-spin" aria-hidden="true" />} title="Checking your order" orderNumber={orderNumber} actions={<OrdersAndHome />}>
          <p role="status">We are looking up your order…</p>
        </PaymentStatusCard>
      );
  }
}

function PaymentSuccessful({ order }: { order: OrderView }) {
  useEffect(() => {
    // Paid: the cart kept in case the payment was cancelled is of no more use.
    forgetSavedCheckout();
  }, []);
  const items = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <PaymentStatusCard
      tone="success"
      icon={<CircleCheck aria-hidden="true" />}
      title="Payment Successful"
      orderNumber={order.orderNumber}
      actions={<OrdersAndHome />}
    >
      {order.giftRecipientEmail ? (
        <p>
          Thank you for your order! The keys are on their way by e-mail to <span className="font-medium break-all text-foreground">{order.giftRecipientEmail}</span>,
          and your order is in your account.
        </p>
      ) : (
        <p>Thank you for your order! Your keys are on their way by e-mail and are waiting for you in your account.</p>
      )}
      <dl className="mx-auto mt-6 grid max-w-xs grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-muted/50 px-5 py-4 text-left text-sm">
        <dt>Items</dt>
        <dd className="text-right font-medium text-foreground tabular-nums">{items}</dd>
        <dt>Total</dt>
        <dd className="text-right font-semibold text-foreground tabular-nums">{formatEur(order.totalCents)}</dd>
        <dt>Paid</dt>
        <dd className="text-right font-medium whitespace-nowrap text-foreground tabular-nums">{formatZar(order.totalZarCents)}</dd>
      </dl>
    </PaymentStatusCard>
  );
}

/** Paid, but a review comes before the keys: no promise of keys on their way. */
function HeldForReview({ order }: { order: OrderView }) {
  useEffect(() => forgetSavedCheckout(), []);
  return (
    <PaymentStatusCard tone="warning" icon={<ShieldCheck aria-hidden="true" />} title="Order under review" orderNumber={order.orderNumber} actions={<OrdersAndHome />}>
      <p role="status">
        We have received your payment. Before the keys are sent, our team reviews this order; we will e-mail you as soon as it is done, and its status is always in your account.
      </p>
    </PaymentStatusCard>
  );
}
