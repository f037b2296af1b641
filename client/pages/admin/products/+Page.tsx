import { ArrowLeft, Inbox, Package } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { AdminProductPageView, AdminProductView } from '../../../../src/catalog/admin/admin-products.views';
import type { CategoryView } from '../../../../src/catalog/catalog.views';
import { ADMIN_PATH } from '../../../account/paths';
import { adminProductsApiPath, adminProductsHref, CATEGORIES_API, describePrices, parseAdminProductsQuery } from '../../../admin/products';
import { AddKeysDialog } from '../../../components/admin-products/AddKeysDialog';
import { EditProductDialog } from '../../../components/admin-products/EditProductDialog';
import { ProductSearchForm } from '../../../components/admin-products/ProductSearchForm';
import { ProductsTable } from '../../../components/admin-products/ProductsTable';
import { Pagination } from '../../../components/catalog/Pagination';
import { OrderLoadFailed } from '../../../components/orders/OrderLoadState';
import { OrderSection } from '../../../components/orders/OrderSection';
import { useApiResource } from '../../../components/orders/useApiResource';
import { ToastProvider, useToast } from '../../../components/ui/Toaster';
import { pageCount } from '../../../orders/admin-list-query';

export default function Page() {
  return (
    <ToastProvider>
      <ProductsConsole />
    </ToastProvider>
  );
}

function ProductsConsole() {
  const { urlParsed } = usePageContext();
  const query = parseAdminProductsQuery(urlParsed.search);
  const { resource, reload } = useApiResource<AdminProductPageView>(adminProductsApiPath(query));
  const categories = useApiResource<CategoryView[]>(CATEGORIES_API).resource;
  const [editing, setEditing] = useState<AdminProductView | null>(null);
  const [addingKeys, setAddingKeys] = useState<AdminProductView | null>(null);
  const toast = useToast();
  const which = query.search ? `Products matching “${query.search}”` : 'All products';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </a>
      <header className="mt-4 flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <Package className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Products</h1>
          <p className="mt-1 text-muted-foreground">Prices, discounts, visibility, categories and key stock of every product, hidden ones included.</p>
        </div>
      </header>

      <div className="mt-8">
        <ProductSearchForm search={query.search} />
      </div>

      {resource.state === 'failed' || resource.state === 'not-found' ? (
        <OrderLoadFailed message={`We could not load the products. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
      ) : (
        <OrderSection
          id="products"
          title={which}
          className="mt-6"
          aside={
            resource.state === 'ready' && (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                {resource.data.total} {resource.data.total === 1 ? 'product' : 'products'}
              </span>
            )
          }
        >
          {resource.state === 'loading' ? (
            <div role="status" aria-label="Loading products" className="space-y-2">
              {[0, 1, 2, 3, 4].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded-lg bg-muted/60" />
              ))}
            </div>
          ) : resource.data.items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
                <Inbox className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold">No products found</p>
              <p className="mt-1 text-sm text-muted-foreground">{query.search ? 'No product name holds these words. Try part of a word.' : 'The store has no products yet.'}</p>
            </div>
          ) : (
            <>
              <ProductsTable
                products={resource.data.items}
                caption={`${which}, by name, page ${resource.data.page} of ${pageCount(resource.data.total, resource.data.pageSize)}`}
                onEdit={setEditing}
                onAddKeys={setAddingKeys}
              />
              <Pagination page={resource.data.page} pages={pageCount(resource.data.total, resource.data.pageSize)} hrefFor={(page) => adminProductsHref({ search: query.search, page })} />
            </>
          )}
        </OrderSection>
      )}

      <EditProductDialog
        product={editing}
        categories={categories.state === 'ready' ? categories.data : null}
        onClose={() => setEditing(null)}
        onSaved={(product) => {
          setEditing(null);
          reload();
          toast({ title: 'Product saved', description: `${product.name}: ${describePrices(product)}, ${product.active ? 'active' : 'hidden'}.` });
        }}
      />
      <AddKeysDialog product={addingKeys} onClose={() => setAddingKeys(null)} onImported={reload} />
    </div>
  );
}
