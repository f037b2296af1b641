import type { ReactNode } from 'react';
import { formatItemCount, formatShortDate } from '../account/account-format';
import { cn } from '../../lib/cn';
import { OrderStatusBadge } from './OrderStatusBadge';
import { formatEur } from '../../../src/common/money';

export interface OrdersTableRow {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  totalCents: number;
  itemCount: number;
}

interface OrdersTableProps<T extends OrdersTableRow> {
  orders: T[];
  caption: string;
  /** Where a row leads: the whole row is the link. */
  hrefOf: (orderNumber: string) => string;
  /** A Customer column, for the admin's list. */
  customer?: (order: T) => ReactNode;
  className?: string;
}

/** Orders as a table: number, date, (customer), status, total, items; the account and the admin share it. */
export function OrdersTable<T extends OrdersTableRow>({ orders, caption, hrefOf, customer, className }: OrdersTableProps<T>) {
  return (
    <div className={cn('-mx-5 overflow-x-auto sm:-mx-6', className)}>
      <table className={cn('w-full text-left text-sm', customer && 'min-w-[44rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Order #
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Date
            </th>
            {customer && (
              <th scope="col" className="px-3 py-3 font-medium">
                Customer
              </th>
            )}
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
                <a href={hrefOf(order.orderNumber)} className="rounded-sm text-highlight underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset">
                  {order.orderNumber}
                </a>
              </th>
              <td className="px-3 py-3.5 whitespace-nowrap text-muted-foreground">
                <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>
              </td>
              {customer && <td className="max-w-64 px-3 py-3.5">{customer(order)}</td>}
              <td className="px-3 py-3.5">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-3 py-3.5 text-right font-semibold whitespace-nowrap tabular-nums">{formatEur(order.totalCents)}</td>
              <td className="px-5 py-3.5 text-right whitespace-nowrap text-muted-foreground tabular-nums sm:px-6">{formatItemCount(order.itemCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
