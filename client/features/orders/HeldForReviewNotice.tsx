import { ShieldCheck } from 'lucide-react';
import type { OrderView } from '#contracts/orders.contract';

/**
 * The customer's order is paid but held for a review: what happens next, as the admin's review does it
 * (approve: keys delivered and mailed; cancel: payment refunded and mailed).
 */
export function HeldForReviewNotice({ order }: { order: Pick<OrderView, 'heldForReview'> }) {
  if (!order.heldForReview) return null;
  return (
    <div role="status" className="mt-8 flex items-start gap-3 rounded-2xl border border-amber-500/30 bg-amber-500/10 px-5 py-4 text-sm text-amber-800 dark:text-amber-200">
      <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-pretty">
        <strong className="font-semibold">Order under review</strong> — we have received your payment. Before the keys are sent, our team checks this order, usually within one
        business day. Once it is approved, your keys arrive by e-mail and here; if we cannot approve it, we cancel it, refund your payment and e-mail you.
      </p>
    </div>
  );
}
