import type { PurchaseView } from '#contracts/suppliers.contract';
import { formatEur } from '#server/common/money';
import { Badge } from '../../ui/Badge';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { purchaseReasonLabel, purchaseStateLabel } from './restock';

const TONES = { placing: 'blue', ordered: 'blue', completed: 'green', attention: 'yellow', refused: 'red', failed: 'red' } as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** A page of purchases from the wholesaler: when, what, how many at what price, its state and why; never a code. */
export function PurchasesTable({ purchases, caption }: { purchases: PurchaseView[]; caption: string }) {
  const columns: DataTableColumn<PurchaseView>[] = [
    { header: 'When', className: 'whitespace-nowrap text-muted-foreground', cell: (purchase) => <time dateTime={purchase.createdAt}>{dateTime(purchase.createdAt)}</time> },
    { header: 'Product', rowHeader: true, className: 'max-w-64 font-medium', cell: (purchase) => <span className="block truncate" title={purchase.productName}>{purchase.productName}</span> },
    { header: 'Keys', align: 'right', className: 'tabular-nums', cell: (purchase) => purchase.quantity },
    { header: 'Price a key', align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (purchase) => formatEur(purchase.unitPriceCents) },
    { header: 'Total', align: 'right', className: 'whitespace-nowrap font-semibold tabular-nums', cell: (purchase) => formatEur(purchase.totalCents) },
    {
      header: 'State',
      cell: (purchase) => (
        <>
          <Badge tone={TONES[purchase.state]}>{purchaseStateLabel(purchase.state)}</Badge>
          {purchaseReasonLabel(purchase.reason) && <span className="mt-1 block text-xs text-muted-foreground">{purchaseReasonLabel(purchase.reason)}</span>}
          {purchase.state === 'completed' || purchase.state === 'attention' ? (
            <span className="mt-1 block text-xs text-muted-foreground">
              {purchase.keysAdded} added{purchase.keysDuplicate > 0 ? `, ${purchase.keysDuplicate} duplicate` : ''}
              {purchase.codesUnusable > 0 ? `, ${purchase.codesUnusable} not added` : ''}
            </span>
          ) : null}
          {purchase.note && purchase.state !== 'refused' && <span className="mt-1 block max-w-72 text-xs text-muted-foreground">{purchase.note}</span>}
        </>
      ),
    },
    { header: "Wholesaler's order", className: 'font-mono text-xs text-muted-foreground', cell: (purchase) => purchase.supplierOrderId ?? '—' },
  ];
  return <DataTable caption={caption} columns={columns} rows={purchases} rowKey={(purchase) => purchase.id} rowClassName="align-top" minWidth="min-w-[56rem]" />;
}
