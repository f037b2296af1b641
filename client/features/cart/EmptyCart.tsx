import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { STORE_PATH } from '../catalog/paths';
import { buttonStyles } from '../../ui/button-styles';

/** The cart with nothing in it, and the way to the store. */
export function EmptyCart() {
  return (
    <div className="relative isolate mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-border bg-card/40 px-6 py-16 text-center">
      <div aria-hidden="true" className="bg-glow absolute inset-x-0 top-0 -z-10 mx-auto h-48 max-w-sm opacity-60" />
      <span className="grid size-16 place-items-center rounded-2xl bg-muted text-muted-foreground ring-1 ring-border">
        <ShoppingCart className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight">Your cart is empty</h2>
      <p className="mt-2 text-muted-foreground">Looks like you haven&apos;t added any games yet. Find your next adventure in the store.</p>
      <a href={STORE_PATH} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <ShoppingBag aria-hidden="true" />
        Start Shopping
      </a>
    </div>
  );
}
