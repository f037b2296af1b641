import { ArrowLeft, Inbox, ShieldAlert } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import type { AdminKeyClaimPageView } from '../../../../src/claims/key-claims.views';
import { ADMIN_PATH } from '../../../account/paths';
import { adminClaimsApiPath, adminClaimsHref, parseAdminClaimsQuery } from '../../../claims/admin-claims';
import { claimStatusLabel } from '../../../claims/key-claims';
import { AdminClaimsTable } from '../../../components/claims/AdminClaimsTable';
import { ClaimStatusFilter } from '../../../components/claims/ClaimStatusFilter';
import { Pagination } from '../../../components/catalog/Pagination';
import { OrderLoadFailed } from '../../../components/orders/OrderLoadState';
import { OrderSection } from '../../../components/orders/OrderSection';
import { useApiResource } from '../../../components/orders/useApiResource';
import { pageCount } from '../../../orders/admin-list-query';

export default function Page() {
  const { urlParsed } = usePageContext();
  const query = parseAdminClaimsQuery(urlParsed.search);
  const { resource, reload } = useApiResource<AdminKeyClaimPageView>(adminClaimsApiPath(query));
  const which = query.status ? `${claimStatusLabel(query.status)} claims` : 'All claims';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </a>
      <header className="mt-4 flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <ShieldAlert className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Key claims</h1>
          <p className="mt-1 text-muted-foreground">Keys customers report as not working, open ones first. Replace the key, refund it as store credit, or reject the claim.</p>
        </div>
      </header>

      <div className="mt-8">
        <ClaimStatusFilter current={query.status} />
      </div>

      {resource.state === 'failed' || resource.state === 'not-found' ? (
        <OrderLoadFailed message={`We could not load the claims. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
      ) : (
        <OrderSection
          id="claims"
          title={which}
          className="mt-6"
          aside={
            resource.state === 'ready' && (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                {resource.data.openCount} open
              </span>
            )
          }
        >
          {resource.state === 'loading' ? (
            <div role="status" aria-label="Loading claims" className="space-y-2">
              {[0, 1, 2, 3, 4].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded-lg bg-muted/60" />
              ))}
            </div>
          ) : resource.data.items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
                <Inbox className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold">No claims {query.status ? 'with this status' : 'yet'}</p>
              <p className="mt-1 text-sm text-muted-foreground">Customers report a key from their order page within 48 hours of its delivery.</p>
            </div>
          ) : (
            <>
              <AdminClaimsTable claims={resource.data.items} caption={`${which}, open first then newest, page ${resource.data.page} of ${pageCount(resource.data.total, resource.data.pageSize)}`} />
              <Pagination page={resource.data.page} pages={pageCount(resource.data.total, resource.data.pageSize)} hrefFor={(page) => adminClaimsHref({ status: query.status, page })} />
            </>
          )}
        </OrderSection>
      )}
    </div>
  );
}
