import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { STORE_PATH, productHref } from '../catalog/paths';
import { ProductCover } from '../catalog/ProductCover';
import { useCart } from '../cart/CartProvider';
import { DashboardPanel, EmptyState, LoadFailed } from '../account/DashboardPanel';
import { NotifyMeButton } from '../alerts/NotifyMeButton';
import { useWishlist } from './WishlistProvider';
import { buttonStyles } from '../../ui/button-styles';
import { useApiResource } from '../../lib/useApiResource';
import { formatEur } from '#server/common/money';
import type { WishlistItemView, WishlistView } from '#contracts/wishlists.contract';

/** The games on the shopper's wishlist, read once a list this browser kept has been merged into the account. */
export function WishlistTab() {
  const { ready } = useWishlist();
  return ready ? (
    <WishlistList />
  ) : (
    <DashboardPanel title="Wishlist" description="Games you keep an eye on, with their price and stock now.">
      <p className="text-sm text-muted-foreground">Loading your wishlist…</p>
    </DashboardPanel>
  );
}

/** Each game with its price and stock now: remove, add to the cart, or ask to be told when it is back. */
function WishlistList() {
  const { resource, replace } = useApiResource<WishlistView>('/api/me/wishlist');
  const [message, setMessage] = useState('');

  if (resource.state === 'failed' || resource.state === 'not-found') return <LoadFailed what="wishlist" />;
  const wishlist = resource.state === 'ready' ? resource.data : null;

  const remove = async (item: WishlistItemView) => {
    const result = await apiRequest<null>('DELETE', `/api/me/wishlist/${encodeURIComponent(item.productId)}`);
    if (!result.ok && result.error.status !== 404) return setMessage(result.error.message);
    if (wishlist) replace({ ...wishlist, items: wishlist.items.filter((other) => other.productId !== item.productId) });
    setMessage(`${item.name} removed from your wishlist`);
  };

  return (
    <DashboardPanel title="Wishlist" description={`Games you keep an eye on, with their price and stock now (at most ${wishlist?.limit ?? 200}).`}>
      <p role="status" className="sr-only">
        {message}
      </p>
      {!wishlist ? (
        <p className="text-sm text-muted-foreground">Loading your wishlist…</p>
      ) : wishlist.items.length === 0 ? (
        <EmptyState icon={<Heart />} title="Your wishlist is empty">
          <p className="mt-1 text-sm text-muted-foreground">Press the heart on a game to keep it here.</p>
          <a href={STORE_PATH} className={buttonStyles({ variant: 'outline', className: 'mt-5' })}>
            Browse games
          </a>
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            {wishlist.priceDropMails
              ? 'We e-mail you when one of these gets cheaper; turn that off in Settings.'
              : 'Price-drop e-mails are off; turn them on in Settings.'}
          </p>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {wishlist.items.map((item) => (
              <WishlistRow key={item.productId} item={item} onRemove={() => void remove(item)} />
            ))}
          </ul>
        </>
      )}
    </DashboardPanel>
  );
}

function WishlistRow({ item, onRemove }: { item: WishlistItemView; onRemove: () => void }) {
  const { addItem } = useCart();
  const [added, setAdded] = useState(false);
  const buyable = item.active && item.stock > 0;
  const add = () => {
    addItem({ id: item.productId, name: item.name, priceCents: item.priceCents, platform: item.platform, slug: item.slug, region: item.region, ...(item.image ? { image: item.image } : {}) }, 1);
    setAdded(true);
  };
  return (
    <li className="flex flex-wrap items-center gap-4 px-4 py-3.5" data-testid="wishlist-item">
      <div className="w-12 shrink-0 overflow-hidden rounded-md ring-1 ring-border">
        <ProductCover src={item.image} alt="" />
      </div>
      <div className="min-w-0 flex-1">
        <a href={productHref(item)} className="font-medium hover:text-highlight hover:underline">
          {item.name}
        </a>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>{item.platform}</span>
          <span>
            <span className="sr-only">Region: </span>
            {item.region}
          </span>
          <span className="font-semibold text-foreground tabular-nums">{formatEur(item.priceCents)}</span>
          <span>{!item.active ? 'No longer sold' : item.stock > 0 ? 'In stock' : 'Out of stock'}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        {buyable ? (
          <button type="button" onClick={add} className={buttonStyles({ variant: 'primary', size: 'sm' })} aria-label={`Add ${item.name} to cart`}>
            <ShoppingCart aria-hidden="true" />
            {added ? 'Added' : 'Add to Cart'}
          </button>
        ) : (
          item.active && <NotifyMeButton product={{ id: item.productId, name: item.name }} size="sm" />
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${item.name} from wishlist`}
          title="Remove"
          className="grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-danger/10 hover:text-danger [&_svg]:size-4"
        >
          <Trash2 aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
