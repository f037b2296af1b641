import { PackageCheck } from 'lucide-react';
import type { OrderView } from '#contracts/orders.contract';

/** The customer's order is paid but short of keys: they follow by themselves when stock comes in. */
export function AwaitingStockNotice({ order }: { order: Pick<OrderView, 'awaitingStock'> }) {
  if (!order.awaitingStock) return null;
  return (
    <div className="mt-8 flex items-start gap-3 rounded-2xl border border-sky-500/30 bg-sky-500/10 px-5 py-4 text-sm text-sky-800 dark:text-sky-200">
      <PackageCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-pretty">
        <strong className="font-semibold">Payment received</strong> — your keys are on their way as soon as new stock arrives. We&apos;ll e-mail you.
      </p>
    </div>
  );
}
