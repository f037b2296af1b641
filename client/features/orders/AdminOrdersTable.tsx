import { Gift, Inbox, Repeat, Undo2 } from 'lucide-react';
import { adminOrderPath } from './paths';
import type { AdminOrderSummaryView } from '#contracts/orders.contract';
import { OrdersTable } from './OrdersTable';
import { formatZar } from '#server/common/money';

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
  return <OrdersTable orders={orders} caption={caption} hrefOf={adminOrderPath} customer={CustomerCell} />;
}

function CustomerCell(order: AdminOrderSummaryView) {
  return (
    <>
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
