import { ArrowLeft } from 'lucide-react';
import { ADMIN_PRODUCTS_PATH } from './products';

/** The way back from a product's page to the list. */
export function BackToProducts() {
  return (
    <a href={ADMIN_PRODUCTS_PATH} className="mt-6 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All products
    </a>
  );
}
