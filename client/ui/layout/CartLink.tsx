import { ShoppingCart } from 'lucide-react';
import { useCart } from '../../features/cart/CartProvider';
import { buttonStyles } from '../button-styles';

export function CartLink({ current }: { current: boolean }) {
  const { totalQuantity } = useCart();
  const label = totalQuantity > 0 ? `Cart, ${totalQuantity} ${totalQuantity === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <a
      href="/cart"
      aria-label={label}
      title="Cart"
      aria-current={current ? 'page' : undefined}
      className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'relative aria-[current=page]:text-foreground' })}
    >
      <ShoppingCart aria-hidden="true" />
      {totalQuantity > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-bold text-primary-foreground ring-2 ring-background"
        >
          {totalQuantity > 99 ? '99+' : totalQuantity}
        </span>
      )}
    </a>
  );
}
