import { Image } from 'lucide-react';
import type { AdminKeyClaimSummaryView } from '#contracts/claims.contract';
import { adminClaimPath } from './admin-claims';
import { displayMasked } from '../orders/delivery';
import { formatDateTime } from '../orders/history';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import { DataTable, LINKED_ROW_CLASS, ROW_LINK_CLASS, type DataTableColumn } from '../../ui/DataTable';
import { cn } from '../../lib/cn';

const COLUMNS: DataTableColumn<AdminKeyClaimSummaryView>[] = [
  {
    header: 'Reported',
    rowHeader: true,
    className: 'font-normal whitespace-nowrap',
    cell: (claim) => (
      <a href={adminClaimPath(claim.id)} className={cn(ROW_LINK_CLASS, 'font-medium')}>
        <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt)}</time>
        <span className="sr-only">: claim on {claim.productName}, order {claim.orderNumber}</span>
      </a>
    ),
  },
  {
    header: 'Product and key',
    cell: (claim) => (
      <>
        <span className="block font-medium">{claim.productName}</span>
        <span className="mt-0.5 block font-mono text-xs tracking-wider text-muted-foreground">{displayMasked(claim.maskedKey)}</span>
      </>
    ),
  },
  {
    header: 'Order and customer',
    className: 'max-w-56',
    cell: (claim) => (
      <>
        <span className="block font-mono text-xs font-semibold">{claim.orderNumber}</span>
        <span className="mt-0.5 block truncate text-muted-foreground">{claim.customerEmail}</span>
      </>
    ),
  },
  {
    header: 'Message',
    className: 'max-w-72 text-muted-foreground',
    cell: (claim) => (
      <>
        <span className="line-clamp-2">{claim.messagePreview}</span>
        {claim.hasScreenshot && (
          <span className="mt-1 inline-flex items-center gap-1 text-xs">
            <Image className="size-3" aria-hidden="true" />
            Screenshot
          </span>
        )}
      </>
    ),
  },
  { header: 'Status', cell: (claim) => <ClaimStatusBadge status={claim.status} /> },
];

/** A page of claims; each row opens the claim. */
export function AdminClaimsTable({ claims, caption }: { claims: AdminKeyClaimSummaryView[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={COLUMNS} rows={claims} rowKey={(claim) => claim.id} rowClassName={cn(LINKED_ROW_CLASS, 'align-top')} minWidth="min-w-[48rem]" density="roomy" />
  );
}
