import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useCart } from '../cart/CartProvider';
import { NotifyMeButton } from '../alerts/NotifyMeButton';
import { locateShopper } from '../regions/locate-shopper';
import { RegionWarningDialog } from '../regions/RegionWarningDialog';
import { regionWarning } from '../regions/shopper-region';
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

/**
 * Adds the product to the cart and confirms it briefly; a key locked to a region the shopper seems
 * not to be in is added only after they confirm the warning. When no key is left: "Notify me", unless it sells as a pre-order.
 */
export function AddToCartButton({ product, quantity = 1, size = 'md', className, describedBy, preOrder = false }: AddToCartButtonProps) {
  const { addItem } = useCart();
  const { user } = usePageContext();
  const [added, setAdded] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const outOfStock = product.stock <= 0 && !preOrder;

  useEffect(() => () => clearTimeout(timer.current), []);

  if (outOfStock) return <NotifyMeButton product={product} size={size} className={className} describedBy={describedBy} />;

  const addToCart = (regionWarningShown: boolean) => {
    addItem({ ...toCartProduct(product), ...(regionWarningShown ? { regionWarningShown } : {}) }, quantity);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), CONFIRMATION_MS);
  };

  const add = async () => {
    const shown = regionWarning(product.region, product.region === 'Global' ? null : await locateShopper(Boolean(user)));
    if (shown) setWarning(shown);
    else addToCart(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void add()}
        aria-describedby={describedBy}
        className={buttonStyles({
          variant: 'primary',
          size,
          className: `${added ? 'bg-emerald-600 shadow-emerald-600/25 hover:bg-emerald-600' : ''} ${className ?? ''}`,
        })}
      >
        {added ? (
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
      <RegionWarningDialog
        open={warning !== null}
        productName={product.name}
        warning={warning ?? ''}
        onCancel={() => setWarning(null)}
        onAddAnyway={() => {
          setWarning(null);
          addToCart(true);
        }}
      />
    </>
  );
}
