import { Package, ShoppingBag } from 'lucide-react';
import type { OrderSummaryView } from '../../../src/auth/auth.views';
import { formatEuros, formatItemCount, formatShortDate } from '../../account/account-format';
import { orderStatusLabel, orderStatusTone } from '../../account/order-status';
import { STORE_PATH } from '../../catalog/paths';
import { orderPagePath } from '../../orders/paths';
import { Badge } from '../ui/Badge';
import { buttonStyles } from '../ui/button-styles';
import { DashboardPanel, EmptyState } from './DashboardPanel';

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
          <OrderTable orders={orders} />
        </>
      )}
    </DashboardPanel>
  );
}

function OrderTable({ orders }: { orders: OrderSummaryView[] }) {
  return (
    <div className="-mx-5 overflow-x-auto max-sm:hidden sm:-mx-6">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your orders, newest first</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Order #
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Total
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium sm:px-6">
              Items
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {orders.map((order) => (
            <tr key={order.id} className="relative transition-colors hover:bg-muted/30">
              <th scope="row" className="px-5 py-3.5 font-mono text-sm font-semibold sm:px-6">
                {/* The link covers the whole row, so that any part of it opens the order. */}
                <a href={orderPagePath(order.orderNumber)} className="rounded-sm text-highlight underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset">
                  {order.orderNumber}
                </a>
              </th>
              <td className="px-3 py-3.5 whitespace-nowrap text-muted-foreground">
                <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>
              </td>
              <td className="px-3 py-3.5">
                <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status)}</Badge>
              </td>
              <td className="px-3 py-3.5 text-right font-semibold tabular-nums">{formatEuros(order.totalCents)}</td>
              <td className="px-5 py-3.5 text-right whitespace-nowrap text-muted-foreground tabular-nums sm:px-6">{formatItemCount(order.itemCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
            <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status)}</Badge>
          </div>
          <p className="mt-2 flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>
              <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time> · {formatItemCount(order.itemCount)}
            </span>
            <span className="font-semibold text-foreground tabular-nums">{formatEuros(order.totalCents)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function formatOrderCount(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}
