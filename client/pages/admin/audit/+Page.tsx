import { ArrowLeft, Inbox, ScrollText } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import type { AuditPageView } from '../../../../src/audit/audit.views';
import { ADMIN_PATH } from '../../../account/paths';
import { auditApiPath, auditHref, parseAuditPage } from '../../../admin/audit';
import { AuditLogTable } from '../../../components/admin-audit/AuditLogTable';
import { Pagination } from '../../../components/catalog/Pagination';
import { OrderLoadFailed } from '../../../components/orders/OrderLoadState';
import { OrderSection } from '../../../components/orders/OrderSection';
import { useApiResource } from '../../../components/orders/useApiResource';
import { pageCount } from '../../../orders/admin-list-query';

export default function Page() {
  const { urlParsed } = usePageContext();
  const page = parseAuditPage(urlParsed.search);
  const { resource, reload } = useApiResource<AuditPageView>(auditApiPath(page));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </a>
      <header className="mt-4 flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <ScrollText className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Audit log</h1>
          <p className="mt-1 text-muted-foreground">Every change an administrator made, newest first. Keys and codes are never recorded.</p>
        </div>
      </header>

      {resource.state === 'failed' || resource.state === 'not-found' ? (
        <OrderLoadFailed message={`We could not load the audit log. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
      ) : (
        <OrderSection
          id="audit"
          title="Admin actions"
          className="mt-8"
          aside={
            resource.state === 'ready' && (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                {resource.data.total} {resource.data.total === 1 ? 'entry' : 'entries'}
              </span>
            )
          }
        >
          {resource.state === 'loading' ? (
            <div role="status" aria-label="Loading the audit log" className="space-y-2">
              {[0, 1, 2, 3, 4].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded-lg bg-muted/60" />
              ))}
            </div>
          ) : resource.data.items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
                <Inbox className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold">Nothing recorded {page > 1 ? 'on this page' : 'yet'}</p>
              <p className="mt-1 text-sm text-muted-foreground">Product edits, key imports, redeem codes, order completions, syncs and imports appear here.</p>
            </div>
          ) : (
            <>
              <AuditLogTable entries={resource.data.items} caption={`Admin actions, newest first, page ${resource.data.page} of ${pageCount(resource.data.total, resource.data.pageSize)}`} />
              <Pagination page={resource.data.page} pages={pageCount(resource.data.total, resource.data.pageSize)} hrefFor={auditHref} />
            </>
          )}
        </OrderSection>
      )}
    </div>
  );
}
