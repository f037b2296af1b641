import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { AwaitingStockPanel } from '../../../../features/orders/AwaitingStockPanel';
import { PreOrderPanel } from '../../../../features/orders/PreOrderPanel';
import { CompleteOrderButton } from '../../../../features/orders/CompleteOrderButton';
import { ExtraPayments } from '../../../../features/orders/ExtraPayments';
import { OrderAmounts } from '../../../../features/orders/OrderAmounts';
import { OrderItems } from '../../../../features/orders/OrderItems';
import { OrderSection } from '../../../../features/orders/OrderSection';
import { OrderTimeline } from '../../../../features/orders/OrderTimeline';
import { RefundLines } from '../../../../features/orders/RefundLines';
import { ReviewPanel, useFollowDelivery } from '../../../../features/orders/ReviewPanel';
import { SuspensionControl } from '../../../../features/orders/SuspensionControl';
import { useApiResource } from '../../../../lib/useApiResource';
import { ToastProvider } from '../../../../ui/Toaster';
import { displayMasked } from '../../../../features/orders/delivery';
import { formatDateTime } from '../../../../features/orders/history';
import { paymentMethodLabel } from '../../../../features/orders/payment-method';
import { ADMIN_ORDERS_PATH, adminOrderApiPath, safeExternalUrl } from '../../../../features/orders/paths';
import type { AdminOrderView } from '#contracts/orders.contract';
import type { Data } from './+data';
import { OrderPageFrame } from '../../../../features/orders/OrderPageFrame';
import { DeliveryConsentNote } from '../../../../features/orders/DeliveryConsentNote';
import { ReceiptDownloadLink } from '../../../../features/orders/ReceiptDownloadLink';
import { adminReceiptPath } from '#contracts/receipts.constants';
import { ManualItemDestination } from '../../../../features/orders/ManualItemDestination';
import { ShippingAddressBlock } from '../../../../features/delivery/ShippingAddressBlock';

export default function Page() {
  const { orderNumber } = useData<Data>();
  const { resource, reload } = useApiResource<AdminOrderView>(adminOrderApiPath(orderNumber));

  return (
    <ToastProvider>
      <OrderPageFrame orderNumber={orderNumber} resource={resource} reload={reload} back={{ href: ADMIN_ORDERS_PATH, label: 'All orders' }} wide>
        {(order) => <AdminOrderDetails order={order} onChanged={reload} />}
      </OrderPageFrame>
    </ToastProvider>
  );
}

function AdminOrderDetails({ order, onChanged }: { order: AdminOrderView; onChanged: () => void }) {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const tradeUrl = safeExternalUrl(order.steamTradeUrl);
  const awaitingStockSince = order.awaitingStockSince;
  useFollowDelivery(order, onChanged);
  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        {order.heldForReview && <ReviewPanel order={order} onChanged={onChanged} />}
        <ExtraPayments order={order} onChanged={onChanged} />
        {awaitingStockSince && <AwaitingStockPanel order={{ ...order, awaitingStockSince }} onChanged={onChanged} />}
        {order.awaitingRelease && <PreOrderPanel order={order} onChanged={onChanged} />}
        {order.status === 'processing' && (
          <OrderSection
            id="manual"
            title="Manual items"
            description={order.manualItems.length > 0 ? 'Send these, then complete the order.' : 'Nothing waits for a manual step.'}
            aside={<Truck className="size-5 text-highlight" aria-hidden="true" />}
            className="border-violet-500/30"
          >
            {order.manualItems.length > 0 && (
              <ul className="mb-5 divide-y divide-border rounded-xl border border-border">
                {order.manualItems.map((item) => (
                  <li key={item.productId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium">
                        {item.name} <span className="text-muted-foreground">× {item.quantity}</span>
                      </p>
                      <p className="text-xs text-muted-foreground">{item.platform}</p>
                      <ManualItemDestination order={order} manualStep={item.manualStep} />
                    </div>
                    <span className="rounded-full bg-violet-500/10 px-2.5 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-500/30 ring-inset dark:text-violet-300">
                      {item.manualStep === 'steam_trade' ? 'Steam trade offer' : 'Ships physically'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <CompleteOrderButton orderNumber={order.orderNumber} onCompleted={onChanged} />
          </OrderSection>
        )}
        <OrderSection id="items" title="Items">
          <OrderItems items={order.items} />
        </OrderSection>
        <OrderSection id="keys" title="Delivered keys" description="Masked: only the customer can reveal a key.">
          {order.keys.length === 0 ? (
            <p className="text-sm text-muted-foreground">No key delivered yet.</p>
          ) : (
            <ul className="divide-y divide-border">
              {order.keys.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="font-medium">{key.productName}</p>
                    <p className="text-xs text-muted-foreground">
                      {key.platform} · {key.revealedAt ? `Revealed ${formatDateTime(key.revealedAt)}` : 'Not revealed'}
                    </p>
                  </div>
                  <code className="font-mono text-sm tracking-wider text-muted-foreground">{displayMasked(key.masked)}</code>
                </li>
              ))}
            </ul>
          )}
        </OrderSection>
        <RefundLines order={order} onRefunded={onChanged} />
      </div>
      <div className="grid gap-6">
        <OrderSection id="customer" title="Customer">
          <dl className="space-y-3 text-sm">
            <Field label="Name">{name || '—'}</Field>
            <Field label="E-mail">
              <a href={`mailto:${order.email}`} className="break-all text-highlight hover:underline">
                {order.email}
              </a>
            </Field>
            <Field label="Phone">{order.phone || 'Not provided'}</Field>
            <Field label="Country">{order.country}</Field>
            <Field label={order.giftRecipientEmail && order.steamTradeUrl ? "Steam trade URL (the recipient's)" : 'Steam trade URL'}>
              {tradeUrl ? (
                <a href={tradeUrl} target="_blank" rel="noopener noreferrer" className="break-all text-highlight hover:underline">
                  {tradeUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="break-all">{order.steamTradeUrl || 'Not provided'}</span>
              )}
            </Field>
            {order.giftRecipientEmail && <Field label="Gift recipient">{order.giftRecipientEmail}</Field>}
            {order.shippingAddress && (
              <Field label="Ship to">
                <ShippingAddressBlock address={order.shippingAddress} />
              </Field>
            )}
            <Field label="Verification">{order.requiresVerification ? 'Required' : 'Not required'}</Field>
            <Field label="Payment">
              {paymentMethodLabel(order.paymentMethod)}
              {order.paymentReference && <span className="block font-mono text-xs text-muted-foreground">{order.paymentReference}</span>}
            </Field>
            {order.cancelReason && <Field label="Cancelled because">{order.cancelReason}</Field>}
          </dl>
          <SuspensionControl order={order} onChanged={onChanged} />
        </OrderSection>
        <OrderSection id="summary" title="Summary">
          <OrderAmounts order={order} />
          {(order.deliveryConsentAt || order.receiptAvailable) && (
            <div className="mt-5 grid gap-3 border-t border-border pt-4">
              <DeliveryConsentNote consentAt={order.deliveryConsentAt} forAdmin />
              <ReceiptDownloadLink orderNumber={order.orderNumber} href={adminReceiptPath(order.orderNumber)} available={order.receiptAvailable} />
            </div>
          )}
        </OrderSection>
        <OrderSection id="history" title="Status history">
          <OrderTimeline history={order.history} />
        </OrderSection>
      </div>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
