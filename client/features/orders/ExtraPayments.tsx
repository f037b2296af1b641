import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { formatDateTime } from './history';
import { adminOrderApiPath } from './paths';
import { Badge } from '../../ui/Badge';
import type { ExtraPaymentView } from '#contracts/orders.contract';
import type { AdminOrderView } from '#contracts/orders.contract';
import { MarkRefundedAtGateway } from './MarkRefundedAtGateway';
import { OrderSection } from './OrderSection';
import { formatZar } from '#server/common/money';

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
      {payment.refundedAt ? <Badge tone="green">Refunded</Badge> : (
        <MarkRefundedAtGateway
          amountZarCents={payment.amountZarCents}
          apiPath={refundedApiPath(orderNumber, payment.id)}
          label="Mark refunded"
          ariaLabel={`Mark payment ${payment.providerPaymentId} refunded`}
          confirmGroupLabel="Confirm the refund of this payment"
          leading={<Badge tone="yellow">To refund</Badge>}
          errorMessage={(error) => (isSessionEnded(error) ? SESSION_ENDED_MESSAGE : error.message || 'The payment could not be marked refunded.')}
          onMarked={onMarked}
        />
      )}
    </li>
  );
}
