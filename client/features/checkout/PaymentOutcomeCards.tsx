import { CircleX, House, LayoutDashboard, LogIn, SearchX, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { signInHref } from '../../lib/paths';
import { buttonStyles } from '../../ui/button-styles';
import { CART_PATH, MY_ORDERS_HREF } from './payment-status';
import { PaymentStatusCard } from './PaymentStatusCard';

/** The cards both payment pages show for an order that is not the shopper's, a cancelled payment or an ended session. */

/** No such order in this shopper's account (or none named): nothing is said about anybody else's. */
export function OrderNotFoundCard({ orderNumber, title = 'Order not found', children }: { orderNumber: string | null; title?: string; children: ReactNode }) {
  return (
    <PaymentStatusCard tone="warning" icon={<SearchX aria-hidden="true" />} title={title} orderNumber={orderNumber} actions={<OrdersAndHome />}>
      <p role="status">{children}</p>
    </PaymentStatusCard>
  );
}

export function PaymentCancelledCard({ orderNumber }: { orderNumber: string }) {
  return (
    <PaymentStatusCard
      tone="danger"
      icon={<CircleX aria-hidden="true" />}
      title="Payment cancelled"
      orderNumber={orderNumber}
      actions={
        <>
          <a href={`${CART_PATH}?cancelled=${encodeURIComponent(orderNumber)}`} className={buttonStyles({ size: 'lg' })}>
            <ShoppingCart aria-hidden="true" />
            Back to Cart
          </a>
          <a href="/" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
            <House aria-hidden="true" />
            Back to Home
          </a>
        </>
      }
    >
      <p role="status">The payment for this order was cancelled or did not go through, and nothing was charged. You can try again from your cart.</p>
    </PaymentStatusCard>
  );
}

/** The session ended while the page followed the order; signing in comes back to `returnTo`. */
export function SignInAgainCard({ orderNumber, returnTo }: { orderNumber: string; returnTo: string }) {
  return (
    <PaymentStatusCard
      tone="warning"
      icon={<LogIn aria-hidden="true" />}
      title="Please sign in again"
      orderNumber={orderNumber}
      actions={
        <a href={signInHref(returnTo)} className={buttonStyles({ size: 'lg' })}>
          <LogIn aria-hidden="true" />
          Sign In
        </a>
      }
    >
      <p role="status">Your session has ended. Sign in to follow your payment.</p>
    </PaymentStatusCard>
  );
}

export function OrdersAndHome() {
  return (
    <>
      <a href={MY_ORDERS_HREF} className={buttonStyles({ size: 'lg' })}>
        <LayoutDashboard aria-hidden="true" />
        View My Orders
      </a>
      <a href="/" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        <House aria-hidden="true" />
        Back to Home
      </a>
    </>
  );
}
