import type { OrderLineView } from '#contracts/orders.contract';
import { formatDateTime } from './history';
import { Badge } from '../../ui/Badge';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { formatEur } from '#server/common/money';
import { DeliveryKindLine } from '../delivery/DeliveryKindLine';

/** A line of an order; `refundedAt` is set once it was refunded (a duplicate purchase). */
type OrderItem = OrderLineView & { refundedAt?: string | null };

/** A refunded line's mark: the badge, and when. */
function RefundedMark({ at }: { at: string }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-muted-foreground">
      <Badge tone="green">Refunded</Badge>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </span>
  );
}

const ITEM_COLUMNS: DataTableColumn<OrderItem>[] = [
  {
    header: 'Game',
    rowHeader: true,
    className: 'font-medium',
    cell: (item) => (
      <>
        {item.name}
        <DeliveryKindLine kind={item.deliveryKind} className="mt-1 font-normal" />
        {item.refundedAt && <RefundedMark at={item.refundedAt} />}
      </>
    ),
  },
  { header: 'Platform', className: 'text-muted-foreground', cell: (item) => item.platform },
  { header: 'Qty', align: 'right', className: 'tabular-nums', cell: (item) => item.quantity },
  { header: 'Unit price', align: 'right', className: 'text-muted-foreground tabular-nums', cell: (item) => formatEur(item.unitPriceCents) },
  { header: 'Total', align: 'right', className: 'font-semibold tabular-nums', cell: (item) => formatEur(item.unitPriceCents * item.quantity) },
];

/** The order's lines: a table, or a list on narrow screens; a refunded line says so, with its date. */
export function OrderItems({ items, caption = 'Items in this order' }: { items: OrderItem[]; caption?: string }) {
  return (
    <>
      <ul className="divide-y divide-border sm:hidden">
        {items.map((item) => (
          <li key={item.productId} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-medium">{item.name}</p>
              <p className="mt-0.5 text-sm text-muted-foreground">
                {item.platform} · {item.quantity} × {formatEur(item.unitPriceCents)}
              </p>
              <DeliveryKindLine kind={item.deliveryKind} className="mt-1" />
              {item.refundedAt && <RefundedMark at={item.refundedAt} />}
            </div>
            <p className="font-semibold tabular-nums">{formatEur(item.unitPriceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <DataTable caption={caption} columns={ITEM_COLUMNS} rows={items} rowKey={(item) => item.productId} density="roomy" className="max-sm:hidden" />
    </>
  );
}
