import { Package, ShoppingBag } from 'lucide-react';
import { formatGameNames, formatItemCount, formatShortDate } from './account-format';
import { STORE_PATH } from '../catalog/paths';
import { orderPagePath } from '../orders/paths';
import type { OrderSummaryView } from '#contracts/auth.contract';
import { OrdersTable } from '../orders/OrdersTable';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { buttonStyles } from '../../ui/button-styles';
import { DashboardPanel, EmptyState } from './DashboardPanel';
import { formatEur } from '#server/common/money';

/** The account's orders, newest first: a table, or a list of cards on narrow screens. */
export function OrdersTab({ orders }: { orders: OrderSummaryView[] }) {
  return (
    <DashboardPanel
      title="Order History"
      description="Your purchases and where each of them stands."
      aside={orders.length > 0 && <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">{formatOrderCount(orders.length)}</span>}
    >
      {orders.length === 0 ? (
        <EmptyState icon={<Package />} title="No orders found">
          <p className="mt-1 text-sm text-muted-foreground">When you buy a game, its order appears here.</p>
          <a href={STORE_PATH} className={buttonStyles({ className: 'mt-5' })}>
            <ShoppingBag aria-hidden="true" />
            Start Shopping
          </a>
        </EmptyState>
      ) : (
        <>
          <OrderCards orders={orders} />
          <OrdersTable orders={orders} caption="Your orders, newest first" hrefOf={orderPagePath} className="max-sm:hidden" />
        </>
      )}
    </DashboardPanel>
  );
}

function OrderCards({ orders }: { orders: OrderSummaryView[] }) {
  return (
    <ul className="space-y-3 sm:hidden">
      {orders.map((order) => (
        <li key={order.id} className="relative rounded-xl border border-border p-4 transition-colors hover:bg-muted/30">
          <div className="flex items-start justify-between gap-3">
            <a href={orderPagePath(order.orderNumber)} className="font-mono text-sm font-semibold text-highlight after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring">
              <span className="sr-only">Order </span>
              {order.orderNumber}
            </a>
            <OrderStatusBadge status={order.status} heldForReview={order.heldForReview} />
          </div>
          <p className="mt-2 line-clamp-2 text-sm font-medium">{formatGameNames(order.gameNames)}</p>
          <p className="mt-1 flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>
              <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time> · {formatItemCount(order.itemCount)}
            </span>
            <span className="font-semibold text-foreground tabular-nums">{formatEur(order.totalCents)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function formatOrderCount(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}
