import { LoaderCircle, LockOpen, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminOrderView } from '../../../src/orders/orders.views';
import { apiRequest } from '../../account/api';
import { formatDateTime } from '../../orders/history';
import { buttonStyles } from '../ui/button-styles';
import { Dialog } from '../ui/Dialog';
import { FormAlert } from '../ui/FormAlert';
import { TextAreaField } from '../ui/FormField';
import { SubmitButton } from '../ui/SubmitButton';
import { useToast } from '../ui/Toaster';
import { afterSalesErrorMessage, blockUserApiPath, REASON_MAX, REASON_MIN, reasonError, unblockUserApiPath } from './after-sales';
import { dangerButtonClass } from './ReviewPanel';

type Customer = Pick<AdminOrderView, 'userId' | 'email' | 'customerSuspendedAt'>;

/**
 * The customer's account on the admin order page: suspended since when, with a way to lift it, or a
 * way to suspend it (chargebacks, fraud: its sessions end at once and it cannot sign in).
 */
export function SuspensionControl({ order, onChanged }: { order: Customer; onChanged: () => void }) {
  const [suspending, setSuspending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  const lift = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest<unknown>('POST', unblockUserApiPath(order.userId), {});
    setBusy(false);
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, 'The suspension could not be lifted.'));
    toast({ title: 'Suspension lifted', description: `${order.email} can sign in again.` });
    onChanged();
  };

  const suspended = () => {
    setSuspending(false);
    toast({ title: 'Account suspended', description: `${order.email} is signed out everywhere and cannot sign in.` });
    onChanged();
  };

  return (
    <div className="mt-5 border-t border-border pt-5">
      {order.customerSuspendedAt ? (
        <div className="space-y-3">
          <p className="flex items-start gap-2 rounded-xl bg-red-500/10 px-3 py-2.5 text-sm font-medium text-red-700 ring-1 ring-red-500/25 dark:text-red-300">
            <UserX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Account suspended since <time dateTime={order.customerSuspendedAt}>{formatDateTime(order.customerSuspendedAt)}</time>
            </span>
          </p>
          <button
            type="button"
            onClick={() => void lift()}
            aria-disabled={busy || undefined}
            className={buttonStyles({ variant: 'outline', size: 'sm', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
          >
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
            {busy ? 'Lifting...' : 'Lift suspension'}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setSuspending(true)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <UserX aria-hidden="true" />
          Suspend account
        </button>
      )}
      <div className="mt-3">
        <FormAlert>{error}</FormAlert>
      </div>
      <Dialog open={suspending} onClose={() => setSuspending(false)} title="Suspend this account" description={order.email}>
        <SuspendForm userId={order.userId} onCancel={() => setSuspending(false)} onSuspended={suspended} />
      </Dialog>
    </div>
  );
}

function SuspendForm({ userId, onCancel, onSuspended }: { userId: string; onCancel: () => void; onSuspended: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = reasonError(reason, 'the account is suspended');
    setReasonProblem(problem);
    if (problem) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await apiRequest<unknown>('POST', blockUserApiPath(userId), { reason: reason.trim() });
    setBusy(false);
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, 'The account could not be suspended.'));
    onSuspended();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Suspend this account" className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <p className="text-sm text-pretty">
        The customer is signed out everywhere at once and cannot sign in until you lift the suspension. The terms allow it after chargebacks or fraud.
      </p>
      <TextAreaField
        label="Reason"
        required
        hint={`${REASON_MIN} to ${REASON_MAX} characters. The customer reads it when trying to sign in.`}
        error={reasonProblem}
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonProblem(null);
        }}
        className="min-h-24"
      />
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Suspending..." className={dangerButtonClass}>
          <UserX aria-hidden="true" />
          Suspend account
        </SubmitButton>
      </div>
    </form>
  );
}
