import { ChevronDown, Gift, Inbox, Repeat, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { adminOrderStateLabel, adminOrderStateTone } from '../account/order-status';
import { adminOrderPath } from './paths';
import type { AdminOrderSummaryView } from '#contracts/orders.contract';
import { OrderGames, OrdersTable } from './OrdersTable';
import { Badge } from '../../ui/Badge';
import { cn } from '../../lib/cn';
import { formatEur, formatZar } from '#server/common/money';

/** A page of the store's orders; each row opens the order, and its lines unfold in place. */
export function AdminOrdersTable({ orders, caption }: { orders: AdminOrderSummaryView[]; caption: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
          <Inbox className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 font-semibold">No orders found</p>
        <p className="mt-1 text-sm text-muted-foreground">No order is in this state now.</p>
      </div>
    );
  }
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const linesId = (order: AdminOrderSummaryView) => `order-lines-${order.id}`;
  return (
    <OrdersTable
      orders={orders}
      caption={caption}
      hrefOf={adminOrderPath}
      customer={CustomerCell}
      status={(order) => <Badge tone={adminOrderStateTone(order)}>{adminOrderStateLabel(order)}</Badge>}
      items={(order) => (
        <div className="flex items-start justify-between gap-2 max-sm:justify-end">
          <div className="min-w-0">
            <OrderGames order={order} />
          </div>
          {/* Above the row's link, which covers the rest of the row. */}
          <button
            type="button"
            onClick={() => toggle(order.id)}
            aria-expanded={open.has(order.id)}
            aria-controls={linesId(order)}
            aria-label={`Lines of order ${order.orderNumber}`}
            className="relative z-10 grid size-8 shrink-0 place-items-center rounded-lg text-muted-foreground ring-1 ring-border transition-colors hover:bg-muted hover:text-foreground"
          >
            <ChevronDown className={cn('size-4 transition-transform', open.has(order.id) && 'rotate-180')} aria-hidden="true" />
          </button>
        </div>
      )}
      detail={{ open: (order) => open.has(order.id), id: linesId, render: (order) => <OrderLines order={order} /> }}
    />
  );
}

function OrderLines({ order }: { order: AdminOrderSummaryView }) {
  return (
    <ul aria-label={`Lines of order ${order.orderNumber}`} className="divide-y divide-border text-sm">
      {order.lines.map((line, index) => (
        <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
          <span className="min-w-0 font-medium">
            {line.name} <span className="font-normal text-muted-foreground">· {line.platform}</span>
          </span>
          <span className="text-muted-foreground tabular-nums">
            {line.quantity} × {formatEur(line.unitPriceCents)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CustomerCell(order: AdminOrderSummaryView) {
  return (
    <>
      <span className="block truncate">{order.email}</span>
      <span className="mt-0.5 flex flex-wrap gap-2 text-xs text-muted-foreground max-sm:justify-end">
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
        {order.toRefundZarCents > 0 && (
          <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300">
            <Undo2 className="size-3" aria-hidden="true" />
            {formatZar(order.toRefundZarCents)} to refund
          </span>
        )}
      </span>
    </>
  );
}
