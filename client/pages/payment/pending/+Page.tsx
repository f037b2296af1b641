import { Clock, House, LayoutDashboard, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { DASHBOARD_PATH } from '../../../lib/paths';
import { MY_ORDERS_HREF, orderNumberParam, paymentPendingHref, paymentSuccessHref } from '../../../features/checkout/payment-status';
import { OrderNotFoundCard, PaymentCancelledCard, SignInAgainCard } from '../../../features/checkout/PaymentOutcomeCards';
import { PaymentStatusCard } from '../../../features/checkout/PaymentStatusCard';
import { useOrderStatus } from '../../../features/checkout/useOrderStatus';
import { buttonStyles } from '../../../ui/button-styles';

/**
 * Where the payment page sends the shopper back: follows the order until the payment is confirmed
 * (then on to Payment Successful) or cancelled.
 */
export default function Page() {
  const { urlParsed } = usePageContext();
  const orderNumber = orderNumberParam(urlParsed.search.order);
  const { watch, restart } = useOrderStatus(orderNumber);

  useEffect(() => {
    if (orderNumber && watch.state === 'paid') void navigate(paymentSuccessHref(orderNumber), { overwriteLastHistoryEntry: true });
  }, [orderNumber, watch.state]);

  if (!orderNumber) {
    return (
      <OrderNotFoundCard orderNumber={null} title="No order to follow">
        This address names no order. Your orders and their status are in your account.
      </OrderNotFoundCard>
    );
  }

  switch (watch.state) {
    case 'cancelled':
      return <PaymentCancelledCard orderNumber={orderNumber} />;
    case 'not-found':
      return (
        <OrderNotFoundCard orderNumber={orderNumber}>
          We could not find this order in your account. If you signed in with another account, sign in with the one you ordered with.
        </OrderNotFoundCard>
      );
    case 'signed-out':
      return <SignInAgainCard orderNumber={orderNumber} returnTo={paymentPendingHref(orderNumber)} />;
    case 'timed-out':
      return (
        <PaymentStatusCard
          tone="warning"
          icon={<Clock aria-hidden="true" />}
          title="Payment Processing"
          orderNumber={orderNumber}
          actions={
            <>
              <button type="button" onClick={restart} className={buttonStyles({ size: 'lg' })}>
                <RotateCcw aria-hidden="true" />
                Check Again
              </button>
              <a href={MY_ORDERS_HREF} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
                <LayoutDashboard aria-hidden="true" />
                View My Orders
              </a>
            </>
          }
        >
          <p role="status">
            We have not received the confirmation of your payment yet. It can take a little longer at times: we will e-mail you as soon as it arrives, and your order&apos;s status
            is always in your account.
          </p>
        </PaymentStatusCard>
      );
    default:
      return (
        <PaymentStatusCard tone="progress" icon={<LoaderCircle className="animate-spin" aria-hidden="true" />} title="Payment Processing" orderNumber={orderNumber} actions={<HomeAndDashboard />}>
          <p role="status">We are confirming your payment…</p>
          <p className="mt-2 text-sm">This usually takes a few seconds. You can stay on this page: it moves on by itself once the payment is confirmed.</p>
        </PaymentStatusCard>
      );
  }
}

function HomeAndDashboard() {
  return (
    <>
      <a href="/" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        <House aria-hidden="true" />
        Back to Home
      </a>
      <a href={DASHBOARD_PATH} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        <LayoutDashboard aria-hidden="true" />
        Go to Dashboard
      </a>
    </>
  );
}
