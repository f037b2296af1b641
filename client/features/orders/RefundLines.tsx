import { Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from './history';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import { MarkRefundedAtGateway } from './MarkRefundedAtGateway';
import { OrderSection } from './OrderSection';
import { gatewayRefundedApiPath, hasRefundableStatus, lineRefundState, refundErrorMessage, refundMethodsFor, refundsApiPath, refundStatusLabel } from './refund-lines';
import { useApiResource } from '../../lib/useApiResource';
import { MAX_REFUND_REASON, type RefundMethod } from '#contracts/orders.constants';
import type { OrderRefundListView, OrderRefundView } from '#contracts/orders.contract';
import type { AdminOrderView, OrderItemView } from '#contracts/orders.contract';
import { formatEur, formatZar } from '#server/common/money';

/**
 * The admin order page's refunds: each line of a delivered order can be refunded once, as a duplicate
 * purchase, while none of its keys was revealed in the account; a gateway refund waits here until the
 * owner marks it done at PayFast.
 */
export function RefundLines({ order, onRefunded }: { order: AdminOrderView; onRefunded: () => void }) {
  const { resource, reload } = useApiResource<OrderRefundListView>(refundsApiPath(order.orderNumber));
  const [target, setTarget] = useState<OrderItemView | null>(null);
  const toast = useToast();
  const refunds = resource.state === 'ready' ? resource.data.items : [];
  if (!hasRefundableStatus(order.status) && !order.items.some((item) => item.refundedAt)) return null;

  const refunded = (refund: OrderRefundView) => {
    setTarget(null);
    toast({
      title: 'Line refunded',
      description: `${refund.productName}: ${formatEur(refund.amountCents)} ${refund.method === 'credit' ? 'as store credit' : 'to refund at PayFast'}. Its keys are burned.`,
    });
    reload();
    onRefunded();
  };

  return (
    <OrderSection id="refunds" title="Refunds" description="A duplicate purchase can be refunded line by line while none of its keys was revealed in the customer's account.">
      <ul className="divide-y divide-border">
        {order.items.map((item) => (
          <RefundLineRow key={item.productId} order={order} item={item} refunds={refunds} onRefund={() => setTarget(item)} onMarked={reload} />
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        The delivery mail contained the keys, so a key not revealed here may still have been read in the mail and used: a refund burns the keys and costs the store their price. Refund only clear duplicates that the customer reports soon after buying.
      </p>
      <Dialog open={target !== null} onClose={() => setTarget(null)} title={target ? `Refund ${target.name}` : 'Refund a line'} description={`Order ${order.orderNumber}`}>
        {target && <RefundForm order={order} item={target} onCancel={() => setTarget(null)} onRefunded={refunded} />}
      </Dialog>
    </OrderSection>
  );
}

function RefundLineRow({ order, item, refunds, onRefund, onMarked }: { order: AdminOrderView; item: OrderItemView; refunds: OrderRefundView[]; onRefund: () => void; onMarked: () => void }) {
  const state = lineRefundState(order, item, refunds);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">
          {item.name} <span className="text-muted-foreground">× {item.quantity}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {formatEur(item.unitPriceCents * item.quantity)}
          {state.kind === 'blocked' && ` · ${state.reason}`}
          {state.kind === 'refunded' && ` · refunded ${formatDateTime(state.refundedAt)}`}
          {state.kind === 'refunded' && state.refund?.status === 'awaiting_gateway_refund' && ` · ${formatZar(state.refund.amountZarCents)} to refund at PayFast`}
        </p>
        {state.kind === 'refunded' && state.refund?.reason && <p className="mt-1 text-xs text-muted-foreground">“{state.refund.reason}”</p>}
      </div>
      {state.kind === 'refundable' && (
        <button type="button" onClick={onRefund} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Refund ${item.name}`}>
          <Undo2 aria-hidden="true" />
          Refund
        </button>
      )}
      {state.kind === 'refunded' && (
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={state.refund?.status === 'awaiting_gateway_refund' ? 'yellow' : 'green'}>{state.refund ? refundStatusLabel(state.refund) : 'Refunded'}</Badge>
          {state.refund?.status === 'awaiting_gateway_refund' && (
            <MarkRefundedAtGateway
              amountZarCents={state.refund.amountZarCents}
              apiPath={gatewayRefundedApiPath(order.orderNumber, state.refund.id)}
              label="Mark refunded at PayFast"
              confirmGroupLabel="Confirm the PayFast refund"
              errorMessage={refundErrorMessage}
              onMarked={onMarked}
            />
          )}
        </div>
      )}
    </li>
  );
}

function RefundForm({ order, item, onCancel, onRefunded }: { order: AdminOrderView; item: OrderItemView; onCancel: () => void; onRefunded: (refund: OrderRefundView) => void }) {
  const methods = refundMethodsFor(order.paymentMethod);
  const [method, setMethod] = useState<RefundMethod>('credit');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatEur(item.unitPriceCents * item.quantity);
  const keys = item.quantity === 1 ? 'Its key is' : `Its ${item.quantity} keys are`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim().length > MAX_REFUND_REASON) return setError(`Keep the reason to ${MAX_REFUND_REASON} characters.`);
    setBusy(true);
    setError(null);
    const result = await apiRequest<OrderRefundView>('POST', refundsApiPath(order.orderNumber), { productId: item.productId, method, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    setBusy(false);
    if (!result.ok) return setError(refundErrorMessage(result.error));
    onRefunded(result.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Refund ${item.name}`} className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <p className="text-sm">
        {item.quantity} × {item.name} ({item.platform}) for <strong className="font-semibold">{amount}</strong>. {keys} burned (the delivery mail carried them, so they are never sold again) and leave the customer&apos;s account.
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Refund as</legend>
        <MethodOption value="credit" checked={method === 'credit'} onChange={setMethod} label="Store credit, at once" hint="The customer can spend it on any game." />
        <MethodOption
          value="gateway"
          checked={method === 'gateway'}
          onChange={setMethod}
          disabled={!methods.includes('gateway')}
          label="Back to the payment, at PayFast"
          hint={methods.includes('gateway') ? 'Recorded as waiting for you: make the refund in PayFast, then mark it done here.' : 'This order was not paid at PayFast.'}
        />
      </fieldset>
      <TextAreaField
        label="Reason"
        aside={<span className="text-xs text-muted-foreground">Optional</span>}
        hint="The customer reads it in the refund mail."
        value={reason}
        maxLength={MAX_REFUND_REASON}
        onChange={(event) => setReason(event.target.value)}
        className="min-h-20"
      />
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Refunding...">
          <Undo2 aria-hidden="true" />
          Refund {amount}
        </SubmitButton>
      </div>
    </form>
  );
}

function MethodOption({ value, checked, onChange, label, hint, disabled }: { value: RefundMethod; checked: boolean; onChange: (method: RefundMethod) => void; label: string; hint: string; disabled?: boolean }) {
  return (
    <label className={`flex gap-3 rounded-xl border border-border p-3 ${disabled ? 'opacity-60' : 'cursor-pointer has-[:checked]:border-primary has-[:checked]:bg-primary/5'}`}>
      <input type="radio" name="refund-method" value={value} checked={checked} disabled={disabled} onChange={() => onChange(value)} className="mt-0.5 size-4 shrink-0 accent-primary" />
      <span>
        <span className="block text-sm font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
