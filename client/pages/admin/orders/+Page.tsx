import { ArrowLeft, ReceiptText } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import type { AdminOrderPageView } from '../../../../src/orders/orders.views';
import { ADMIN_PATH } from '../../../account/paths';
import { Pagination } from '../../../components/catalog/Pagination';
import { AdminOrdersTable } from '../../../components/orders/AdminOrdersTable';
import { OrderLoadFailed } from '../../../components/orders/OrderLoadState';
import { OrderSection } from '../../../components/orders/OrderSection';
import { StatusFilter } from '../../../components/orders/StatusFilter';
import { useApiResource } from '../../../components/orders/useApiResource';
import { orderStatusLabel } from '../../../account/order-status';
import { adminOrdersApiPath, adminOrdersHref, pageCount, parseAdminOrdersQuery } from '../../../orders/admin-list-query';

export default function Page() {
  const { urlParsed } = usePageContext();
  const query = parseAdminOrdersQuery(urlParsed.search);
  const { resource, reload } = useApiResource<AdminOrderPageView>(adminOrdersApiPath(query));
  const which = query.status ? `${orderStatusLabel(query.status)} orders` : 'All orders';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </a>
      <header className="mt-4 flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <ReceiptText className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Orders</h1>
          <p className="mt-1 text-muted-foreground">Every order in the store, newest first.</p>
        </div>
      </header>

      <div className="mt-8">
        <StatusFilter current={query.status} />
      </div>

      {resource.state === 'failed' || resource.state === 'not-found' ? (
        <OrderLoadFailed message={`We could not load the orders. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
      ) : (
        <OrderSection
          id="orders"
          title={which}
          className="mt-6"
          aside={
            resource.state === 'ready' && (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                {resource.data.total} {resource.data.total === 1 ? 'order' : 'orders'}
              </span>
            )
          }
        >
          {resource.state === 'loading' ? (
            <div role="status" aria-label="Loading orders" className="space-y-2">
              {[0, 1, 2, 3, 4].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded-lg bg-muted/60" />
              ))}
            </div>
          ) : (
            <>
              <AdminOrdersTable orders={resource.data.items} caption={`${which}, newest first, page ${resource.data.page}`} />
              <Pagination page={resource.data.page} pages={pageCount(resource.data.total, resource.data.pageSize)} hrefFor={(page) => adminOrdersHref({ status: query.status, page })} />
            </>
          )}
        </OrderSection>
      )}
    </div>
  );
}
