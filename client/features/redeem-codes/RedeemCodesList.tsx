import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { formatDateTime } from '../orders/history';
import { adminOrderPath } from '../orders/paths';
import { pageCount } from '../orders/admin-list-query';
import { displayMasked } from '../orders/delivery';
import { codeKindLabel, codeReward, redeemCodesApiPath, type RedeemCodeStatus } from './admin-codes';
import type { AdminRedeemCodePageView, AdminRedeemCodeView } from '#contracts/redeem.contract';
import { OrderLoadFailed } from '../orders/OrderLoadState';
import { useApiResource } from '../../lib/useApiResource';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { RedeemCodeStatusFilter } from './RedeemCodeStatusFilter';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

interface RedeemCodesListProps {
  status: RedeemCodeStatus | null;
  page: number;
  onStatusChange: (status: RedeemCodeStatus | null) => void;
  onPageChange: (page: number) => void;
  /** Goes up each time codes are added, to read the list again. */
  version: number;
}

/** The store's codes, newest first and masked: what each gives, its note, and who redeemed it when. */
export function RedeemCodesList({ status, page, onStatusChange, onPageChange, version }: RedeemCodesListProps) {
  const { resource, reload } = useApiResource<AdminRedeemCodePageView>(redeemCodesApiPath(status, page));
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const which = status === 'unused' ? 'Unused codes' : status === 'redeemed' ? 'Redeemed codes' : 'All codes';
  const pages = resource.state === 'ready' ? pageCount(resource.data.total, resource.data.pageSize) : 1;

  return (
    <section aria-labelledby="codes-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="codes-heading" className="text-lg font-semibold tracking-tight">
          {which}
        </h2>
        {resource.state === 'ready' && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
            {resource.data.total} {resource.data.total === 1 ? 'code' : 'codes'}
          </span>
        )}
      </div>
      <div className="mt-4">
        <RedeemCodeStatusFilter current={status} onChange={onStatusChange} />
      </div>
      <div className="mt-5">
        {resource.state === 'failed' || resource.state === 'not-found' ? (
          <OrderLoadFailed message={`We could not load the codes. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
        ) : resource.state === 'loading' ? (
          <div role="status" aria-label="Loading codes" className="space-y-2">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="h-12 animate-pulse rounded-lg bg-muted/60" />
            ))}
          </div>
        ) : (
          <DataTable
            caption={`${which}, newest first, page ${resource.data.page} of ${pages}`}
            columns={CODE_COLUMNS}
            rows={resource.data.items}
            rowKey={(code) => code.id}
            rowClassName="align-top"
            minWidth="min-w-[56rem]"
            empty={
              <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
                <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
                  <Inbox className="size-6" aria-hidden="true" />
                </span>
                <p className="mt-4 font-semibold">No codes found</p>
                <p className="mt-1 text-sm text-muted-foreground">{status ? 'No code is in this state yet.' : 'Generate or import codes above.'}</p>
              </div>
            }
            pagination={
              pages > 1 && (
                <nav aria-label="Pagination" className="mt-5 flex items-center justify-between gap-3 text-sm">
                  <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </button>
                  <span className="text-muted-foreground tabular-nums">
                    Page {resource.data.page} of {pages}
                  </span>
                  <button type="button" disabled={page >= pages} onClick={() => onPageChange(page + 1)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                    Next
                    <ChevronRight aria-hidden="true" />
                  </button>
                </nav>
              )
            }
          />
        )}
      </div>
    </section>
  );
}

const CODE_COLUMNS: DataTableColumn<AdminRedeemCodeView>[] = [
  { header: 'Code', rowHeader: true, className: 'font-mono text-sm font-medium tracking-wider whitespace-nowrap', cell: (code) => displayMasked(code.maskedCode) },
  {
    header: 'Gives',
    cell: (code) => (
      <>
        <span className="block font-medium">{codeReward(code)}</span>
        <span className="text-xs text-muted-foreground">{codeKindLabel(code.kind)}</span>
      </>
    ),
  },
  { header: 'Note', className: 'max-w-48 break-words text-muted-foreground', cell: (code) => code.note || '—' },
  { header: 'Created', className: 'whitespace-nowrap text-muted-foreground', cell: (code) => <time dateTime={code.createdAt}>{formatDateTime(code.createdAt)}</time> },
  {
    header: 'Redeemed',
    cell: (code) =>
      code.redeemedAt ? (
        <>
          <span className="block max-w-56 truncate" title={code.redeemedByEmail ?? undefined}>
            {code.redeemedByEmail ?? 'A removed account'}
          </span>
          <time dateTime={code.redeemedAt} className="text-xs whitespace-nowrap text-muted-foreground">
            {formatDateTime(code.redeemedAt)}
          </time>
        </>
      ) : (
        <Badge tone="green">Unused</Badge>
      ),
  },
  {
    header: 'Order',
    className: 'whitespace-nowrap',
    cell: (code) =>
      code.orderNumber ? (
        <a href={adminOrderPath(code.orderNumber)} className="font-mono text-highlight underline-offset-4 hover:underline">
          {code.orderNumber}
        </a>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
];
