import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { ExtraPaymentView } from '../../../src/orders/extra-payments.views';
import type { AdminOrderView } from '../../../src/orders/orders.views';
import { apiRequest } from '../../account/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../account/api-error';
import { formatDateTime } from '../../orders/history';
import { adminOrderApiPath } from '../../orders/paths';
import { Badge } from '../ui/Badge';
import { buttonStyles } from '../ui/button-styles';
import { OrderSection } from './OrderSection';
import { formatZar } from '../../../src/common/money';

function refundedApiPath(orderNumber: string, paymentId: string): string {
  return `${adminOrderApiPath(orderNumber)}/extra-payments/${encodeURIComponent(paymentId)}/refunded`;
}

/**
 * The admin order page's payments to refund: completed gateway payments that came after the one that
 * paid the order. The owner refunds each at PayFast, then marks it refunded here.
 */
export function ExtraPayments({ order, onChanged }: { order: AdminOrderView; onChanged: () => void }) {
  if (order.extraPayments.length === 0) return null;
  const open = order.extraPayments.filter((payment) => !payment.refundedAt);
  const total = open.reduce((sum, payment) => sum + payment.amountZarCents, 0);
  return (
    <OrderSection
      id="payments-to-refund"
      title="Payments to refund"
      description={
        open.length > 0
          ? `The customer paid this order more than once: refund ${formatZar(total)} at PayFast, then mark each payment refunded.`
          : 'The customer paid this order more than once; every extra payment is refunded.'
      }
      className={open.length > 0 ? 'border-amber-500/40' : undefined}
    >
      <ul className="divide-y divide-border">
        {order.extraPayments.map((payment) => (
          <ExtraPaymentRow key={payment.id} orderNumber={order.orderNumber} payment={payment} onMarked={onChanged} />
        ))}
      </ul>
    </OrderSection>
  );
}

function ExtraPaymentRow({ orderNumber, payment, onMarked }: { orderNumber: string; payment: ExtraPaymentView; onMarked: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">{formatZar(payment.amountZarCents)}</p>
        <p className="text-xs text-muted-foreground">
          Payment <span className="font-mono">{payment.providerPaymentId}</span> · received {formatDateTime(payment.receivedAt)}
          {payment.refundedAt && ` · marked refunded ${formatDateTime(payment.refundedAt)}${payment.refundedBy ? ` by ${payment.refundedBy}` : ''}`}
        </p>
      </div>
      {payment.refundedAt ? <Badge tone="green">Refunded</Badge> : <MarkRefundedButton orderNumber={orderNumber} payment={payment} onMarked={onMarked} />}
    </li>
  );
}

/** Records that the owner refunded the payment at PayFast, after asking once. */
function MarkRefundedButton({ orderNumber, payment, onMarked }: { orderNumber: string; payment: ExtraPaymentView; onMarked: () => void }) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'busy'>('idle');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (step === 'busy') return;
    setStep('busy');
    setError(null);
    const result = await apiRequest<ExtraPaymentView>('POST', refundedApiPath(orderNumber, payment.id), {});
    setStep('idle');
    if (!result.ok) return setError(isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message || 'The payment could not be marked refunded.');
    onMarked();
  };

  if (step === 'idle') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="yellow">To refund</Badge>
        <button type="button" onClick={() => setStep('confirming')} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Mark payment ${payment.providerPaymentId} refunded`}>
          <CircleCheck aria-hidden="true" />
          Mark refunded
        </button>
        {error && <p className="w-full text-sm font-medium text-danger">{error}</p>}
      </div>
    );
  }
  return (
    <div role="group" aria-label="Confirm the refund of this payment" className="flex flex-wrap items-center gap-2">
      <span className="text-sm">Refunded {formatZar(payment.amountZarCents)} at PayFast?</span>
      <button type="button" autoFocus onClick={() => void confirm()} aria-disabled={step === 'busy' || undefined} className={buttonStyles({ size: 'sm' })}>
        {step === 'busy' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        Yes, it is refunded
      </button>
      <button type="button" onClick={() => setStep('idle')} disabled={step === 'busy'} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        Cancel
      </button>
    </div>
  );
}
