import { PackagePlus, Pencil } from 'lucide-react';
import type { AdminProductView } from '../../../src/catalog/admin/admin-products.views';
import { productSourceLabel } from './products';
import { productHref } from '../catalog/paths';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { formatEur } from '../../../src/common/money';

interface ProductsTableProps {
  products: AdminProductView[];
  caption: string;
  onEdit: (product: AdminProductView) => void;
  onAddKeys: (product: AdminProductView) => void;
}

/** A page of products with their price, discount, visibility and stock (marked low below its threshold), and a button to edit each or add keys. */
export function ProductsTable({ products, caption, onEdit, onAddKeys }: ProductsTableProps) {
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Name
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Platform
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Category
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Price
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Discount
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Stock
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium sm:px-6">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {products.map((product) => (
            <tr key={product.id} className="align-middle">
              <th scope="row" className="max-w-72 px-5 py-3 font-medium sm:px-6">
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
              </th>
              <td className="px-3 py-3 whitespace-nowrap">{product.platform}</td>
              <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">{product.categoryName ?? '—'}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                <span className="font-semibold">{formatEur(product.priceCents)}</span>
                {product.originalPriceCents !== null && (
                  <span className="block text-xs text-muted-foreground line-through">
                    <span className="sr-only">List price </span>
                    {formatEur(product.originalPriceCents)}
                  </span>
                )}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{product.discountPercent > 0 ? `${product.discountPercent}%` : '—'}</td>
              <td className="px-3 py-3">{product.active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Hidden</Badge>}</td>
              <td className={`px-3 py-3 text-right font-medium whitespace-nowrap tabular-nums ${product.stock === 0 ? 'text-danger' : ''}`}>
                {product.stock}
                {product.stock < product.lowStockThreshold && (
                  <span className="block text-xs font-normal text-amber-700 dark:text-amber-300">Low: below {product.lowStockThreshold}</span>
                )}
              </td>
              <td className="px-5 py-3 sm:px-6">
                <div className="flex justify-end gap-2">
                  <button type="button" onClick={() => onEdit(product)} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Edit ${product.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </button>
                  <button type="button" onClick={() => onAddKeys(product)} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={`Add keys to ${product.name}`}>
                    <PackagePlus aria-hidden="true" />
                    Add keys
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
