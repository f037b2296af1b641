import type { ReactNode } from 'react';
import { CartProvider } from '../features/cart/CartProvider';
import { useSeoTagsSync } from '../features/seo/useSeoTagsSync';
import { ThemeProvider } from '../features/theme/ThemeProvider';
import { WishlistProvider } from '../features/wishlist/WishlistProvider';

/** App-wide providers, outside every layout so that any page can use the theme, the cart and the wishlist. */
export default function Wrapper({ children }: { children: ReactNode }) {
  useSeoTagsSync();
  return (
    <ThemeProvider>
      <CartProvider>
        <WishlistProvider>{children}</WishlistProvider>
      </CartProvider>
    </ThemeProvider>
  );
}
