import { FileText, PackagePlus, Pencil, Truck } from 'lucide-react';
import type { AdminProductView } from '#contracts/catalog.contract';
import { productSourceLabel } from './products';
import { adminProductPagePath } from './product-form';
import { PRODUCT_STATE_LABELS, productStateOf } from './product-state';
import { productHref } from '../catalog/paths';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { formatEur } from '#server/common/money';
import { cn } from '../../lib/cn';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

interface ProductsTableProps {
  products: AdminProductView[];
  caption: string;
  onEdit: (product: AdminProductView) => void;
  onAddKeys: (product: AdminProductView) => void;
  onRestock: (product: AdminProductView) => void;
  /** The products ticked for a bulk publish (only those not on sale can be). */
  selected: ReadonlySet<string>;
  onToggle: (product: AdminProductView) => void;
}

const STATE_TONES = { live: 'green', draft: 'yellow', hidden: 'grey' } as const;

/**
 * A page of products with their price, discount, state (draft, live, hidden) and stock (marked low
 * below its threshold); a box to tick products not on sale for a bulk publish, and buttons to open
 * each product's page, quick-edit it, add keys or set its restock.
 */
export function ProductsTable({ products, caption, onEdit, onAddKeys, onRestock, selected, onToggle }: ProductsTableProps) {
  const columns: DataTableColumn<AdminProductView>[] = [
    {
      header: 'Name',
      rowHeader: true,
      className: 'max-w-72 font-medium',
      cell: (product) => (
        <div className="flex items-start gap-3">
          {/* Only products not on sale can be ticked, for a bulk publish. */}
          <input
            type="checkbox"
            checked={selected.has(product.id)}
            onChange={() => onToggle(product)}
            disabled={product.active}
            aria-label={`Select ${product.name} to publish`}
            className={cn('mt-1 size-4 shrink-0 accent-primary', product.active && 'invisible')}
          />
          <div className="min-w-0">
          {product.active ? (
            <a href={productHref(product)} className="block truncate underline-offset-4 hover:text-highlight hover:underline" title={product.name}>
              {product.name}
            </a>
          ) : (
            <span className="block truncate" title={product.name}>
              {product.name}
            </span>
          )}
          <span className="text-xs font-normal text-muted-foreground">{productSourceLabel(product.source)}</span>
          </div>
        </div>
      ),
    },
    { header: 'Platform', className: 'whitespace-nowrap', cell: (product) => product.platform },
    { header: 'Category', className: 'whitespace-nowrap text-muted-foreground', cell: (product) => product.categoryName ?? '—' },
    {
      header: 'Price',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => (
        <>
          <span className="font-semibold">{formatEur(product.priceCents)}</span>
          {product.originalPriceCents !== null && (
            <span className="block text-xs text-muted-foreground line-through">
              <span className="sr-only">List price </span>
              {formatEur(product.originalPriceCents)}
            </span>
          )}
        </>
      ),
    },
    { header: 'Discount', align: 'right', className: 'tabular-nums', cell: (product) => (product.discountPercent > 0 ? `${product.discountPercent}%` : '—') },
    {
      header: 'Status',
      cell: (product) => {
        const state = productStateOf(product);
        return (
          <>
            <Badge tone={STATE_TONES[state]}>{PRODUCT_STATE_LABELS[state]}</Badge>
            {state === 'draft' && !product.priceSet && <span className="mt-1 block text-xs text-muted-foreground">Price not set</span>}
          </>
        );
      },
    },
    {
      header: 'Stock',
      align: 'right',
      className: (product) => cn('font-medium whitespace-nowrap tabular-nums', product.stock === 0 && 'text-danger'),
      cell: (product) => (
        <>
          {product.stock}
          {product.stock < product.lowStockThreshold && <span className="block text-xs font-normal text-amber-700 dark:text-amber-300">Low: below {product.lowStockThreshold}</span>}
        </>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (product) => (
        <div className="flex justify-end gap-2">
          <a href={adminProductPagePath(product.id)} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Open the page of ${product.name}`}>
            <FileText aria-hidden="true" />
            Page
          </a>
          <button type="button" onClick={() => onEdit(product)} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Edit ${product.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </button>
          <button type="button" onClick={() => onAddKeys(product)} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Add keys to ${product.name}`}>
            <PackagePlus aria-hidden="true" />
            Add keys
          </button>
          <button type="button" onClick={() => onRestock(product)} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Restock ${product.name} from the wholesaler`}>
            <Truck aria-hidden="true" />
            Restock
          </button>
        </div>
      ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={products} rowKey={(product) => product.id} rowClassName="align-middle" minWidth="min-w-[68rem]" />;
}
