import { Ban, CircleCheck, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminOrderView } from '../../../src/orders/orders.views';
import { apiRequest } from '../../account/api';
import { formatEuros } from '../../catalog/format';
import { Badge } from '../ui/Badge';
import { buttonStyles } from '../ui/button-styles';
import { Dialog } from '../ui/Dialog';
import { FormAlert } from '../ui/FormAlert';
import { CheckboxField, TextAreaField } from '../ui/FormField';
import { SubmitButton } from '../ui/SubmitButton';
import { useToast } from '../ui/Toaster';
import {
  afterSalesErrorMessage,
  approveOrderApiPath,
  cancelHeldOrderApiPath,
  deliveryUnderway,
  REASON_MAX,
  REASON_MIN,
  reasonError,
  type ReviewOutcome,
  reviewReasonText,
} from './after-sales';
import { OrderSection } from './OrderSection';

/** A filled red button for the step that cannot be undone, readable in both themes. */
export const dangerButtonClass = 'bg-red-700 text-white shadow-red-900/20 hover:bg-red-800';

/**
 * A paid order held for review (a large first order, another country): why it was held, and the
 * admin's two ways out. Approving sends it to delivery; cancelling puts its keys back on sale, returns
 * its store credit and may suspend the account (the card payment is refunded in PayFast by hand).
 */
export function ReviewPanel({ order, onChanged }: { order: AdminOrderView; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const [approving, setApproving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  const approve = async () => {
    if (approving) return;
    setApproving(true);
    setError(null);
    const result = await apiRequest<ReviewOutcome>('POST', approveOrderApiPath(order.orderNumber), {});
    setApproving(false);
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, 'The order could not be approved.'));
    toast({ title: 'Order approved', description: `${order.orderNumber} goes to delivery now.` });
    onChanged();
  };

  const cancelled = (outcome: ReviewOutcome, blocked: boolean) => {
    setCancelling(false);
    const credit = outcome.creditCents ? ` ${formatEuros(outcome.creditCents)} of store credit went back to the customer.` : '';
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
        Approve to deliver the keys at once. Cancel to put the keys back on sale and return any store credit it used; the card payment is then yours to refund in PayFast.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void approve()}
          aria-disabled={approving || undefined}
          className={buttonStyles({ className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
        >
          <CircleCheck aria-hidden="true" />
          {approving ? 'Approving...' : 'Approve'}
        </button>
        <button type="button" onClick={() => setCancelling(true)} disabled={approving} className={buttonStyles({ variant: 'outline' })}>
          <Ban aria-hidden="true" />
          Cancel order
        </button>
      </div>
      <div className="mt-3">
        <FormAlert>{error}</FormAlert>
      </div>
      <Dialog open={cancelling} onClose={() => setCancelling(false)} title={`Cancel order ${order.orderNumber}`} description="A paid order held for review.">
        <CancelHeldOrderForm order={order} onCancel={() => setCancelling(false)} onCancelled={cancelled} />
      </Dialog>
    </OrderSection>
  );
}

function CancelHeldOrderForm({ order, onCancel, onCancelled }: { order: AdminOrderView; onCancel: () => void; onCancelled: (outcome: ReviewOutcome, blocked: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [blockAccount, setBlockAccount] = useState(false);
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = reasonError(reason, 'the order is cancelled');
    setReasonProblem(problem);
    if (problem) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await apiRequest<ReviewOutcome>('POST', cancelHeldOrderApiPath(order.orderNumber), { reason: reason.trim(), blockAccount });
    setBusy(false);
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, 'The order could not be cancelled.'));
    onCancelled(result.data, blockAccount);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Cancel order ${order.orderNumber}`} className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <p className="text-sm text-pretty">
        Its keys go back on sale, the store credit it used goes back to the customer, and the customer is told by e-mail. Refund the card payment in PayFast yourself.
      </p>
      <TextAreaField
        label="Reason"
        required
        hint={`${REASON_MIN} to ${REASON_MAX} characters. Kept in the order's history and the audit log; a suspended customer reads it when signing in.`}
        error={reasonProblem}
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonProblem(null);
        }}
        className="min-h-24"
      />
      <CheckboxField checked={blockAccount} onCheckedChange={setBlockAccount} label="Also suspend this customer's account" />
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Keep the order
        </button>
        <SubmitButton busy={busy} busyLabel="Cancelling..." className={dangerButtonClass}>
          <Ban aria-hidden="true" />
          Cancel order
        </SubmitButton>
      </div>
    </form>
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
