import type { OrderLineView } from '../../../src/orders/orders.views';
import { formatDateTime } from './history';
import { Badge } from '../../ui/Badge';
import { formatEur } from '../../../src/common/money';

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
              {item.refundedAt && <RefundedMark at={item.refundedAt} />}
            </div>
            <p className="font-semibold tabular-nums">{formatEur(item.unitPriceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className="-mx-5 overflow-x-auto max-sm:hidden sm:-mx-6">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 font-medium sm:px-6">
                Game
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Platform
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Unit price
              </th>
              <th scope="col" className="px-5 py-3 text-right font-medium sm:px-6">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((item) => (
              <tr key={item.productId}>
                <th scope="row" className="px-5 py-3.5 font-medium sm:px-6">
                  {item.name}
                  {item.refundedAt && <RefundedMark at={item.refundedAt} />}
                </th>
                <td className="px-3 py-3.5 text-muted-foreground">{item.platform}</td>
                <td className="px-3 py-3.5 text-right tabular-nums">{item.quantity}</td>
                <td className="px-3 py-3.5 text-right text-muted-foreground tabular-nums">{formatEur(item.unitPriceCents)}</td>
                <td className="px-5 py-3.5 text-right font-semibold tabular-nums sm:px-6">{formatEur(item.unitPriceCents * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
