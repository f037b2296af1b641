import { Package } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminPageFrame } from '../../../../features/admin/AdminPageFrame';
import { AddKeysDialog } from '../../../../features/admin-products/AddKeysDialog';
import { BackToProducts } from '../../../../features/admin-products/BackToProducts';
import { adminProductApiPath, CATEGORIES_API } from '../../../../features/admin-products/products';
import { ProductForm } from '../../../../features/admin-products/ProductForm';
import { ProductImages } from '../../../../features/admin-products/ProductImages';
import { PublishPanel } from '../../../../features/admin-products/PublishPanel';
import { useApiResource } from '../../../../lib/useApiResource';
import { FormAlert } from '../../../../ui/FormAlert';
import { Panel } from '../../../../ui/Panel';
import type { AdminProductDetailView, CategoryView } from '#contracts/catalog.contract';

export default function Page() {
  const { routeParams, urlParsed } = usePageContext();
  const productId = routeParams.productId;
  const { resource, reload, replace } = useApiResource<AdminProductDetailView>(adminProductApiPath(productId));
  const categories = useApiResource<CategoryView[]>(CATEGORIES_API).resource;
  const [addingKeys, setAddingKeys] = useState(false);
  const product = resource.state === 'ready' ? resource.data : null;

  return (
    <AdminPageFrame
      width="max-w-6xl"
      icon={Package}
      title={product?.name ?? 'Product'}
      description={product ? `/product/${product.slug}` : 'Every field of the product, its pictures, and whether it is on sale.'}
    >
      <BackToProducts />
      {resource.state === 'loading' && (
        <p role="status" className="mt-8 text-muted-foreground">
          Loading the product...
        </p>
      )}
      {resource.state === 'not-found' && <FormAlert className="mt-8">No such product: it may have been removed. Go back to the list.</FormAlert>}
      {resource.state === 'failed' && <FormAlert className="mt-8">{resource.message}</FormAlert>}
      {product && (
        <>
          {urlParsed.search.created === '1' && (
            <FormAlert tone="success" className="mt-8">
              Draft created. Add pictures and keys, then publish it.
            </FormAlert>
          )}
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ProductForm product={product} categories={categories.state === 'ready' ? categories.data : null} onSaved={replace} />
            </div>
            <div className="grid gap-6">
              <Panel headingId="publishing-heading" title="On sale">
                <PublishPanel product={product} onChanged={replace} onAddKeys={() => setAddingKeys(true)} />
              </Panel>
              <Panel headingId="pictures-heading" title="Pictures">
                <ProductImages product={product} onChanged={replace} />
              </Panel>
            </div>
          </div>
          <AddKeysDialog product={addingKeys ? product : null} onClose={() => setAddingKeys(false)} onImported={reload} />
        </>
      )}
    </AdminPageFrame>
  );
}
