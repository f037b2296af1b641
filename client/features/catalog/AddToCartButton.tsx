import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCart } from '../cart/CartProvider';
import { toCartProduct } from './product-display';
import { buttonStyles, type ButtonSize } from '../../ui/button-styles';
import type { ProductCardView } from '#contracts/catalog.contract';

/** How long the button says "Added" after a click. */
const CONFIRMATION_MS = 1600;

interface AddToCartButtonProps {
  product: ProductCardView;
  quantity?: number;
  size?: ButtonSize;
  className?: string;
  /** Id of the element naming the product, so that each of many buttons is told apart. */
  describedBy?: string;
  /** Sold as a pre-order: bought without stock, delivered on the release day. */
  preOrder?: boolean;
}

/** Adds the product to the cart and confirms it briefly; disabled when no key is left. */
export function AddToCartButton({ product, quantity = 1, size = 'md', className, describedBy, preOrder = false }: AddToCartButtonProps) {
  const { addItem } = useCart();
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const outOfStock = product.stock <= 0 && !preOrder;

  useEffect(() => () => clearTimeout(timer.current), []);

  const add = () => {
    addItem(toCartProduct(product), quantity);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), CONFIRMATION_MS);
  };

  return (
    <>
      <button
        type="button"
        onClick={add}
        disabled={outOfStock}
        aria-describedby={describedBy}
        className={buttonStyles({
          variant: outOfStock ? 'secondary' : 'primary',
          size,
          className: `${added ? 'bg-emerald-600 shadow-emerald-600/25 hover:bg-emerald-600' : ''} ${className ?? ''}`,
        })}
      >
        {outOfStock ? (
          'Out of stock'
        ) : added ? (
          <>
            <Check aria-hidden="true" />
            Added
          </>
        ) : (
          <>
            <ShoppingCart aria-hidden="true" />
            {preOrder ? 'Pre-order' : 'Add to Cart'}
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {added ? `${quantity > 1 ? `${quantity} × ` : ''}${product.name} added to your cart` : ''}
      </span>
    </>
  );
}
