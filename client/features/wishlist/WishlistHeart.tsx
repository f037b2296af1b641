import { Heart } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useWishlist } from './WishlistProvider';

/**
 * The heart: a toggle button that keeps a game on the wishlist (the account's, or this browser's
 * when signed out). Its name stays the same; `aria-pressed` says whether the game is on the list.
 */
export function WishlistHeart({ product, className }: { product: { id: string; name: string }; className?: string }) {
  const { ready, has, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const pressed = has(product.id);

  const click = async () => {
    setBusy(true);
    const result = await toggle(product.id);
    setBusy(false);
    setMessage(result.ok ? `${product.name} ${result.wishlisted ? 'added to' : 'removed from'} your wishlist` : result.message);
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={`Add ${product.name} to wishlist`}
        title={pressed ? 'On your wishlist' : 'Add to wishlist'}
        disabled={!ready || busy}
        onClick={() => void click()}
        className={cn(
          'grid size-9 place-items-center rounded-full border border-border bg-card/90 text-muted-foreground shadow-sm backdrop-blur transition-colors hover:text-rose-600 disabled:opacity-60 dark:hover:text-rose-400 [&_svg]:size-4',
          pressed && 'text-rose-600 dark:text-rose-400',
          className,
        )}
      >
        <Heart aria-hidden="true" className={cn(pressed && 'fill-current')} />
      </button>
      <span role="status" className="sr-only">
        {message}
      </span>
    </>
  );
}
