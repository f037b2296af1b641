import { ArrowLeft, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate } from '../account/account-format';
import { cn } from '../../lib/cn';
import { OrderLoadFailed, OrderSkeleton } from './OrderLoadState';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { Resource } from '../../lib/useApiResource';

interface OrderPageFrameProps<T extends { createdAt: string; status: string; heldForReview?: boolean }> {
  orderNumber: string;
  resource: Resource<T>;
  reload: () => void;
  back: { href: string; label: string };
  /** The admin's page has more to show side by side. */
  wide?: boolean;
  /** The shopper's page: a held order's status says it is under review (the admin's page has its review panel). */
  showsHold?: boolean;
  children: (order: T) => ReactNode;
}

/** An order page's frame, for the shopper and the admin alike: back link, number, date, status, and the loading states. */
export function OrderPageFrame<T extends { createdAt: string; status: string; heldForReview?: boolean }>({ orderNumber, resource, reload, back, wide = false, showsHold = false, children }: OrderPageFrameProps<T>) {
  return (
    <div className={cn('mx-auto px-4 py-10 sm:px-6 sm:py-12 lg:px-8', wide ? 'max-w-6xl' : 'max-w-5xl')}>
      <a href={back.href} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
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
            Status <OrderStatusBadge status={resource.data.status} heldForReview={showsHold && resource.data.heldForReview} className="px-3 py-1 text-sm" />
          </p>
        )}
      </header>

      {resource.state === 'loading' && <OrderSkeleton />}
      {resource.state === 'failed' && <OrderLoadFailed message={`We could not load this order. ${resource.message}`} onRetry={reload} />}
      {resource.state === 'not-found' && <OrderLoadFailed message="This order is no longer available." onRetry={reload} />}
      {resource.state === 'ready' && children(resource.data)}
    </div>
  );
}
