import { LoaderCircle, LockOpen, UserX } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from './history';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import type { AdminOrderView } from '#contracts/orders.contract';
import { blockUserApiPath, REASON_MAX, REASON_MIN, unblockUserApiPath } from './after-sales';
import { ReasonForm } from './ReasonForm';
import { usePostAction } from '../../lib/usePostAction';

type Customer = Pick<AdminOrderView, 'userId' | 'email' | 'customerSuspendedAt'>;

/**
 * The customer's account on the admin order page: suspended since when, with a way to lift it, or a
 * way to suspend it (chargebacks, fraud: its sessions end at once and it cannot sign in).
 */
export function SuspensionControl({ order, onChanged }: { order: Customer; onChanged: () => void }) {
  const [suspending, setSuspending] = useState(false);
  const lifting = usePostAction();
  const toast = useToast();

  const lift = () =>
    lifting.run(unblockUserApiPath(order.userId), {}, 'The suspension could not be lifted.', () => {
      toast({ title: 'Suspension lifted', description: `${order.email} can sign in again.` });
      onChanged();
    });

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
            aria-disabled={lifting.busy || undefined}
            className={buttonStyles({ variant: 'outline', size: 'sm', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
          >
            {lifting.busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
            {lifting.busy ? 'Lifting...' : 'Lift suspension'}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setSuspending(true)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <UserX aria-hidden="true" />
          Suspend account
        </button>
      )}
      <div className="mt-3">
        <FormAlert>{lifting.error}</FormAlert>
      </div>
      <Dialog open={suspending} onClose={() => setSuspending(false)} title="Suspend this account" description={order.email}>
        <SuspendForm userId={order.userId} onCancel={() => setSuspending(false)} onSuspended={suspended} />
      </Dialog>
    </div>
  );
}

function SuspendForm({ userId, onCancel, onSuspended }: { userId: string; onCancel: () => void; onSuspended: () => void }) {
  const suspension = usePostAction();

  return (
    <ReasonForm
      label="Suspend this account"
      intro="The customer is signed out everywhere at once and cannot sign in until you lift the suspension. The terms allow it after chargebacks or fraud."
      what="the account is suspended"
      hint={`${REASON_MIN} to ${REASON_MAX} characters. The customer reads it when trying to sign in.`}
      busy={suspension.busy}
      error={suspension.error}
      onSubmit={(reason) => void suspension.run(blockUserApiPath(userId), { reason }, 'The account could not be suspended.', onSuspended)}
      cancelLabel="Cancel"
      onCancel={onCancel}
      submitIcon={UserX}
      submitLabel="Suspend account"
      busyLabel="Suspending..."
    />
  );
}
