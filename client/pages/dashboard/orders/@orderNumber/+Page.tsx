import { ArrowLeft, CalendarDays, Gift, KeyRound } from 'lucide-react';
import { useData } from 'vike-react/useData';
import type { OrderView } from '../../../../../src/orders/orders.views';
import { formatLongDate } from '../../../../account/account-format';
import { OrderAmounts } from '../../../../components/orders/OrderAmounts';
import { OrderItems } from '../../../../components/orders/OrderItems';
import { OrderKeys } from '../../../../components/orders/OrderKeys';
import { OrderLoadFailed, OrderSkeleton } from '../../../../components/orders/OrderLoadState';
import { OrderSection } from '../../../../components/orders/OrderSection';
import { OrderStatusBadge } from '../../../../components/orders/OrderStatusBadge';
import { OrderTimeline } from '../../../../components/orders/OrderTimeline';
import { useApiResource } from '../../../../components/orders/useApiResource';
import { orderApiPath, ORDERS_TAB_HREF } from '../../../../orders/paths';
import type { Data } from './+data';

export default function Page() {
  const { orderNumber } = useData<Data>();
  const { resource, reload } = useApiResource<OrderView>(orderApiPath(orderNumber));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <a href={ORDERS_TAB_HREF} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to my orders
      </a>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">Order</p>
          <h1 className="font-mono text-2xl font-bold tracking-tight break-all sm:text-3xl">{orderNumber}</h1>
          {resource.state === 'ready' && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
              Placed on <time dateTime={resource.data.createdAt}>{formatLongDate(resource.data.createdAt)}</time>
            </p>
          )}
        </div>
        {resource.state === 'ready' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            Status <OrderStatusBadge status={resource.data.status} className="px-3 py-1 text-sm" />
          </p>
        )}
      </header>

      {resource.state === 'loading' && <OrderSkeleton />}
      {resource.state === 'failed' && <OrderLoadFailed message={`We could not load this order. ${resource.message}`} onRetry={reload} />}
      {resource.state === 'not-found' && <OrderLoadFailed message="This order is no longer available." onRetry={reload} />}
      {resource.state === 'ready' && <OrderDetails order={resource.data} />}
    </div>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <OrderSection id="keys" title="Your keys" description="Reveal a key when you are ready to activate it." aside={<KeyRound className="size-5 text-highlight" aria-hidden="true" />}>
          <OrderKeys order={order} />
        </OrderSection>
        <OrderSection id="items" title="Items">
          <OrderItems items={order.items} />
        </OrderSection>
      </div>
      <div className="grid gap-6">
        <OrderSection id="summary" title="Summary">
          <OrderAmounts order={order} />
        </OrderSection>
        {order.giftRecipientEmail && (
          <OrderSection id="gift" title="Gift" aside={<Gift className="size-5 text-highlight" aria-hidden="true" />}>
            <p className="text-sm text-muted-foreground">
              Sent as a gift to <span className="font-medium break-all text-foreground">{order.giftRecipientEmail}</span>.
            </p>
          </OrderSection>
        )}
        <OrderSection id="history" title="Status history">
          <OrderTimeline history={order.history} />
        </OrderSection>
      </div>
    </div>
  );
}
