import { PackagePlus } from 'lucide-react';
import { AdminPageFrame } from '../../../../features/admin/AdminPageFrame';
import { CATEGORIES_API } from '../../../../features/admin-products/products';
import { ProductForm } from '../../../../features/admin-products/ProductForm';
import { BackToProducts } from '../../../../features/admin-products/BackToProducts';
import { useApiResource } from '../../../../lib/useApiResource';
import type { CategoryView } from '#contracts/catalog.contract';

export default function Page() {
  const categories = useApiResource<CategoryView[]>(CATEGORIES_API).resource;
  return (
    <AdminPageFrame width="max-w-5xl" icon={PackagePlus} title="New product" description="Saved as a draft: add pictures and keys on its page, then publish it.">
      <BackToProducts />
      <div className="mt-8">
        <ProductForm product={null} categories={categories.state === 'ready' ? categories.data : null} />
      </div>
    </AdminPageFrame>
  );
}
