import { Ban, CircleCheck, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { CheckboxField } from '../../ui/FormField';
import { useToast } from '../../ui/Toaster';
import type { ReviewOutcome } from '#contracts/orders.contract';
import { approveOrderApiPath, cancelHeldOrderApiPath, deliveryUnderway, REASON_MAX, REASON_MIN, reviewReasonText } from './after-sales';
import { OrderSection } from './OrderSection';
import { ReasonForm } from './ReasonForm';
import { usePostAction } from '../../lib/usePostAction';
import type { AdminOrderView } from '#contracts/orders.contract';
import { formatEur } from '#server/common/money';

/**
 * A paid order held for review (a large first order, another country, a card-holder name other
 * accounts keep using): why it was held, and the admin's two ways out. Its keys are back on sale
 * while it waits. Approving sends it to delivery (it takes keys again, or waits for stock); cancelling
 * returns its store credit and may suspend the account (the card payment is refunded in PayFast by hand).
 */
export function ReviewPanel({ order, onChanged }: { order: AdminOrderView; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const approval = usePostAction();
  const toast = useToast();

  const approve = () =>
    approval.run(approveOrderApiPath(order.orderNumber), {}, 'The order could not be approved.', () => {
      toast({ title: 'Order approved', description: `${order.orderNumber} goes to delivery now.` });
      onChanged();
    });

  const cancelled = (outcome: ReviewOutcome, blocked: boolean) => {
    setCancelling(false);
    const credit = outcome.creditCents ? ` ${formatEur(outcome.creditCents)} of store credit went back to the customer.` : '';
    toast({
      title: 'Order cancelled',
      description: `${order.orderNumber} is cancelled and its keys are back on sale.${credit}${blocked ? ' The account is suspended.' : ''} Refund the card payment in PayFast.`,
    });
    onChanged();
  };

  return (
    <OrderSection
      id="review"
      title="Held for review"
      description="Paid, but its keys go out only once you approve it."
      aside={
        <span className="flex items-center gap-2">
          <Badge tone="yellow">Action needed</Badge>
          <ShieldAlert className="size-5 text-amber-600 dark:text-amber-300" aria-hidden="true" />
        </span>
      }
      className="border-amber-500/60 ring-2 ring-amber-500/60"
    >
      <h3 className="text-sm font-medium">Why it was held</h3>
      {order.reviewReasons.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {order.reviewReasons.map((reason) => (
            <li key={reason}>{reviewReasonText(reason)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">No reason was recorded.</p>
      )}
      <p className="mt-4 text-xs text-pretty text-muted-foreground">
        Its keys went back on sale while it waits. Approve to deliver: it takes keys again, or waits for stock if none are left. Cancel to return any store credit it used; the card payment is then yours to refund in PayFast.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void approve()}
          aria-disabled={approval.busy || undefined}
          className={buttonStyles({ className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
        >
          <CircleCheck aria-hidden="true" />
          {approval.busy ? 'Approving...' : 'Approve'}
        </button>
        <button type="button" onClick={() => setCancelling(true)} disabled={approval.busy} className={buttonStyles({ variant: 'outline' })}>
          <Ban aria-hidden="true" />
          Cancel order
        </button>
      </div>
      <div className="mt-3">
        <FormAlert>{approval.error}</FormAlert>
      </div>
      <Dialog open={cancelling} onClose={() => setCancelling(false)} title={`Cancel order ${order.orderNumber}`} description="A paid order held for review.">
        <CancelHeldOrderForm order={order} onCancel={() => setCancelling(false)} onCancelled={cancelled} />
      </Dialog>
    </OrderSection>
  );
}

function CancelHeldOrderForm({ order, onCancel, onCancelled }: { order: AdminOrderView; onCancel: () => void; onCancelled: (outcome: ReviewOutcome, blocked: boolean) => void }) {
  const [blockAccount, setBlockAccount] = useState(false);
  const cancel = usePostAction();

  return (
    <ReasonForm
      label={`Cancel order ${order.orderNumber}`}
      intro="Its keys go back on sale, the store credit it used goes back to the customer, and the customer is told by e-mail. Refund the card payment in PayFast yourself."
      what="the order is cancelled"
      hint={`${REASON_MIN} to ${REASON_MAX} characters. Kept in the order's history and the audit log; a suspended customer reads it when signing in.`}
      busy={cancel.busy}
      error={cancel.error}
      onSubmit={(reason) =>
        void cancel.run<ReviewOutcome>(cancelHeldOrderApiPath(order.orderNumber), { reason, blockAccount }, 'The order could not be cancelled.', (outcome) => onCancelled(outcome, blockAccount))
      }
      cancelLabel="Keep the order"
      onCancel={onCancel}
      submitIcon={Ban}
      submitLabel="Cancel order"
      busyLabel="Cancelling..."
    >
      <CheckboxField checked={blockAccount} onCheckedChange={setBlockAccount} label="Also suspend this customer's account" />
    </ReasonForm>
  );
}

const FOLLOW_EVERY_MS = 2000;
const FOLLOW_AT_MOST = 30;

/**
 * Looks at the order again every two seconds (for a minute at most) while it is on its way by itself,
 * such as just after an approval, so that the page shows it delivered without a reload.
 */
export function useFollowDelivery(order: AdminOrderView, reload: () => void): void {
  const [looks, setLooks] = useState(0);
  const underway = deliveryUnderway(order);
  useEffect(() => {
    if (!underway) return setLooks(0);
    if (looks >= FOLLOW_AT_MOST) return;
    const timer = setTimeout(() => {
      setLooks((count) => count + 1);
      reload();
    }, FOLLOW_EVERY_MS);
    return () => clearTimeout(timer);
  }, [underway, looks, reload]);
}
