import { Gift, Inbox, Repeat } from 'lucide-react';
import type { AdminOrderSummaryView } from '../../../src/orders/orders.views';
import { formatEuros, formatItemCount, formatShortDate } from '../../account/account-format';
import { adminOrderPath } from '../../orders/paths';
import { OrderStatusBadge } from './OrderStatusBadge';

/** A page of the store's orders; each row opens the order. */
export function AdminOrdersTable({ orders, caption }: { orders: AdminOrderSummaryView[]; caption: string }) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
          <Inbox className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 font-semibold">No orders found</p>
        <p className="mt-1 text-sm text-muted-foreground">No order has this status yet.</p>
      </div>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Order #
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Customer
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
              <th scope="row" className="px-5 py-3.5 font-mono text-sm font-semibold whitespace-nowrap sm:px-6">
                {/* The link covers the whole row, so that any part of it opens the order. */}
                <a href={adminOrderPath(order.orderNumber)} className="text-highlight underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset">
                  {order.orderNumber}
                </a>
              </th>
              <td className="px-3 py-3.5 whitespace-nowrap text-muted-foreground">
                <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>
              </td>
              <td className="max-w-64 px-3 py-3.5">
                <span className="block truncate">{order.email}</span>
                <span className="mt-0.5 flex gap-2 text-xs text-muted-foreground">
                  {order.isGift && (
                    <span className="inline-flex items-center gap-1">
                      <Gift className="size-3" aria-hidden="true" />
                      Gift
                    </span>
                  )}
                  {order.hasSteamTradeUrl && (
                    <span className="inline-flex items-center gap-1">
                      <Repeat className="size-3" aria-hidden="true" />
                      Steam trade
                    </span>
                  )}
                </span>
              </td>
              <td className="px-3 py-3.5">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-3 py-3.5 text-right font-semibold whitespace-nowrap tabular-nums">{formatEuros(order.totalCents)}</td>
              <td className="px-5 py-3.5 text-right whitespace-nowrap text-muted-foreground tabular-nums sm:px-6">{formatItemCount(order.itemCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
