import type { ReactNode } from 'react';
import { formatGameNames, formatItemCount, formatShortDate } from '../account/account-format';
import { OrderStatusBadge } from './OrderStatusBadge';
import { formatEur } from '#server/common/money';
import { DataTable, LINKED_ROW_CLASS, ROW_LINK_CLASS, type DataTableColumn, type DataTableDetail } from '../../ui/DataTable';

export interface OrdersTableRow {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  /** Only the shopper's list has it; the admin's list shows the status as it is. */
  heldForReview?: boolean;
  totalCents: number;
  itemCount: number;
  gameNames: string[];
}

interface OrdersTableProps<T extends OrdersTableRow> {
  orders: T[];
  caption: string;
  /** Where a row leads: the whole row is the link. */
  hrefOf: (orderNumber: string) => string;
  /** A Customer column, for the admin's list. */
  customer?: (order: T) => ReactNode;
  /** What the Status column shows; the status badge unless given (the admin's list shows the real state). */
  status?: (order: T) => ReactNode;
  /** The order's lines below its row, opened by a button the admin's Items column holds. */
  detail?: DataTableDetail<T>;
  /** What the Items column shows; the games and the key count unless given. */
  items?: (order: T) => ReactNode;
  className?: string;
}

/** Orders as a table: number, date, (customer), status, total, games; the account and the admin share it. */
export function OrdersTable<T extends OrdersTableRow>({ orders, caption, hrefOf, customer, status, detail, items, className }: OrdersTableProps<T>) {
  const columns: ReadonlyArray<DataTableColumn<T> | false> = [
    {
      header: 'Order #',
      rowHeader: true,
      className: 'font-mono text-sm font-semibold whitespace-nowrap',
      cell: (order) => (
        <a href={hrefOf(order.orderNumber)} className={ROW_LINK_CLASS}>
          {order.orderNumber}
        </a>
      ),
    },
    { header: 'Date', className: 'whitespace-nowrap text-muted-foreground', cell: (order) => <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time> },
    !!customer && { header: 'Customer', className: 'max-w-64', cell: customer },
    { header: 'Status', cell: status ?? ((order) => <OrderStatusBadge status={order.status} heldForReview={order.heldForReview} />) },
    { header: 'Total', align: 'right', className: 'font-semibold whitespace-nowrap tabular-nums', cell: (order) => formatEur(order.totalCents) },
    { header: 'Items', className: 'max-w-64', cell: items ?? ((order) => <OrderGames order={order} />) },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      rowClassName={LINKED_ROW_CLASS}
      minWidth={customer ? 'min-w-[44rem]' : undefined}
      density="roomy"
      detail={detail}
      className={className}
    />
  );
}

/** The order's games by name, and below them how many keys in all. */
export function OrderGames({ order }: { order: Pick<OrdersTableRow, 'gameNames' | 'itemCount'> }) {
  return (
    <>
      <span className="line-clamp-2 font-medium" title={order.gameNames.join(', ')}>
        {formatGameNames(order.gameNames)}
      </span>
      <span className="block text-xs text-muted-foreground tabular-nums">{formatItemCount(order.itemCount)}</span>
    </>
  );
}
