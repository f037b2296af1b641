import { CalendarClock } from 'lucide-react';
import type { OrderView } from '#contracts/orders.contract';
import { formatReleaseDate, preOrderLine } from '#contracts/pre-order.constants';

/** A pre-order not delivered yet: the day its keys come, as the release-day job delivers them. */
export function PreOrderNotice({ order }: { order: Pick<OrderView, 'preOrderReleaseDate' | 'status'> }) {
  if (!order.preOrderReleaseDate) return null;
  return (
    <div role="status" className="mt-8 flex items-start gap-3 rounded-2xl border border-sky-500/30 bg-sky-500/10 px-5 py-4 text-sm text-sky-900 dark:text-sky-100">
      <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-pretty">
        <strong className="font-semibold">{preOrderLine(order.preOrderReleaseDate)}</strong> —{' '}
        {order.status === 'pending'
          ? 'once paid, your order waits for the release.'
          : `we have your payment. Your keys arrive by e-mail and here on ${formatReleaseDate(order.preOrderReleaseDate)}, the day the game is released.`}
      </p>
    </div>
  );
}
