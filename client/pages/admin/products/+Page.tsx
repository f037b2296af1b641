import { Package } from 'lucide-react';
import { useState } from 'react';
import { adminProductsApiPath, adminProductsHref, CATEGORIES_API, describePrices, parseAdminProductsQuery, type AdminProductsQuery } from '../../../features/admin-products/products';
import { AdminListSection } from '../../../features/admin/AdminListSection';
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
  const toast = useToast();
  const which = query.search ? `Products matching “${query.search}”` : 'All products';

  return (
    <AdminPageFrame
      width="max-w-7xl"
      icon={Package}
      title="Products"
      description="Prices, discounts, visibility, categories and key stock of every product, hidden ones included."
    >
      <AdminListSection
        {...list}
        id="products"
        title={which}
        what="the products"
        loadingLabel="Loading products"
        filter={<ProductSearchForm search={query.search} />}
        count={({ total }) => `${total} ${total === 1 ? 'product' : 'products'}`}
        empty={{ title: 'No products found', text: query.search ? 'No product name holds these words. Try part of a word.' : 'The store has no products yet.' }}
        table={({ items, page }, pages) => (
          <ProductsTable products={items} caption={`${which}, by name, page ${page} of ${pages}`} onEdit={setEditing} onAddKeys={setAddingKeys} onRestock={setRestocking} />
        )}
        hrefFor={(page) => adminProductsHref({ search: query.search, page })}
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
