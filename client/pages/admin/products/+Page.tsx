import { Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { adminProductsApiPath, adminProductsHref, CATEGORIES_API, describePrices, parseAdminProductsQuery, type AdminProductsQuery } from '../../../features/admin-products/products';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { StatusFilterLinks } from '../../../features/admin/StatusFilterLinks';
import { BulkPublishBar } from '../../../features/admin-products/BulkPublishBar';
import { NEW_PRODUCT_PATH } from '../../../features/admin-products/product-form';
import { PRODUCT_STATE_LABELS, type ProductState } from '../../../features/admin-products/product-state';
import { buttonStyles } from '../../../ui/button-styles';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { AddKeysDialog } from '../../../features/admin-products/AddKeysDialog';
import { EditProductDialog } from '../../../features/admin-products/EditProductDialog';
import { ProductSearchForm } from '../../../features/admin-products/ProductSearchForm';
import { ProductsTable } from '../../../features/admin-products/ProductsTable';
import { RestockDialog } from '../../../features/supplier-restock/RestockDialog';
import { useApiResource } from '../../../lib/useApiResource';
import { ToastProvider, useToast } from '../../../ui/Toaster';
import type { AdminProductPageView, AdminProductView } from '#contracts/catalog.contract';
import type { CategoryView } from '#contracts/catalog.contract';

export default function Page() {
  return (
    <ToastProvider>
      <ProductsConsole />
    </ToastProvider>
  );
}

function ProductsConsole() {
  const { query, ...list } = useAdminListResource<AdminProductsQuery, AdminProductPageView>(parseAdminProductsQuery, adminProductsApiPath);
  const categories = useApiResource<CategoryView[]>(CATEGORIES_API).resource;
  const [editing, setEditing] = useState<AdminProductView | null>(null);
  const [addingKeys, setAddingKeys] = useState<AdminProductView | null>(null);
  const [restocking, setRestocking] = useState<AdminProductView | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toast = useToast();
  const state = query.state ?? 'all';
  const shown = state === 'all' ? 'All products' : `${PRODUCT_STATE_LABELS[state]} products`;
  const which = query.search ? `${shown} matching “${query.search}”` : shown;
  const toggle = (product: AdminProductView) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(product.id)) next.add(product.id);
      return next;
    });

  return (
    <AdminPageFrame
      width="max-w-7xl"
      icon={Package}
      title="Products"
      description="Prices, discounts, visibility, categories and key stock of every product, drafts and hidden ones included."
      action={
        <a href={NEW_PRODUCT_PATH} className={buttonStyles({})}>
          <Plus aria-hidden="true" />
          New product
        </a>
      }
    >
      <AdminListSection
        {...list}
        id="products"
        title={which}
        what="the products"
        loadingLabel="Loading products"
        filter={
          <div className="space-y-3">
            <StatusFilterLinks<ProductState>
              statuses={['draft', 'live', 'hidden']}
              current={state === 'all' ? null : state}
              labelOf={(value) => PRODUCT_STATE_LABELS[value]}
              hrefOf={(value) => adminProductsHref({ search: query.search, state: value ?? 'all', page: 1 })}
            />
            <ProductSearchForm search={query.search} state={state} />
          </div>
        }
        count={({ total, totalCapped }) => (totalCapped ? `${total.toLocaleString('en-US')}+ products` : `${total} ${total === 1 ? 'product' : 'products'}`)}
        empty={{
          title: 'No products found',
          text: query.search ? 'No product name holds these words. Try part of a word.' : state === 'all' ? 'The store has no products yet.' : `No ${PRODUCT_STATE_LABELS[state].toLowerCase()} products.`,
        }}
        table={({ items, page }, pages) => (
          <>
            <BulkPublishBar
              selected={selected}
              onDone={() => {
                setSelected(new Set());
                list.reload();
              }}
            />
            <ProductsTable
              products={items}
              caption={`${which}, by name, page ${page} of ${pages}`}
              onEdit={setEditing}
              onAddKeys={setAddingKeys}
              onRestock={setRestocking}
              selected={selected}
              onToggle={toggle}
            />
          </>
        )}
        hrefFor={(page) => adminProductsHref({ search: query.search, state, page })}
      />

      <EditProductDialog
        product={editing}
        categories={categories.state === 'ready' ? categories.data : null}
        onClose={() => setEditing(null)}
        onSaved={(product) => {
          setEditing(null);
          list.reload();
          toast({ title: 'Product saved', description: `${product.name}: ${describePrices(product)}, ${product.active ? 'active' : 'hidden'}.` });
        }}
      />
      <AddKeysDialog product={addingKeys} onClose={() => setAddingKeys(null)} onImported={list.reload} />
      <RestockDialog
        product={restocking}
        onClose={() => setRestocking(null)}
        onSaved={(message) => {
          setRestocking(null);
          list.reload();
          toast({ title: 'Restock saved', description: message });
        }}
      />
    </AdminPageFrame>
  );
}
